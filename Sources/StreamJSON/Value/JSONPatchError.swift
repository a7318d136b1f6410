/// Why a ``JSONPatch`` could not be read or applied: which operation, at which pointer, and why.
///
/// ```
/// JSON Patch operation 2 (remove /items/5) failed: the array at /items has 3 elements
/// JSON Patch operation 0 (test /status) failed: the value at /status is "draft", not "final"
/// JSON Patch operation 1 is invalid: the add operation has no "value" member
/// ```
///
/// When applying fails, the value being patched is left as it was before the patch.
public struct JSONPatchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    ///
    /// Complete for every 1.x release: a switch over it needs no `default` or `@unknown default`;
    /// a new kind would come only in a major version (CONTRIBUTING.md, "The public API").
    public enum Kind: Hashable, Sendable {
        /// The patch's JSON form is not a patch: an operation that is not an object, an
        /// unknown `op`, a missing or ill-typed member, a pointer that is not RFC 6901 text.
        case invalidOperation
        /// A pointer built in code (``JSONPointer/init(_:)``) is not valid RFC 6901 text.
        case invalidPointer
        /// Nothing is at the pointer (`remove`, `replace`, `test`, and `from` of `move` and
        /// `copy`), or nothing can be added there (`add`: the parent is missing or is not a
        /// container, the token is not a member of it, an index past the end).
        case noSuchLocation
        /// A `test` found a value that is not equal to the expected one.
        case testFailed
        /// A `move` into its own source (`from` is a proper prefix of `path`), or a `remove`
        /// of the whole document.
        case impossibleOperation
    }

    /// The position of the operation in the patch (from 0); nil when the patch as a whole is
    /// at fault (its JSON form is not an array).
    public let index: Int?
    /// The operation that failed; nil when its JSON form could not be read.
    public let operation: JSONPatch.Operation?
    /// The pointer at fault (the operation's `path`, or its `from`), when there is one.
    public let pointer: JSONPointer?
    /// What kind of failure this is.
    public let kind: Kind
    /// A sentence saying what is wrong, such as `the array at /items has 3 elements`.
    public let reason: String

    /// An error; see the properties.
    public init(index: Int?, operation: JSONPatch.Operation?, pointer: JSONPointer?, kind: Kind, reason: String) {
        self.index = index
        self.operation = operation
        self.pointer = pointer
        self.kind = kind
        self.reason = reason
    }

    /// The whole message: `JSON Patch operation 2 (remove /items/5) failed: <reason>`.
    public var description: String {
        guard let index else { return "Invalid JSON Patch: \(reason)" }
        guard let operation else { return "JSON Patch operation \(index) is invalid: \(reason)" }
        let target =
            if let from = operation.from {
                "\(operation.name) \(Self.text(from)) to \(Self.text(operation.path))"
            } else {
                "\(operation.name) \(Self.text(operation.path))"
            }
        return "JSON Patch operation \(index) (\(target)) failed: \(reason)"
    }

    /// A pointer as text in a message: `""` for the root, which would otherwise print as nothing.
    static func text(_ pointer: JSONPointer) -> String {
        let text = pointer.description
        return text.isEmpty ? "\"\"" : text
    }
}
