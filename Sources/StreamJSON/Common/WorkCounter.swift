import Foundation

/// Counts units of work (key comparisons, hash probes, bytes framed, ...) so that tests can
/// check how the cost of an operation grows with its input without timing anything.
///
/// Counting happens only in debug builds: in a release build ``count(_:_:)`` is empty and
/// inlined away, and a ``measure(_:)`` (compiled everywhere, so that release builds of the
/// tests, such as `Scripts/big-stream-test.sh`'s, compile) counts nothing. A test installs a ``Tally`` for the duration of a closure with
/// ``measure(_:)``; the tally is task-local, so tests running in parallel do not mix counts.
enum WorkCounter {
    /// What is counted.
    enum Unit: Int, CaseIterable, Sendable {
        /// A document key compared with a coding key (bytes or `String`).
        case keyComparison
        /// A slot visited in a key hash table, while building it or looking a key up.
        case hashProbe
        /// A byte examined by the stream framer.
        case framedByte
        /// A byte moved inside a stream buffer when it compacts.
        case bufferedByteMoved
        /// A node of the coding path visited to build a `[CodingKey]`.
        case codingPathStep
    }

    /// The counts gathered while a measurement runs.
    ///
    /// Sendable by its lock: `counts` is read and written only while `lock` is held. (An
    /// `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15 / iOS 18.)
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var counts = [Int](repeating: 0, count: Unit.allCases.count)

        func add(_ unit: Unit, _ amount: Int) {
            lock.lock()
            counts[unit.rawValue] += amount
            lock.unlock()
        }

        /// The count for `unit` so far.
        subscript(unit: Unit) -> Int {
            lock.lock()
            defer { lock.unlock() }
            return counts[unit.rawValue]
        }
    }

    @TaskLocal static var current: Tally?

    /// Runs `body` with a fresh tally installed and returns it with the body's result.
    static func measure<R>(_ body: () throws -> R) rethrows -> (Tally, R) {
        let tally = Tally()
        let result = try $current.withValue(tally) { try body() }
        return (tally, result)
    }

    /// Adds `amount` units of work to the current measurement, if any (debug builds only).
    @inline(__always)
    static func count(_ unit: Unit, _ amount: Int = 1) {
        #if DEBUG
            current?.add(unit, amount)
        #endif
    }
}
