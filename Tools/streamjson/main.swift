import Foundation
import StreamJSON

// streamjson: validate, format, minify and query JSON and JSON Lines from the command line.
// A thin layer over StreamJSON's pull reader (JSONReader) and, for `lines`, its streaming
// decoder: nothing here builds a tree of a whole document, except `patch` and `merge-patch`.

var standardOutput = Output(descriptor: 1)
var standardError = Output(descriptor: 2)

/// Exit statuses.
enum Status: Int32 {
    case ok = 0
    case invalidInput = 1
    case usage = 2
}

/// Whether `error` is text after a complete value that starts a new line: a JSON Lines file
/// read as one document, where a hint to use `--lines` helps.
func startsALine<Bytes: Collection>(_ error: JSONSyntaxError, in bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
    guard error.reason == .trailingCharacters else { return false }
    for byte in Array(bytes.prefix(error.byteOffset)).reversed() {
        if byte == UInt8(ascii: "\n") { return true }
        if byte != 0x20 && byte != 0x09 && byte != 0x0D { return false }
    }
    return false
}

@MainActor
func run(_ arguments: Arguments) -> Status {
    var status = Status.ok
    let formatter: Formatter? =
        switch arguments.command {
        case .validate, .lines: nil
        case .format, .get, .patch, .mergePatch: Formatter(indent: arguments.indent, sortKeys: arguments.sortKeys)
        case .minify: Formatter(indent: nil, sortKeys: arguments.sortKeys)
        }

    /// Validates or formats one document; reports an error at `line` offset by `firstLine - 1`.
    func process<Bytes: Collection>(_ bytes: Bytes, name: String, firstLine: Int) where Bytes.Element == UInt8 {
        var reader = JSONReader(bytes)
        do {
            if let formatter {
                let text = try formatter.format(&reader)
                standardOutput.write(text)
                standardOutput.write(CollectionOfOne(UInt8(ascii: "\n")))
            } else {
                while try reader.next() != nil {}
            }
        } catch {
            let hint = arguments.lines || !startsALine(error, in: bytes) ? "" : " (JSON Lines? use --lines)"
            standardError.write("\(name):\(firstLine + error.line - 1):\(error.column): \(error.message)\(hint)\n")
            status = .invalidInput
        }
    }

    /// Prints the value at the pointer; the whole document is validated first.
    func get(_ bytes: Data, name: String) {
        let pointer = arguments.pointer ?? .root
        var reader = JSONReader(bytes)
        do {
            if let first = try reader.seek(to: pointer) {
                let text = try formatter!.format(first, &reader)
                while try reader.next() != nil {}
                standardOutput.write(text)
                standardOutput.write(CollectionOfOne(UInt8(ascii: "\n")))
            } else {
                while try reader.next() != nil {}
                let reason = reader.descriptionOfMissingValue(at: pointer) ?? "it is missing"
                standardError.write("\(name): no value at \(pointer): \(reason)\n")
                status = .invalidInput
            }
        } catch {
            standardError.write("\(name):\(error.line):\(error.column): \(error.message)\n")
            status = .invalidInput
        }
    }

    var patching: Patching?
    if let patchFile = arguments.patchFile {
        do {
            patching = try Patching(command: arguments.command, patchFile: patchFile, formatter: formatter!)
        } catch let error as Patching.PatchingError {
            standardError.write("\(error.message)\n")
            return .invalidInput
        } catch let error as InputError {
            standardError.write("streamjson: \(error.message)\n")
            return .invalidInput
        } catch {
            standardError.write("streamjson: \(error)\n")
            return .invalidInput
        }
    }

    for path in arguments.files.isEmpty ? ["-"] : arguments.files {
        do {
            let input = try Input.open(path)
            if let patching {
                standardOutput.write(try patching.run(try input.readAll(), name: input.name))
                standardOutput.write(CollectionOfOne(UInt8(ascii: "\n")))
            } else if arguments.command == .get {
                get(try input.readAll(), name: input.name)
            } else if arguments.command == .lines {
                let lines = ArrayLines(pointer: arguments.pointer, sortKeys: arguments.sortKeys)
                if let message = try lines.run(input, into: &standardOutput) {
                    standardError.write(message + "\n")
                    status = .invalidInput
                }
            } else if arguments.lines {
                try input.forEachLine { line, number in
                    // Blank lines (also a lone "\r" from CRLF files) separate nothing: skip them.
                    if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
                    process(line, name: input.name, firstLine: number)
                }
            } else {
                process(try input.readAll(), name: input.name, firstLine: 1)
            }
        } catch let error as InputError {
            standardError.write("streamjson: \(error.message)\n")
            status = .invalidInput
        } catch let error as Patching.PatchingError {
            standardError.write("\(error.message)\n")
            status = .invalidInput
        } catch {
            standardError.write("streamjson: \(error)\n")
            status = .invalidInput
        }
        standardOutput.flush()
        standardError.flush()
    }
    return status
}

let status: Status
do {
    switch try Arguments.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        standardOutput.write(Arguments.usage)
        status = .ok
    case .run(let arguments):
        status = run(arguments)
    }
} catch {
    standardError.write("streamjson: \(error.message)\n")
    standardError.write(error.showsUsage ? "\n\(Arguments.usage)" : "\(Arguments.hint)\n")
    status = .usage
}
standardOutput.flush()
standardError.flush()
exit(status.rawValue)
