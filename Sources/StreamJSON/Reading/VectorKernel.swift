/// The default ``ScanKernel``: sixteen bytes per step with `SIMD16<UInt8>` comparisons, in the
/// spirit of simdjson's stage 1 (https://arxiv.org/abs/1902.08318), written in plain Swift.
///
/// Each loop loads sixteen bytes, classifies every lane at once (see `Common/ByteVector.swift`)
/// and asks for the first lane that ends the run. A run that ends within the first sixteen
/// bytes (most keys, most short strings, a line feed and its indentation) costs one load, a
/// few comparisons and one trailing-zero count. Loads never pass the end of the input: the
/// last fifteen bytes or fewer go to ``ScalarKernel``. Non-ASCII text is validated by
/// ``skipValidText(in:from:quote:)`` in `VectorKernel+UTF8.swift`, runs of `\uXXXX` escapes by
/// ``skipUnicodeEscapes(in:from:)`` in `VectorKernel+Escapes.swift`.
enum VectorKernel: ScanKernel {
    @inline(__always)
    static func firstSpecialStringByte(
        in bytes: InputBytes, from position: Int, quote: UInt8
    ) -> (position: Int, byte: UInt8) {
        var position = position
        let count = bytes.count
        while position &+ 16 <= count {
            let chunk = bytes.loadVector16(unchecked: position)
            // Control bytes (below 0x20) and non-ASCII bytes (0x80 and up) are the bytes
            // outside 0x20...0x7F: one subtraction and one comparison for both.
            let special =
                chunk.lanes(equalTo: quote) .| chunk.lanes(equalTo: UInt8(ascii: "\\"))
                .| chunk.lanes(outside: 0x20, width: 0x60)
            if let lane = special.firstTrueLane {
                return (position &+ lane, bytes[unchecked: position &+ lane])
            }
            position &+= 16
        }
        return scalarTail { ScalarKernel.firstSpecialStringByte(in: bytes, from: position, quote: quote) }
    }

    @inline(__always)
    static func firstNonWhitespace(in bytes: InputBytes, from position: Int) -> Int {
        var position = position
        let count = bytes.count
        while position &+ 16 <= count {
            let chunk = bytes.loadVector16(unchecked: position)
            let whitespace =
                chunk.lanes(equalTo: UInt8(ascii: " ")) .| chunk.lanes(equalTo: UInt8(ascii: "\n"))
                .| chunk.lanes(equalTo: UInt8(ascii: "\r")) .| chunk.lanes(equalTo: UInt8(ascii: "\t"))
            if let lane = whitespace.firstFalseLane {
                return position &+ lane
            }
            position &+= 16
        }
        return scalarTail { ScalarKernel.firstNonWhitespace(in: bytes, from: position) }
    }

    @inline(__always)
    static func firstNonDigit(in bytes: InputBytes, from position: Int) -> Int {
        var position = position
        let count = bytes.count
        while position &+ 16 <= count {
            let digits = bytes.loadVector16(unchecked: position).lanes(from: UInt8(ascii: "0"), width: 10)
            if let lane = digits.firstFalseLane {
                return position &+ lane
            }
            position &+= 16
        }
        return scalarTail { ScalarKernel.firstNonDigit(in: bytes, from: position) }
    }

    /// Runs the scalar code for the last bytes of the input out of line, so that its
    /// constants and registers stay out of the vector loops that call it.
    @inline(never)
    static func scalarTail<Result>(_ body: () -> Result) -> Result {
        body()
    }
}
