// The scanner's two kernels against each other: the vector kernel (SIMD16 classification and
// UTF-8 validation) must give the scalar reference kernel's tape, or its error at the same
// offset, for every input and every option that changes what the scanner accepts.
@testable import StreamJSON

let fuzzScanOptionSets = [
    ScanOptions(),
    ScanOptions(allowsJSON5: true),
    ScanOptions(assumesTopLevelDictionary: true),
    ScanOptions(allowsJSON5: true, assumesTopLevelDictionary: true),
]

/// `optionCount`: the first that many option sets (the lean target uses strict and JSON5 only).
func fuzzKernels(_ bytes: [UInt8], optionCount: Int = fuzzScanOptionSets.count) {
    InputBytes.with(bytes) { input in
        for options in fuzzScanOptionSets.prefix(optionCount) {
            let (vector, scalar) = ScanOutcome.ofBothKernels(input, options: options)
            fuzzCheck(vector == scalar, "scan kernels disagree (JSON5 \(options.allowsJSON5), implied object "
                      + "\(options.assumesTopLevelDictionary)): vector \(vector), scalar \(scalar)")
        }
    }
}
