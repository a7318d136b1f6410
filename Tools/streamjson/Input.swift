import Foundation
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

/// One input named on the command line: a file, or standard input.
struct Input {
    /// The name errors are reported under: the path, or `<stdin>`.
    let name: String
    let handle: FileHandle

    /// Opens `path` (`-` is standard input).
    /// - Throws: a message for standard error if the file cannot be opened.
    static func open(_ path: String) throws(InputError) -> Input {
        if path == "-" { return Input(name: "<stdin>", handle: .standardInput) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw InputError(message: "\(path): is a directory")
        }
        #if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(WASILibc) || canImport(Darwin)
            let descriptor = systemOpen(path)
            guard descriptor >= 0 else {
                // The system's reason: "No such file or directory", "Permission denied", ...
                throw InputError(message: "\(path): cannot open file: \(String(cString: strerror(errno)))")
            }
            return Input(name: path, handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
        #else
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw InputError(message: "\(path): cannot open file")
            }
            return Input(name: path, handle: handle)
        #endif
    }

    /// The whole input.
    func readAll() throws(InputError) -> Data {
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw InputError(message: "\(name): cannot read: \(error.localizedDescription)")
        }
    }

    /// Reads the input in chunks of 64 KiB, calling `body` with each; an empty chunk ends it.
    func forEachChunk(_ body: (Data) throws -> Void) throws {
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: 1 << 16) ?? Data()
            } catch {
                throw InputError(message: "\(name): cannot read: \(error.localizedDescription)")
            }
            try body(chunk)
            if chunk.isEmpty { return }
        }
    }

    /// Calls `body` with each line (without its `\n`) and its 1-based number, reading the input
    /// in chunks: memory holds one chunk and the longest line, never the whole input.
    func forEachLine(_ body: (ArraySlice<UInt8>, Int) throws -> Void) throws {
        var pending: [UInt8] = []
        var lineNumber = 0
        try forEachChunk { chunk in
            guard !chunk.isEmpty else { return }
            let searchFrom = pending.count
            pending.append(contentsOf: chunk)
            var lineStart = 0
            var index = searchFrom
            while let newline = pending[index...].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                try body(pending[lineStart..<newline], lineNumber)
                lineStart = newline + 1
                index = lineStart
            }
            pending.removeFirst(lineStart)
        }
        if !pending.isEmpty {
            lineNumber += 1
            try body(pending[...], lineNumber)
        }
    }
}

/// A file that could not be opened or read.
struct InputError: Error {
    let message: String
}

/// The C library's `open(2)` for reading, named so that ``Input/open(_:)`` does not hide it.
#if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(WASILibc) || canImport(Darwin)
    private func systemOpen(_ path: String) -> Int32 {
        open(path, O_RDONLY)
    }
#endif
