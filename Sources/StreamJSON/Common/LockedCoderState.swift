import Foundation

/// What a call of a coder can reuse from the calls before it: made with one version of the
/// coder's settings, used by one call at a time.
protocol PooledWorkspace: AnyObject {
    associatedtype Options
    /// Which version of the settings the workspace was made with.
    var version: Int { get }
    init(options: Options, version: Int)
    /// Called before the workspace is kept for the next call: lets go of what is too large to
    /// keep for ever (the memory of one huge document).
    func trimForPool()
    /// Leaves the workspace in its type's ``SharedWorkspaces`` pool. Implemented by each
    /// workspace type, so that the pool's code is specialised: called from the generic
    /// ``LockedCoderState``'s deinit, which is never specialised, the pool's generic code looked
    /// up its array's metadata at run time (330 of the 1,600 instructions a coder made for one
    /// call cost to tear down).
    func giveBackToShared()
}

/// A coder's settings and the one spare workspace its next call reuses, behind one lock: what
/// makes ``StreamJSONDecoder`` and ``StreamJSONEncoder`` safe to share between threads, and
/// what spares a coder used call after call (a server's, a loop's) a new options snapshot, type
/// cache and buffers for every document.
///
/// A call takes the spare out under the lock and puts it back when it is done, so a workspace
/// is only ever used by one thread at a time; calls that overlap on other threads make
/// workspaces of their own, and the first to finish becomes the next spare. Every change of the
/// settings bumps the version and drops the spare, and a workspace of an older version is never
/// put back: a call keeps the settings it started with.
///
/// A coder whose settings were never changed (version 0) takes a workspace from
/// ``SharedWorkspaces`` when it has no spare, and leaves its spare there when it goes away.
///
/// Every access to the properties below happens with the lock held, which makes it exclusive;
/// Swift's dynamic exclusivity checks on them (about 150 instructions each, five per call) are
/// switched off.
final class LockedCoderState<Workspace: PooledWorkspace> {
    private let lock = NSLock()
    /// Where workspaces of the default settings go between calls.
    private let shared: SharedWorkspaces<Workspace>
    @exclusivity(unchecked) private var _options: Workspace.Options
    private var options: Workspace.Options {
        @inline(__always) _read { yield unsafe _options }
        @inline(__always) _modify { yield unsafe &_options }
    }
    @exclusivity(unchecked) private var _spare: Workspace?
    private var spare: Workspace? {
        @inline(__always) _read { yield unsafe _spare }
        @inline(__always) _modify { yield unsafe &_spare }
    }
    @exclusivity(unchecked) private var _version: Int
    private var version: Int {
        @inline(__always) _read { yield unsafe _version }
        @inline(__always) _modify { yield unsafe &_version }
    }

    /// `options` are the default settings, which `shared` holds workspaces of.
    init(_ options: Workspace.Options, shared: SharedWorkspaces<Workspace>) {
        self.shared = shared
        unsafe self._options = options
        unsafe self._spare = nil
        unsafe self._version = 0
    }

    /// Reads the settings.
    func read<R>(_ body: (Workspace.Options) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(options)
    }

    /// Changes the settings; calls already running keep the settings they started with.
    func update(_ body: (inout Workspace.Options) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&options)
        version &+= 1
        if let spare, spare.version == 0 { spare.giveBackToShared() }
        spare = nil
    }

    /// Runs `body` with a workspace of the current settings: the spare one if no other call
    /// holds it.
    @inline(__always)
    func withWorkspace<R>(_ body: (Workspace) throws -> R) rethrows -> R {
        let workspace = take()
        defer { giveBack(workspace) }
        return try body(workspace)
    }

    deinit {
        // A coder made for one call leaves its workspace to the next one.
        if let spare, spare.version == 0 { spare.giveBackToShared() }
    }

    private func take() -> Workspace {
        lock.lock()
        defer { lock.unlock() }
        if let workspace = spare, workspace.version == version {
            spare = nil
            return workspace
        }
        // The default settings: another coder's spare will do (the lock order is always this
        // lock, then the shared one).
        if version == 0, let workspace = shared.take() { return workspace }
        return Workspace(options: options, version: version)
    }

    private func giveBack(_ workspace: Workspace) {
        workspace.trimForPool()
        lock.lock()
        defer { lock.unlock() }
        if spare == nil, workspace.version == version {
            spare = workspace
        } else if workspace.version == 0 {
            workspace.giveBackToShared()
        }
    }
}
