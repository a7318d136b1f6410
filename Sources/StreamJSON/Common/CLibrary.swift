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
import Foundation

/// The library's one door to the platform's C library: the only file that imports it, so the
/// list of systems (`Scripts/check-platform-imports.sh` keeps it complete) and the unsafe
/// pointer calls live in one place. Everything else calls these wrappers, which cost nothing
/// once inlined.
///
/// Audited for memory safety (`Scripts/check-memory-safety.sh`): each function takes raw
/// pointers whose validity its caller has checked, and is marked `@unsafe` so that a caller
/// must say `unsafe` too.
enum CLibrary {
    /// `memcmp(3)`: compares `count` bytes at `a` and `b`; negative, zero or positive as the
    /// bytes of `a` sort before, equal or after those of `b`.
    @unsafe @inline(__always)
    static func compareBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Int32 {
        unsafe memcmp(a, b, count)
    }

    /// Whether the system has `read(2)` (not Windows).
    static var hasRead: Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(WASILibc) || canImport(Darwin)
            return true
        #else
            return false
        #endif
    }

    /// `read(2)`: reads up to `buffer.count` bytes from the open file `descriptor` into
    /// `buffer`, retried when a signal interrupts it; returns how many were read, 0 at the end
    /// of the file. Only where ``hasRead`` is true.
    ///
    /// - Throws: `POSIXError` with the system call's error.
    @unsafe
    static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        #if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(WASILibc) || canImport(Darwin)
            guard let start = buffer.baseAddress, buffer.count > 0 else { return 0 }
            var result: Int
            repeat {
                result = unsafe read(descriptor, start, buffer.count)
            } while result < 0 && errno == EINTR
            guard result >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return result
        #else
            preconditionFailure("read(2) is not available here: check CLibrary.hasRead")
        #endif
    }
}
