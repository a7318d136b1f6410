import Foundation
import StreamJSON

/// The command line, parsed: `streamjson [options] <command> [pointer] [file ...]`; options may
/// also come after the command.
struct Arguments {
    enum Command: String {
        case validate, format, minify, get, lines, patch
        case mergePatch = "merge-patch"

        /// Whether the command applies a patch file to each input.
        var isPatch: Bool { self == .patch || self == .mergePatch }
    }

    var command: Command
    /// Read JSON Lines: one value per line.
    var lines = false
    /// Sort object members by key.
    var sortKeys = false
    /// Spaces per level for `format` and `get`; nil for compact output (`--indent 0`).
    var indent: Int? = 2
    /// `get`: the value to print; `lines`: the array to read (nil: the top-level array).
    var pointer: JSONPointer?
    /// `patch` and `merge-patch`: the file holding the patch.
    var patchFile: String?
    /// The inputs; `-` is standard input. Empty means standard input.
    var files: [String] = []

    /// The most spaces per level `--indent` accepts.
    static let maximumIndent = 16

    static let usage = """
        usage: streamjson [options] <command> [pointer | patch] [file ...]

        commands:
          validate     check that each input is valid JSON; errors go to standard error
                       as file:line:column: message
                         streamjson validate config.json
          format       print each input pretty-printed
                         streamjson format --indent 4 --sort-keys reply.json
          minify       print each input with no insignificant whitespace
                         streamjson minify < reply.json
          get          print the value at a JSON Pointer (RFC 6901) of each input; exit 1
                       if there is none
                         streamjson get /data/items/0 reply.json
          lines        print the elements of an array as JSON Lines, streamed in constant
                       memory: the array at the pointer, or the top-level array without one
                         streamjson lines /rows export.json > rows.jsonl
          patch        apply a JSON Patch (RFC 6902) to each input and print the result;
                       exit 1 if an operation fails (the message names it)
                         streamjson patch changes.json config.json > new-config.json
          merge-patch  apply a JSON Merge Patch (RFC 7396) to each input and print the result
                         streamjson merge-patch '{"debug": null}' config.json

        options (before or after the command):
          --lines      read JSON Lines: one value per line, streamed a line at a time
                       (blank lines are skipped; an invalid line is reported and skipped)
                       (validate, format, minify)
          --sort-keys  sort object members by key (format, minify, get, lines, patch,
                       merge-patch)
          --indent N   indent by N spaces, 0 to \(maximumIndent); 0 prints compact JSON
                       (format, get, patch, merge-patch; default 2)
          -h, --help   print this help

        A pointer is empty or starts with '/'; in a key, '~1' stands for '/' and '~0' for '~'.
        For lines, a single operand that names an existing file is the file, not a pointer.
        For patch and merge-patch, the patch is a file (- for standard input, when the
        document is a file) or, if it starts with '[' or '{', the patch itself; patch and
        merge-patch keep numbers as written and write strings with minimal escapes.
        format, minify and get copy strings and numbers exactly as written; lines keeps
        numbers as written and writes strings with minimal escapes. With no file, or with -,
        input is read from standard input. Exit status: 0 if every input is valid (and, for
        get, holds the value), 1 if an input is invalid, cannot be read or lacks the value,
        2 for a usage error.

        """

    /// The line printed after a usage error instead of the whole usage text, as git and jq do.
    static let hint = "Run 'streamjson --help' for usage."

    /// Why the command line was not understood.
    struct UsageError: Error {
        let message: String
        /// Print the whole usage text after the message (when nothing at all was asked for),
        /// rather than the one-line ``Arguments/hint``.
        var showsUsage = false
    }

    /// The result of parsing: either arguments to run, or a request for help.
    enum Parsed {
        case run(Arguments)
        case help
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        if arguments.contains("-h") || arguments.contains("--help") { return .help }
        var lines = false
        var sortKeys = false
        var indent: Int??
        var operands: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "--lines":
                lines = true
            case "--sort-keys":
                sortKeys = true
            case "--indent":
                guard index < arguments.count else { throw UsageError(message: "--indent needs a number") }
                indent = try parseIndent(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--indent="):
                indent = try parseIndent(String(argument.dropFirst("--indent=".count)))
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        guard let name = operands.first else { throw UsageError(message: "missing command", showsUsage: true) }
        guard let command = Command(rawValue: name) else {
            throw UsageError(message: "unknown command '\(name)'")
        }
        var result = Arguments(command: command, lines: lines, sortKeys: sortKeys)
        operands.removeFirst()
        if let indent {
            guard command == .format || command == .get || command.isPatch else {
                throw UsageError(message: "--indent applies to format, get, patch and merge-patch only")
            }
            result.indent = indent
        }
        if sortKeys && command == .validate {
            throw UsageError(message: "--sort-keys applies to format, minify, get, lines, patch and merge-patch only")
        }
        if lines && (command == .get || command == .lines || command.isPatch) {
            throw UsageError(message: "--lines applies to validate, format and minify only")
        }
        switch command {
        case .get:
            guard !operands.isEmpty else {
                throw UsageError(message: "get needs a JSON Pointer, such as /data/items/0")
            }
            result.pointer = try parsePointer(operands.removeFirst())
        case .lines:
            if let first = operands.first, first.isEmpty || first.hasPrefix("/"),
                operands.count > 1 || !FileManager.default.fileExists(atPath: first)
            {
                result.pointer = try parsePointer(operands.removeFirst())
            }
        case .patch, .mergePatch:
            guard !operands.isEmpty else {
                throw UsageError(message: "\(name) needs a patch, such as changes.json")
            }
            result.patchFile = operands.removeFirst()
            if result.patchFile == "-" && (operands.isEmpty || operands.contains("-")) {
                throw UsageError(message: "the patch and the document cannot both be standard input")
            }
        default:
            break
        }
        result.files = operands
        return .run(result)
    }

    private static func parsePointer(_ text: String) throws(UsageError) -> JSONPointer {
        do {
            return try JSONPointer(validating: text)
        } catch {
            throw UsageError(message: "\(error)")
        }
    }

    private static func parseIndent(_ text: String) throws(UsageError) -> Int? {
        guard let value = Int(text), (0...maximumIndent).contains(value) else {
            throw UsageError(message: "--indent needs a number from 0 to \(maximumIndent), not '\(text)'")
        }
        return value == 0 ? nil : value
    }
}
