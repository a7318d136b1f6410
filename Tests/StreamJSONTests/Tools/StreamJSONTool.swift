import Foundation

/// Runs the built `streamjson` executable, for end-to-end tests of the command-line tool.
///
/// The executable is looked for beside the test bundle (SwiftPM builds every product of the
/// package into the same directory before `swift test` runs), then in `.build/debug`. Tests
/// skip themselves, with ``skipMessage``, when it is not there.
enum StreamJSONTool {
    static let executable: URL? = {
        var directories: [URL] = []
        for bundle in Bundle.allBundles + [Bundle.main] {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
            if let executable = bundle.executableURL { directories.append(executable.deletingLastPathComponent()) }
        }
        directories.append(SharedData.packageRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent("streamjson")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    static var isAvailable: Bool { executable != nil }

    /// Ignores SIGPIPE in the test process, once.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    static let skipMessage = "the streamjson executable is not built (run `swift build`); skipping its tests"

    /// What a run produced.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the tool with `arguments`, feeding it `input` on standard input through a pipe.
    static func run(_ arguments: [String], input: String = "") throws -> Run {
        try run(arguments, inputData: Data(input.utf8))
    }

    static func run(_ arguments: [String], inputData: Data) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        return try capture(process, input: inputData)
    }

    /// Runs a shell pipeline in which `$TOOL` is the tool, so that real pipes join the commands.
    static func shell(_ script: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["TOOL"] = executable?.path
        process.environment = environment
        return try capture(process, input: Data())
    }

    /// Runs `process` with standard output and error sent to temporary files (so that a large
    /// output cannot fill a pipe and stall the test) and `input` written to a pipe.
    private static func capture(_ process: Process, input: Data) throws -> Run {
        // A tool that exits without reading all its input closes the pipe: writing the rest must
        // fail with EPIPE (ignored below), not kill the test process with SIGPIPE.
        _ = ignoreBrokenPipes
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("streamjson-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let writer = Thread {
            try? pipe.fileHandleForWriting.write(contentsOf: input)
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// A temporary file holding `contents`, removed by `body`'s end.
    static func withFile<R>(_ contents: String, _ body: (String) throws -> R) throws -> R {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streamjson-\(UUID().uuidString).json")
        try Data(contents.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url.path)
    }
}
