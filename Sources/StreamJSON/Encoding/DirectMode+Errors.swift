/// Thrown (and recorded) when a direct-mode encode meets a container used out of order; the
/// value is then encoded again in tree mode. Never escapes `StreamJSONEncoder.encode`.
struct OutOfOrderContainerUse: Error {}

extension DirectMode {
    /// The error a container or encoder kept past its `encode` throws when written to.
    static func usedAfterItsEncode() -> EncodingError {
        EncodingError.invalidValue(
            (),
            EncodingError.Context(
                codingPath: [],
                debugDescription: "An encoding container or encoder was used after the encode it belongs to returned; "
                    + "what it is given is not written anywhere."))
    }
}
