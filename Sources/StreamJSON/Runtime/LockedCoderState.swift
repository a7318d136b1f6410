import Foundation

/// What a call of a coder can reuse from the calls before it: made with one version of the
/// coder's settings, used by one call at a time.
protocol PooledWorkspace: AnyObject {
    associatedtype Options: DefaultSettings
    /// Which version of the settings the workspace was made with.
    var version: Int { get }
    init(options: Options, version: Int)
    /// Called before the workspace is kept for the next call: lets go of what is too large to
    /// keep for ever (the memory of one huge document).
    func trimForPool()
    /// Where workspaces of the default settings (version 0) wait between calls.
    static var shared: SharedWorkspaces<Self> { get }
}

/// A coder's settings: `init()` makes the defaults.
protocol DefaultSettings {
    init()
}

/// Settings that are not the defaults, kept by reference in a ``CoderState``. Never changed:
/// a change of the settings makes a new one.
final class ChangedSettings<Options> {
    let options: Options

    init(_ options: Options) {
        self.options = options
    }
}

/// A coder's settings and the one spare workspace its next call reuses: a plain value stored
/// in the coder object itself (``LockedCoder``), so that making a coder allocates nothing but
/// the coder. Only touched with the coder's lock (``CoderLocks``) held, or by the coder's
/// `init` and `deinit`.
///
/// The settings are `nil` until they are first changed: a coder made for one call with the
/// defaults, as servers do, neither builds nor destroys a settings value. (Stored inline, the
/// settings made destroying the state in the coder's `deinit` go through the generic value
/// witness, with runtime metadata lookups, for every coder.)
///
/// A call takes the spare out and puts it back when it is done, so a workspace is only ever
/// used by one thread at a time; calls that overlap on other threads make workspaces of their
/// own, and the first to finish becomes the next spare. Every change of the settings bumps the
/// version and drops the spare, and a workspace of an older version is never put back: a call
/// keeps the settings it started with.
///
/// A coder whose settings were never changed (version 0) takes a workspace from
/// ``SharedWorkspaces`` when it has no spare, and leaves its spare there when it goes away.
struct CoderState<Workspace: PooledWorkspace> {
    /// `nil` for the defaults.
    var changedSettings: ChangedSettings<Workspace.Options>?
    var spare: Workspace?
    var version: Int

    /// The default settings, which the shared pool holds workspaces of.
    @inline(__always)
    init() {
        self.changedSettings = nil
        self.spare = nil
        self.version = 0
    }

    /// The current settings.
    var options: Workspace.Options {
        if let changedSettings { return changedSettings.options }
        return Workspace.Options()
    }

    /// A workspace of the current settings: the spare, another default coder's, or a new one.
    @inline(__always)
    mutating func take() -> Workspace {
        if let workspace = spare, workspace.version == version {
            spare = nil
            return workspace
        }
        // The default settings: another coder's spare will do (the lock order is always the
        // coder's lock, then the shared one).
        if version == 0, let workspace = Workspace.shared.take() { return workspace }
        return Workspace(options: options, version: version)
    }

    /// Keeps `workspace` as the spare if it has the current settings and there is none;
    /// returns whether the caller should leave it in the shared pool instead.
    @inline(__always)
    mutating func keep(_ workspace: Workspace) -> Bool {
        if spare == nil, workspace.version == version {
            spare = workspace
            return false
        }
        return workspace.version == 0
    }
}

/// A coder that keeps its ``CoderState`` in a stored property of its own: ``StreamJSONDecoder``
/// and ``StreamJSONEncoder``.
protocol LockedCoder: AnyObject {
    associatedtype Workspace: PooledWorkspace
    /// Read and written only through ``LockedCoderState``, with the coder's lock held.
    var coderState: CoderState<Workspace> { get set }
}

