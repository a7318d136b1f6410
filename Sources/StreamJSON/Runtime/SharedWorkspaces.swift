import Foundation

/// Spare workspaces shared by every coder of one kind whose settings are still the defaults (the
/// settings of version 0): a coder made for a single call, as server code often makes one per
/// request, takes the workspace an earlier coder left instead of building its own. Holds at
/// most a few, for calls that overlap on different threads.
final class SharedWorkspaces<Workspace: PooledWorkspace>: @unchecked Sendable {
    private let lock = NSLock()
    @exclusivity(unchecked) private var _spares: [Workspace]
    private var spares: [Workspace] {
        @inline(__always) _read { yield unsafe _spares }
        @inline(__always) _modify { yield unsafe &_spares }
    }
    private static var limit: Int { 4 }

    init() {
        unsafe self._spares = []
    }

    func take() -> Workspace? {
        lock.lock()
        defer { lock.unlock() }
        return spares.popLast()
    }

    func giveBack(_ workspace: Workspace) {
        lock.lock()
        defer { lock.unlock() }
        if spares.count < Self.limit { spares.append(workspace) }
    }
}
