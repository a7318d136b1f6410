// The run as a whole: load or generate the documents, build their workloads, measure each, and
// collect the results.

import Foundation
import StreamJSON

struct Suite {
    let arguments: Arguments
    let progress = Progress()
    /// Where generated documents and JSON Lines files go for this run; removed at the end.
    let workDirectory: URL

    init(arguments: Arguments) throws {
        self.arguments = arguments
        workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("streamjson-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    }

    func removeWorkDirectory() {
        try? FileManager.default.removeItem(at: workDirectory)
    }

    var families: [any DocumentFamily.Type] {
        allFamilies.filter { arguments.documents?.contains($0.name) ?? true }
    }

    /// Where generated documents are written.
    var generatedDirectory: URL {
        if let output = arguments.documentsOutput { return URL(fileURLWithPath: output) }
        return workDirectory.appendingPathComponent("documents")
    }

    /// The directory a document is read from: the corpus when it holds the document, else
    /// where it is generated.
    func directory(for family: any DocumentFamily.Type) -> URL {
        if let corpus = arguments.corpusDirectory {
            let url = URL(fileURLWithPath: corpus)
            if family.isInCorpus
                || FileManager.default.fileExists(atPath: url.appendingPathComponent(family.fileName).path)
            {
                return url
            }
        }
        return generatedDirectory
    }

    private var scale: Double {
        arguments.scale ?? (arguments.quick ? 0.02 : 1)
    }

    /// Writes the generated documents (those the corpus does not hold) and describes each; a
    /// document several families read (the app models read the standard documents) is written
    /// once.
    func provideDocuments() throws -> [DocumentInfo] {
        var provided: [String: DocumentInfo] = [:]
        return try families.map { family in
            var info: DocumentInfo
            let url = directory(for: family).appendingPathComponent(family.fileName)
            if let earlier = provided[url.path] {
                info = earlier
                info.name = family.name
            } else if directory(for: family) != generatedDirectory {
                let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
                info = DocumentInfo(name: family.name, bytes: size, source: url.path)
            } else {
                info = try generate(family)
            }
            provided[url.path] = info
            info.about = family.about.isEmpty ? nil : family.about
            return info
        }
    }

    private func generate(_ family: any DocumentFamily.Type) throws -> DocumentInfo {
        try FileManager.default.createDirectory(at: generatedDirectory, withIntermediateDirectories: true)
        progress.update("generating \(family.fileName)")
        let bytes: [UInt8]
        if let source = family.source {
            // A variant of another document: made from the run's copy of that one.
            let url = directory(for: source).appendingPathComponent(source.fileName)
            if !FileManager.default.fileExists(atPath: url.path) { _ = try generate(source) }
            bytes = family.derive(from: Array(try Data(contentsOf: url)))
        } else {
            bytes = family.generate(seed: arguments.seed, scale: scale)
        }
        try Data(bytes).write(to: generatedDirectory.appendingPathComponent(family.fileName))
        return DocumentInfo(
            name: family.name, bytes: bytes.count,
            source: "generated (seed \(arguments.seed), scale \(scale))")
    }

    /// The workloads of every selected document, in table order.
    func workloads() throws -> [Workload] {
        var all: [Workload] = []
        for family in families {
            all += try workloads(of: family)
        }
        let order = Dictionary(uniqueKeysWithValues: WorkloadKind.allCases.enumerated().map { ($1, $0) })
        return all.filter { arguments.workloads?.contains($0.kind) ?? true }
            .sorted { (order[$0.kind]!, documentIndex($0.document)) < (order[$1.kind]!, documentIndex($1.document)) }
    }

    func workloads<F: DocumentFamily>(of family: F.Type) throws -> [Workload] {
        let prepared = try prepare(F.self)
        try prepared.makeAll()
        return try WorkloadCatalog.workloads(prepared)
    }

    private func prepare<F: DocumentFamily>(_ family: F.Type) throws -> PreparedDocument<F> {
        progress.update("preparing \(F.fileName)")
        let url = directory(for: F.self).appendingPathComponent(F.fileName)
        if arguments.memoryProbe != nil, !FileManager.default.fileExists(atPath: url.path) {
            _ = try generate(F.self)  // a profile of a document that is always generated
        }
        return PreparedDocument<F>(
            data: try Data(contentsOf: url), workDirectory: workDirectory,
            decodeAndEncodeOtherDocuments: { try decodeAndEncodeLargeDocuments() })
    }

    /// Decodes twitter, citm and canada with a new `StreamJSONDecoder` each and encodes the
    /// values with a new `StreamJSONEncoder` each, all dropped afterwards (their workspaces go
    /// to the pool the next default-settings coder takes from): the history of a long-lived
    /// process, before the `-after-others` workloads measure a small document.
    func decodeAndEncodeLargeDocuments() throws {
        try decodeAndEncode(TwitterFamily.self)
        try decodeAndEncode(CitmFamily.self)
        try decodeAndEncode(CanadaFamily.self)
    }

    private func decodeAndEncode<F: DocumentFamily>(_ family: F.Type) throws {
        let url = directory(for: F.self).appendingPathComponent(F.fileName)
        if !FileManager.default.fileExists(atPath: url.path) { _ = try generate(F.self) }
        progress.update("decoding and encoding \(F.fileName) first")
        let value = try StreamJSONDecoder().decode(F.Document.self, from: try Data(contentsOf: url))
        consume(try StreamJSONEncoder().encode(value).count)
    }

    /// The one workload an instruction profile measures, built alone (with only the parts of the
    /// document it uses), or nil when the document has no such workload.
    private func workload<F: DocumentFamily>(_ kind: WorkloadKind, of family: F.Type) throws -> Workload? {
        guard F.workloadKinds.contains(kind) else { return nil }
        return try WorkloadCatalog.workload(kind, try prepare(F.self))
    }

    private func documentIndex(_ name: String) -> Int {
        allFamilies.firstIndex { $0.name == name } ?? 0
    }

    /// Checks and measures every workload.
    func run(_ workloads: [Workload]) -> [WorkloadResult] {
        var options = arguments.quick ? RunOptions.quick : RunOptions(secondsPerWorkload: arguments.seconds ?? 2)
        options.clock = arguments.clock
        let runner = Runner(options: options, progress: progress)
        var results: [WorkloadResult] = []
        for (index, workload) in workloads.enumerated() {
            let label = "[\(index + 1)/\(workloads.count)] \(workload.document) \(workload.kind.title)"
            progress.begin(label)
            results.append(measure(workload, label: label, runner: runner))
        }
        progress.finish()
        return results
    }

    private func measure(_ workload: Workload, label: String, runner: Runner) -> WorkloadResult {
        var result = WorkloadResult(
            document: workload.document, workload: workload.kind, title: workload.kind.title,
            status: .measured, streamJSON: nil, baselineName: workload.kind.baselineTitle,
            baseline: nil, ratio: nil, ratioRange: nil, target: workload.kind.target(for: workload.document),
            note: nil)
        if let reason = workload.unavailableReason {
            result.status = .notAvailableYet
            result.note = reason
        }
        do {
            if let check = workload.check {
                progress.update("\(label): checking")
                result.note = try check()
            }
            let timings = try runner.measure(workload, label: label)
            let memory = { (side: String) -> Int? in
                guard arguments.measuresMemory else { return nil }
                progress.update("\(label): measuring peak memory (\(side))")
                let family = allFamilies.first { $0.name == workload.document }!
                return MemoryProbe.measureInChild(
                    document: workload.document, kind: workload.kind, side: side,
                    corpusDirectory: directory(for: family).path)
            }
            let clock = runner.options.clock
            result.streamJSON = timings.candidate.map {
                SideResult($0, clock: clock, peakMemoryBytes: memory("candidate"))
            }
            result.baseline = timings.baseline.map { SideResult($0, clock: clock, peakMemoryBytes: memory("baseline")) }
            if let candidate = timings.candidate, let baseline = timings.baseline {
                // Samples are taken in adjacent pairs, so the ratio within a pair is the one
                // least touched by drift; report the median over pairs and their spread.
                let pairRatios = zip(baseline.secondsPerRun(clock), candidate.secondsPerRun(clock)).map { $0 / $1 }
                let summary = Summary(pairRatios)
                result.ratio = summary.median
                result.ratioRange = [summary.min, summary.max]
                let item = workload.isPerCall ? "call" : workload.kind.countedItem
                if let item, let count = workload.isPerCall ? 1 : try workload.candidate?.run(), count > 0 {
                    let nanoseconds = { (side: SideTimings) in
                        String(format: "%.0f", Summary(side.secondsPerRun(clock)).median / Double(count) * 1e9)
                    }
                    result.note =
                        (result.note.map { $0 + "; " } ?? "")
                        + "\(nanoseconds(candidate)) ns per \(item) with StreamJSON, \(nanoseconds(baseline)) with \(baseline.contender.name)"
                }
            }
        } catch let failure as CheckFailure {
            result.status = .checkFailed
            result.note = failure.description
            progress.note("CHECK FAILED: \(workload.document) \(workload.kind.title): \(failure)")
        } catch {
            result.status = .error
            result.note = "\(error)"
            progress.note("ERROR: \(workload.document) \(workload.kind.title): \(error)")
        }
        return result
    }

    /// The child side of MemoryProbe: prepares one document, measures one side, prints the figure.
    func probeMemory(document: String, kind: WorkloadKind, side: String) throws {
        guard let family = allFamilies.first(where: { $0.name == document }) else {
            throw UsageError("unknown document \(document)")
        }
        // An instruction profile (STREAMJSON_PROFILE_RUNS set) builds only the workload it
        // measures: under valgrind the rest of the set-up costs up to three billion instructions
        // (canada). A memory probe builds the document's workloads as the suite does, so that
        // its figure is taken in the heap it always was.
        let extraRuns = getenv("STREAMJSON_PROFILE_RUNS").map { Int(String(cString: $0)) ?? 0 }
        let built =
            extraRuns != nil
            ? try workload(kind, of: family)
            : try workloads(of: family).first(where: { $0.kind == kind })
        guard let workload = built,
            let contender = side == "candidate" ? workload.candidate : workload.baseline
        else {
            throw UsageError("nothing to probe for \(document) \(kind.rawValue) \(side)")
        }
        if let growth = try MemoryProbe.peakGrowth(of: contender.run) {
            print("peak-rss-growth \(growth)")
        }
        // Scripts/profile.sh: more runs, so that a profile's difference between two run counts
        // is the steady-state cost of one run (first runs also pay for metadata and caches).
        try profiledRuns(max(0, extraRuns ?? 0), of: contender.run)
    }
}

/// The extra runs of a profile, in a function of their own that is never inlined:
/// Scripts/check-instructions has callgrind count the instructions inside it and nothing else
/// (`--collect-atstart=no --toggle-collect='*profiledRuns*'`), so one profile gives the
/// steady-state cost of `count` runs, the same figure as Scripts/profile.sh's difference of two
/// profiles, without the set-up's noise and in one valgrind run instead of two.
@inline(never)
func profiledRuns(_ count: Int, of run: () throws -> Int) rethrows {
    for _ in 0..<count {
        consume(try run())
    }
}
