// The results of a run, as the table, the JSON file and the chart read them.

import Foundation

struct SideResult: Codable {
    var name: String
    /// Samples taken (each the mean of a batch of runs when runs are short).
    var samples: Int
    var bytesPerRun: Int
    /// Throughput by the report's clock.
    var megabytesPerSecond: Summary
    /// Time per run by the report's clock.
    var secondsPerRun: Summary
    var cpuSecondsPerRun: Summary
    var wallSecondsPerRun: Summary
    /// Peak resident-memory growth of one run (see MemoryProbe), when measured.
    var peakMemoryBytes: Int?

    init(_ timings: SideTimings, clock: TimeSource, peakMemoryBytes: Int?) {
        name = timings.contender.name
        samples = timings.cpuSecondsPerRun.count
        bytesPerRun = timings.contender.bytesPerRun
        cpuSecondsPerRun = Summary(timings.cpuSecondsPerRun)
        wallSecondsPerRun = Summary(timings.wallSecondsPerRun)
        secondsPerRun = clock == .cpu ? cpuSecondsPerRun : wallSecondsPerRun
        let bytes = Double(timings.contender.bytesPerRun)
        // The fastest run has the highest throughput, so min and max swap.
        megabytesPerSecond = Summary(
            median: bytes / secondsPerRun.median / 1e6,
            min: bytes / secondsPerRun.max / 1e6,
            max: bytes / secondsPerRun.min / 1e6)
        self.peakMemoryBytes = peakMemoryBytes
    }
}

struct WorkloadResult: Codable {
    enum Status: String, Codable {
        case measured
        case notAvailableYet = "not available yet"
        case checkFailed = "check failed"
        case error
    }

    var document: String
    var workload: WorkloadKind
    var title: String
    var status: Status
    var streamJSON: SideResult?
    var baselineName: String
    var baseline: SideResult?
    /// Baseline time per run over StreamJSON's, the median over sample pairs (each pair taken
    /// back to back): above 1 means StreamJSON is faster.
    var ratio: Double?
    /// The lowest and highest ratio of a single sample pair.
    var ratioRange: [Double]?
    /// The ratio the project aims for.
    var target: Double?
    /// The check's finding, why StreamJSON is missing, or the error.
    var note: String?
}

struct DocumentInfo: Codable {
    var name: String
    var bytes: Int
    /// "generated (seed 1, scale 1)" or the file path.
    var source: String
    /// For the app-model family: what the model and its strategies are (`DocumentFamily.about`).
    var about: String?
}

struct MachineInfo: Codable {
    var cpu: String
    var logicalCores: Int
    var memoryBytes: UInt64
    var operatingSystem: String
    var build: String
    /// /proc/loadavg when the run started: how busy the machine was.
    var loadAverage: String

    static func current() -> MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        #if DEBUG
            let build = "debug"
        #else
            let build = "release"
        #endif
        return MachineInfo(
            cpu: model, logicalCores: ProcessInfo.processInfo.activeProcessorCount,
            memoryBytes: ProcessInfo.processInfo.physicalMemory,
            operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString, build: build,
            loadAverage: currentLoadAverage())
    }

    /// The 1, 5 and 15 minute load averages, "0.52 0.58 0.59", or "unknown".
    static func currentLoadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}

struct Report: Codable {
    var tool = "streamjson-bench"
    var formatVersion = 1
    var date: String
    var command: String
    var machine: MachineInfo
    var secondsPerWorkload: Double
    /// Which clock the MB/s, ratios and chart use: thread CPU time or wall time.
    var clock: TimeSource
    var loadAverageAtEnd: String
    var quick: Bool
    var memoryMethod: String
    var documents: [DocumentInfo]
    var results: [WorkloadResult]

    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
