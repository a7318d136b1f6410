// Command-line options, parsed by hand (the package has no dependencies).

import Foundation

struct Arguments {
    var corpusDirectory: String?
    var jsonPath: String?
    var svgPath: String?
    var quick = false
    var seed: UInt64 = 1
    var scale: Double?
    var seconds: Double?
    var clock = TimeSource.cpu
    var documents: Set<String>?
    var workloads: Set<WorkloadKind>?
    var measuresMemory = true
    /// `--write-documents DIR`: write the generated documents there and exit.
    var documentsOutput: String?
    var showsHelp = false
    /// `--hostile`: time the adversarial inputs (see Hostile.swift) instead of the suite.
    var hostile = false
    /// Internal: `--probe-memory DOC WORKLOAD SIDE`, the child side of MemoryProbe.
    var memoryProbe: (document: String, kind: WorkloadKind, side: String)?
    /// Hidden: `--check-doubles N`, the double printer's differential run (DoublePrinterCheck.swift).
    var doubleCheckCount: Int?

    static let usage = """
        USAGE: streamjson-bench [options]

        Benchmarks StreamJSON against Foundation (JSONDecoder, JSONEncoder, JSONSerialization) on
        twitter.json, citm_catalog.json and canada.json look-alikes generated from a seed, or on
        the real files with --corpus, and on small documents decoded and encoded one per call
        (always generated). Build in release mode for meaningful numbers:
            swift run -c release streamjson-bench

        OPTIONS:
          --corpus DIR        Use DIR/twitter.json, DIR/citm_catalog.json, DIR/canada.json
                              instead of generated documents (e.g. ../shared/corpus).
          --json FILE         Also write the results as JSON to FILE.
          --svg FILE          Also write a bar chart of the ratios (SVG) to FILE.
          --quick             Smoke run: tiny generated documents (or the corpus files), one
                              warm-up run and two samples per side. Proves the suite works;
                              its numbers mean nothing.
          --time SECONDS      Sampling time per workload, both sides together (default 2).
          --clock cpu|wall    Time runs by the thread's CPU time (default: steadier on a busy
                              machine) or by elapsed time. Both are in the JSON file.
          --seed N            Seed of the document generator (default 1).
          --scale X           Size of generated documents relative to the corpus (default 1).
          --documents LIST    Comma-separated subset of: twitter, citm, canada (the corpus
                              look-alikes), twitter-escaped (twitter with its non-ASCII
                              characters as \\uXXXX escapes, validated only), event,
                              api-object, ints, blobs (small documents, one
                              per call: a 300-byte log event, a 1.6 KB API object, ten integers,
                              500 Base64 Data values),
                              events (56 MB of events, streamed as small records), and the
                              app-model family (models as applications write them, with
                              key and date strategies): twitter-timeline-snake,
                              twitter-timeline-keys, twitter-sparse, citm-events,
                              canada-geojson, api-reply, event-entry, event-custom-keys,
                              enums-classes (enums with associated values, a class
                              hierarchy through superDecoder),
                              dates-iso8601, dates-seconds, dates-milliseconds,
                              dates-deferred, dates-formatted, dates-custom,
                      data-deferred, data-custom (.deferredToData and
                      .custom data), floats-strings (NaN and infinities
                      as strings).
          --workloads LIST    Comma-separated subset of: decode, decode-new-coder,
                              decode-pointer (small documents: the document as /data/0 of
                              a response envelope), decode-after-others (small documents,
                              in a process that first decoded and encoded twitter, citm
                              and canada with other coders), encode, encode-new-coder,
                              encode-sorted (large documents, .sortedKeys on both sides),
                              encode-after-others, parse, validate, stream, push,
                              array-file, pointer-file, envelope, probe, failures,
                              serialization-read, serialization-write (JSONSerialization's
                              jsonObject and data(withJSONObject:) against
                              StreamJSONSerialization's).
          --write-documents DIR
                              Write the generated documents to DIR and exit.
          --no-memory         Skip the peak-memory probes (each runs in a child process).
          --hostile           Time adversarial inputs (colliding keys, out-of-order reads,
                              a repeated key) against Foundation instead of the suite.
          -h, --help          Show this help.

        MB/s is 10^6 bytes per second of input read (output written, for encode), as median,
        min and max over the samples. The two sides run alternately, sample by sample; the ratio
        is the baseline's time per run over StreamJSON's, the median over those sample pairs:
        above 1 means StreamJSON is faster. Peak memory is the growth of the resident set
        during one run, measured in a fresh child process (Linux).
        """

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ option: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageError("\(option) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--corpus": corpusDirectory = try value(argument)
            case "--json": jsonPath = try value(argument)
            case "--svg": svgPath = try value(argument)
            case "--quick": quick = true
            case "--write-documents": documentsOutput = try value(argument)
            case "--no-memory": measuresMemory = false
            case "--hostile": hostile = true
            case "-h", "--help": showsHelp = true
            case "--clock":
                guard let parsed = TimeSource(rawValue: try value(argument)) else {
                    throw UsageError("--clock takes cpu or wall")
                }
                clock = parsed
            case "--seed":
                guard let parsed = UInt64(try value(argument)) else { throw UsageError("--seed needs an integer") }
                seed = parsed
            case "--scale":
                guard let parsed = Double(try value(argument)), parsed > 0 else {
                    throw UsageError("--scale needs a positive number")
                }
                scale = parsed
            case "--time":
                guard let parsed = Double(try value(argument)), parsed >= 0 else {
                    throw UsageError("--time needs a number of seconds")
                }
                seconds = parsed
            case "--documents":
                let names = Set(try value(argument).split(separator: ",").map(String.init))
                let known = Set(allFamilies.map { $0.name })
                guard names.isSubset(of: known) else {
                    let list = known.sorted().joined(separator: ", ")
                    throw UsageError("unknown document in --documents; known: \(list)")
                }
                documents = names
            case "--workloads":
                let names = try value(argument).split(separator: ",")
                workloads = Set(
                    try names.map { name in
                        guard let kind = WorkloadKind(rawValue: String(name)) else {
                            throw UsageError(
                                "unknown workload \(name); known: "
                                    + WorkloadKind.allCases.map(\.rawValue).joined(separator: ", "))
                        }
                        return kind
                    })
            case "--check-doubles":
                guard let count = Int(try value(argument)), count > 0 else {
                    throw UsageError("--check-doubles: expected a positive count")
                }
                doubleCheckCount = count
            case "--probe-memory":
                let document = try value(argument)
                guard let kind = WorkloadKind(rawValue: try value(argument)) else {
                    throw UsageError("--probe-memory: unknown workload")
                }
                memoryProbe = (document, kind, try value(argument))
            default:
                throw UsageError("unknown option \(argument)")
            }
        }
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
