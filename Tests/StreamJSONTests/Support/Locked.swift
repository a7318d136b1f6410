import Foundation

/// A value shared between threads, read and written under a lock.
///
/// Tests use it where `Synchronization.Mutex` or `Atomic` would do, because those need
/// macOS 15 / iOS 18 and the package's deployment targets are older.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
