// The clocks samples are read from: the monotonic wall clock, and the calling thread's CPU time.
//
// Both libraries decode and encode on the calling thread only, so the thread's CPU time is the
// cost of the work itself: it leaves out the time the thread waits while other processes run,
// which on a shared two-core machine is most of the noise. It still includes kernel time spent
// for the thread (page faults) and the effect of other processes on the caches. Every sample
// records both clocks; `--clock` chooses the one the table, ratios and chart use.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(WASILibc)
    import WASILibc
#elseif canImport(ucrt)
    import ucrt
#elseif canImport(Darwin)
    import Darwin
#endif

enum TimeSource: String, Codable {
    /// CLOCK_THREAD_CPUTIME_ID: CPU time of the calling thread, user and system. The default.
    case cpu
    /// CLOCK_MONOTONIC: elapsed time.
    case wall
}

enum Clock {
    /// Seconds since an arbitrary start, from CLOCK_MONOTONIC (nanosecond resolution, not
    /// affected by wall-clock changes).
    static func now() -> Double {
        read(CLOCK_MONOTONIC)
    }

    /// CPU seconds used by the calling thread so far.
    static func threadCPU() -> Double {
        read(CLOCK_THREAD_CPUTIME_ID)
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(WASILibc) || canImport(Darwin)
        private static func read(_ clock: clockid_t) -> Double {
            var time = timespec()
            clock_gettime(clock, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
        }
    #else
        // No clock_gettime (Windows): both clocks read the system's uptime, so CPU time is
        // elapsed time there.
        private static let CLOCK_MONOTONIC = 0
        private static let CLOCK_THREAD_CPUTIME_ID = 1
        private static func read(_ clock: Int) -> Double {
            ProcessInfo.processInfo.systemUptime
        }
    #endif
}
