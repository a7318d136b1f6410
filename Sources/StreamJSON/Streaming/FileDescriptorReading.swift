import Foundation

extension Array where Element == UInt8 {
    /// Appends up to `maximumCount` bytes read from the open file `descriptor` with one
    /// `read(2)` (retried if a signal interrupts it); returns how many were read, 0 at the end
    /// of the file.
    ///
    /// One of the few places audited for memory safety (`Scripts/check-memory-safety.sh`): the
    /// system call writes into the array's own storage, into `maximumCount` bytes that were
    /// appended (as zeros) just before, and the bytes it did not fill are removed again.
    /// `FileHandle.read(upToCount:)` would do the same work in one 4 KiB system call at a
    /// time, into a new `Data` that is then copied.
    ///
    /// - Throws: `POSIXError` with the system call's error.
    mutating func appendBytes(readingFrom descriptor: Int32, upTo maximumCount: Int) throws -> Int {
        precondition(maximumCount > 0, "nothing to read")
        guard CLibrary.hasRead else {
            // No read(2) here (Windows): Foundation's handle reads the chunk into a `Data`.
            let chunk = try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).read(upToCount: maximumCount)
            append(contentsOf: chunk ?? Data())
            return chunk?.count ?? 0
        }
        let start = count
        append(contentsOf: repeatElement(0, count: maximumCount))
        let result: Int
        do {
            result = try unsafe withUnsafeMutableBytes { storage in
                try unsafe CLibrary.readBytes(
                    descriptor, into: UnsafeMutableRawBufferPointer(rebasing: storage[start...]))
            }
        } catch {
            removeLast(maximumCount)
            throw error
        }
        removeLast(maximumCount - result)
        return result
    }
}
