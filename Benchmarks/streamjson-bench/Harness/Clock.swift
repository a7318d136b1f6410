// A monotonic clock in seconds, read straight from the kernel.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Clock {
    /// Seconds since an arbitrary start, from CLOCK_MONOTONIC (nanosecond resolution, not
    /// affected by wall-clock changes).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
