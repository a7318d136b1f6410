@testable import StreamJSON

extension JSONFraming {
    /// The envelope framing for any pointer, the root included: the public
    /// ``JSONFraming/array(at:keepingEnvelope:)`` turns the root pointer into ``JSONFraming/array``, and
    /// tests of the envelope walk need its own handling of a document that has no array at the root.
    static func nestedArray(at pointer: JSONPointer, keepingEnvelope: Bool) -> JSONFraming {
        JSONFraming(kind: .nestedArray(at: pointer, keepingEnvelope: keepingEnvelope))
    }
}
