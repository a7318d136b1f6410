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

/// Buffered writing to a file descriptor (standard output or standard error).
struct Output {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func write(_ text: String) {
        write(text.utf8)
    }

    mutating func flush() {
        #if !(canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(WASILibc) || canImport(Darwin))
            // No write(2) here (Windows): Foundation's handle writes the bytes.
            try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
            return
        #else
            buffer.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return  // The reader went away (EPIPE): drop the output.
                    }
                    offset += written
                }
            }
            buffer.removeAll(keepingCapacity: true)
        #endif
    }
}

#if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(WASILibc) || canImport(Darwin)
    /// The C library's `write(2)`, named so that ``Output/write(_:)`` does not hide it.
    private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        write(descriptor, bytes, count)
    }
#endif