/// The locks of all coders: a coder uses the one its address picks. A lock of its own would
/// cost every coder two allocations (an `NSLock` and its mutex), about a fifth of a small
/// document's decode for a coder made per call; coders that share a lock wait for each other
/// only while one of them moves a workspace or a setting, a few dozen instructions, never while
/// it decodes or encodes. The same idea as the lock tables of the Objective-C runtime.
///
/// Holding one of these locks, code never takes another of them, and never runs code it does
/// not know (a setting's old value, which may hold the last reference to a user's object, is
/// released after unlocking), so sharing cannot deadlock.
enum CoderLocks {
    private static let locks: [NSLock] = (0..<64).map { _ in NSLock() }

    /// The lock of `coder`: the top six bits of a multiplicative hash of its address.
    @inline(__always)
    static func lock(for coder: AnyObject) -> NSLock {
        let address = UInt64(UInt(bitPattern: ObjectIdentifier(coder)))
        return locks[MultiplicativeHash.slot(of: address, bits: 6)]
    }
}

/// A coder's settings and spare workspace, behind its lock: what makes ``StreamJSONDecoder`` and
/// ``StreamJSONEncoder`` safe to share between threads, and what spares a coder used call after
/// call (a server's, a loop's) a new options snapshot, type cache and buffers for every
/// document. A view made for each use (`coder.state.read { ... }`); the state itself is the
/// coder's ``LockedCoder/coderState``.
struct LockedCoderState<Coder: LockedCoder> {
    let coder: Coder

    @inline(__always)
    init(_ coder: Coder) {
        self.coder = coder
    }

    /// Reads the settings.
    @inline(__always)
    func read<R>(_ body: (Coder.Workspace.Options) -> R) -> R {
        let lock = CoderLocks.lock(for: coder)
        lock.lock()
        defer { lock.unlock() }
        return body(coder.coderState.options)
    }

    /// Changes the settings; calls already running keep the settings they started with.
    func update(_ body: (inout Coder.Workspace.Options) -> Void) {
        let lock = CoderLocks.lock(for: coder)
        lock.lock()
        // Released after unlocking: the old settings may hold the last reference to an object
        // whose deinit uses a coder.
        let old = coder.coderState.changedSettings
        var options = coder.coderState.options
        body(&options)
        coder.coderState.changedSettings = ChangedSettings(options)
        coder.coderState.version &+= 1
        let spare = coder.coderState.spare
        coder.coderState.spare = nil
        lock.unlock()
        withExtendedLifetime(old) {}
        if let spare, spare.version == 0 { Coder.Workspace.shared.giveBack(spare) }
    }

    /// Runs `body` with a workspace of the current settings: the spare one if no other call
    /// holds it.
    @inline(__always)
    func withWorkspace<R>(_ body: (Coder.Workspace) throws -> R) rethrows -> R {
        let lock = CoderLocks.lock(for: coder)
        lock.lock()
        let workspace = coder.coderState.take()
        lock.unlock()
        // Not a `defer`: the compiler made that a separate, unspecialised function (runtime
        // metadata lookups on every call).
        let result: R
        do {
            result = try body(workspace)
        } catch {
            giveBack(workspace, lock)
            throw error
        }
        giveBack(workspace, lock)
        return result
    }

    /// Puts back a workspace that ``withWorkspace(_:)`` took.
    @inline(__always)
    private func giveBack(_ workspace: Coder.Workspace, _ lock: NSLock) {
        workspace.trimForPool()
        lock.lock()
        let toShared = coder.coderState.keep(workspace)
        lock.unlock()
        if toShared { Coder.Workspace.shared.giveBack(workspace) }
    }

    /// The end of the coder (its `deinit`, where nothing else can reach the state): a coder
    /// made for one call leaves its workspace to the next one.
    static func retire(_ state: inout CoderState<Coder.Workspace>) {
        if let spare = state.spare, spare.version == 0 { Coder.Workspace.shared.giveBack(spare) }
        state.spare = nil
    }
}
