/// Everything scanning one input produced, in a form two scans can be compared by: the whole
/// tape, or the error with its reason, byte offset and expectation.
///
/// The tests and the fuzzer use it to hold ``VectorKernel`` to ``ScalarKernel``'s results
/// (``ScanOutcome/ofBothKernels(_:options:)``); nothing on the decoding path builds one.
enum ScanOutcome: Equatable, CustomStringConvertible {
    case tape([TapeEntry])
    case error(JSONSyntaxError.Reason, offset: Int, expected: String?)

    /// Scans `bytes` with the kernel `options` selects.
    init(scanning bytes: InputBytes, options: ScanOptions) {
        do {
            let tape = try JSONScanner.scan(bytes, options: options)
            self = .tape((0..<tape.count).map { tape[$0] })
        } catch {
            self = .error(error.reason, offset: error.offset, expected: error.expected)
        }
    }

    /// The outcomes of scanning `bytes` with the vector and the scalar kernel (the rest of
    /// `options` as given); they must be equal.
    static func ofBothKernels(_ bytes: InputBytes, options: ScanOptions) -> (vector: ScanOutcome, scalar: ScanOutcome) {
        var vector = options
        vector.usesScalarKernel = false
        var scalar = options
        scalar.usesScalarKernel = true
        return (ScanOutcome(scanning: bytes, options: vector), ScanOutcome(scanning: bytes, options: scalar))
    }

    var description: String {
        switch self {
        case .tape(let entries):
            return "tape of \(entries.count) entries"
        case .error(let reason, let offset, let expected):
            return "\(reason) at \(offset)" + (expected.map { ", expected \($0)" } ?? "")
        }
    }
}
