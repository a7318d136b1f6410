// streamjson-bench: StreamJSON against Foundation, in one process. See Arguments.usage, or run
// with --help.

import Foundation

/// Runs the command; returns the exit status. Every path returns here (no `exit` inside), so
/// the work directory is always removed.
func runCommand(_ arguments: Arguments) -> Int32 {
    if arguments.hostile { return Hostile.run() }
    if let count = arguments.doubleCheckCount { return DoublePrinterCheck.run(count: count, seed: arguments.seed) }
    let suite: Suite
    do {
        suite = try Suite(arguments: arguments)
    } catch {
        FileHandle.standardError.write(Data("streamjson-bench: \(error)\n".utf8))
        return 1
    }
    defer { suite.removeWorkDirectory() }
    do {
        if let probe = arguments.memoryProbe {
            try suite.probeMemory(document: probe.document, kind: probe.kind, side: probe.side)
            return 0
        }
        return try runSuite(suite, arguments)
    } catch {
        suite.progress.finish()
        FileHandle.standardError.write(Data("streamjson-bench: \(error)\n".utf8))
        return 1
    }
}

func runSuite(_ suite: Suite, _ arguments: Arguments) throws -> Int32 {
    let machine = MachineInfo.current()
    if machine.build == "debug" {
        FileHandle.standardError.write(
            Data(
                ("warning: this is a debug build; its numbers mean nothing. "
                    + "Use: swift run -c release streamjson-bench\n").utf8))
    }
    let documents = try suite.provideDocuments()
    if let output = arguments.documentsOutput {
        suite.progress.finish()
        for document in documents {
            print("\(document.name): \(document.bytes) bytes, \(document.source)")
        }
        print("wrote the documents to \(output)")
        return 0
    }
    let results = suite.run(try suite.workloads())

    let report = Report(
        date: ISO8601DateFormatter().string(from: Date()),
        command: (["streamjson-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
        machine: machine,
        secondsPerWorkload: arguments.quick ? 0 : arguments.seconds ?? 2,
        clock: arguments.clock,
        loadAverageAtEnd: MachineInfo.currentLoadAverage(),
        quick: arguments.quick,
        memoryMethod: arguments.measuresMemory
            ? "peak RSS growth of one run in a fresh child process (VmHWM after clear_refs, after a warm-up run "
                + "and malloc_trim); input and setup excluded; 4 KiB pages"
            : "not measured (--no-memory)",
        documents: documents,
        results: results)

    print(
        "streamjson-bench: \(machine.cpu), \(machine.logicalCores) cores, \(machine.build) build, "
            + "\(arguments.clock == .cpu ? "thread CPU time" : "wall time"), "
            + "load average \(machine.loadAverage) at start, \(report.loadAverageAtEnd) at end")
    for document in documents {
        print("  \(document.name): \(formatBytes(document.bytes)), \(document.source)")
    }
    print("")
    print(TableReport.render(report), terminator: "")
    if let path = arguments.jsonPath {
        try report.jsonData().write(to: URL(fileURLWithPath: path))
        print("\nwrote \(path)")
    }
    if let path = arguments.svgPath {
        try Data(SVGChart.render(report).utf8).write(to: URL(fileURLWithPath: path))
        print("wrote \(path)")
    }
    let failures = results.filter { $0.status == .checkFailed || $0.status == .error }
    if !failures.isEmpty {
        FileHandle.standardError.write(Data("streamjson-bench: \(failures.count) workload(s) failed\n".utf8))
        return 1
    }
    return 0
}

do {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    if arguments.showsHelp {
        print(Arguments.usage)
        exit(0)
    }
    exit(runCommand(arguments))
} catch {
    FileHandle.standardError.write(Data("streamjson-bench: \(error)\n\n\(Arguments.usage)\n".utf8))
    exit(2)
}
