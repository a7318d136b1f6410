/// The command line, parsed: `streamjson <command> [options] [file ...]`.
struct Arguments {
    enum Command: String {
        case validate, format, minify
    }

    var command: Command
    /// Read JSON Lines: one value per line.
    var lines = false
    /// Sort object members by key.
    var sortKeys = false
    /// Spaces per level for `format`.
    var indent = 2
    /// The inputs; `-` is standard input. Empty means standard input.
    var files: [String] = []

    /// The most spaces per level `--indent` accepts.
    static let maximumIndent = 16

    static let usage = """
        usage: streamjson <command> [options] [file ...]

        commands:
          validate     check that each input is valid JSON; errors go to standard error
                       as file:line:column: message
          format       print each input pretty-printed
          minify       print each input with no insignificant whitespace

        options:
          --lines      read JSON Lines: one value per line, streamed a line at a time
                       (blank lines are skipped; an invalid line is reported and skipped)
          --sort-keys  sort object members by key (format, minify)
          --indent N   indent by N spaces, 0 to \(maximumIndent) (format; default 2)
          -h, --help   print this help

        Strings and numbers are copied exactly as written. With no file, or with -, input
        is read from standard input. Exit status: 0 if every input is valid, 1 if an input
        is invalid or cannot be read, 2 for a usage error.

        """

    /// Why the command line was not understood.
    struct UsageError: Error {
        let message: String
    }

    /// The result of parsing: either arguments to run, or a request for help.
    enum Parsed {
        case run(Arguments)
        case help
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        if arguments.contains("-h") || arguments.contains("--help") { return .help }
        guard let name = arguments.first else { throw UsageError(message: "missing command") }
        guard let command = Command(rawValue: name) else {
            throw UsageError(message: "unknown command '\(name)'")
        }
        var result = Arguments(command: command)
        var indentGiven = false
        var index = 1
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.files.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "--lines":
                result.lines = true
            case "--sort-keys":
                result.sortKeys = true
            case "--indent":
                guard index < arguments.count else { throw UsageError(message: "--indent needs a number") }
                result.indent = try parseIndent(arguments[index])
                index += 1
                indentGiven = true
            case _ where argument.hasPrefix("--indent="):
                result.indent = try parseIndent(String(argument.dropFirst("--indent=".count)))
                indentGiven = true
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        if indentGiven && command != .format {
            throw UsageError(message: "--indent applies to format only")
        }
        if result.sortKeys && command == .validate {
            throw UsageError(message: "--sort-keys applies to format and minify only")
        }
        return .run(result)
    }

    private static func parseIndent(_ text: String) throws(UsageError) -> Int {
        guard let value = Int(text), (0...maximumIndent).contains(value) else {
            throw UsageError(message: "--indent needs a number from 0 to \(maximumIndent), not '\(text)'")
        }
        return value
    }
}
