import Foundation
import StreamJSON

/// `streamjson patch` and `streamjson merge-patch`: a JSON Patch (RFC 6902) or JSON Merge
/// Patch (RFC 7396) applied to each input, the result printed like `format` prints.
///
/// Documents are decoded whole into `JSONValue`s (a patch may touch any part of them) and
/// written back through the ``Formatter``: numbers keep their literal text, strings get
/// minimal escapes.
struct Patching {
    enum Kind {
        case patch(JSONPatch)
        case mergePatch(JSONValue)
    }

    let kind: Kind
    let formatter: Formatter

    /// A patch or a document that is not JSON, a patch that is not a patch, or a failed
    /// operation: printed as it is (`file:line:column: message`, `file: message`).
    struct PatchingError: Error {
        let message: String
    }

    /// Reads the patch named on the command line (a file, `-`, or JSON text starting with `[`
    /// or `{`) for `command`.
    /// - Throws: ``InputError`` if it cannot be read, ``PatchingError`` if it is not a patch.
    init(command: Arguments.Command, patchFile: String, formatter: Formatter) throws {
        let name: String
        let bytes: Data
        if let first = patchFile.first, first == "[" || first == "{" {
            name = "<patch>"
            bytes = Data(patchFile.utf8)
        } else {
            let input = try Input.open(patchFile)
            name = input.name
            bytes = try input.readAll()
        }
        let json = try Self.decode(bytes, name: name)
        if command == .patch {
            do {
                kind = .patch(try JSONPatch(json))
            } catch {
                throw PatchingError(message: "\(name): \(error)")
            }
        } else {
            kind = .mergePatch(json)
        }
        self.formatter = formatter
    }

    /// The patched document `bytes` read from `name`, formatted.
    /// - Throws: ``PatchingError``: `file:line:column: message` if it is not JSON, `file: message`
    ///   if an operation of the patch fails.
    func run(_ bytes: Data, name: String) throws -> [UInt8] {
        var value = try Self.decode(bytes, name: name)
        switch kind {
        case .patch(let patch):
            do {
                try value.apply(patch)
            } catch {
                throw PatchingError(message: "\(name): \(error)")
            }
        case .mergePatch(let patch):
            value.applyMergePatch(patch)
        }
        var reader = JSONReader(Array(value.description.utf8))
        do {
            return try formatter.format(&reader)
        } catch {
            preconditionFailure("a JSONValue's description is JSON: \(error)")
        }
    }

    /// The document, or the pull reader's message for it (as `validate` reports it).
    private static func decode(_ bytes: Data, name: String) throws -> JSONValue {
        do {
            return try StreamJSONDecoder().decode(JSONValue.self, from: bytes)
        } catch {
            var reader = JSONReader(bytes)
            do {
                while try reader.next() != nil {}
            } catch {
                throw PatchingError(message: "\(name):\(error.line):\(error.column): \(error.message)")
            }
            throw PatchingError(message: "\(name): \(error)")
        }
    }
}
