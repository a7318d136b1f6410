// Peak memory of one run, measured honestly: in a fresh child process, as the growth of the
// resident set's high-water mark.
//
// The parent starts this executable again with `--probe-memory DOC WORKLOAD SIDE`. The child
// prepares only that document, runs the side once (warm-up: lazy initialisation, metadata),
// returns free heap pages to the kernel with `malloc_trim(0)`, resets the high-water mark by
// writing 5 to /proc/self/clear_refs, reads VmRSS, runs the side once more, and reads VmHWM. The
// difference is the peak extra resident memory of that run: input and setup are excluded, the
// transient buffers and the result are included. It is page-granular (4 KiB) and Linux-only;
// elsewhere, or if clear_refs cannot be written, no figure is reported. Allocation counts are
// not reported: glibc has no allocation counter and the malloc hooks are gone.

import Foundation
// platform-specific: glibc's malloc_trim and Linux's /proc; elsewhere no figure is reported.
#if canImport(Glibc)
    import Glibc
#endif

enum MemoryProbe {
    /// In the child: the peak RSS growth of one run of `run`, in bytes, or nil if unmeasurable.
    static func peakGrowth(of run: () throws -> Int) throws -> Int? {
        #if os(Linux)
            consume(try run())
            trimMalloc()
            guard resetPeak(), let before = statusKiB("VmRSS") else { return nil }
            consume(try run())
            guard let peak = statusKiB("VmHWM") else { return nil }
            return max(0, peak - before) * 1024
        #else
            return nil
        #endif
    }

    /// In the parent: runs the probe for one side of one workload in a child process.
    static func measureInChild(
        document: String, kind: WorkloadKind, side: String,
        corpusDirectory: String
    ) -> Int? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--probe-memory", document, kind.rawValue, side, "--corpus", corpusDirectory]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("peak-rss-growth ") {
            return Int(line.dropFirst("peak-rss-growth ".count))
        }
        return nil
    }

    /// glibc's `malloc_trim(0)`: returns free heap pages to the kernel, so the measured run
    /// cannot hide its allocations in pages an earlier run left resident. Looked up at run time
    /// because the Glibc module does not export <malloc.h>.
    private static func trimMalloc() {
        #if canImport(Glibc)
            typealias MallocTrim = @convention(c) (Int) -> Int32
            if let symbol = dlsym(nil, "malloc_trim") {
                _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
            }
        #endif
    }

    private static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// A `Vm...:   1234 kB` line of /proc/self/status, in KiB.
    private static func statusKiB(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
            return Int(digits)
        }
        return nil
    }
}
