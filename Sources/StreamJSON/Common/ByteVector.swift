/// Sixteen bytes at once, and the questions ``VectorKernel`` (and the encoder's escaping) asks about each of them.
///
/// A comparison such as `bytes .== ByteVector(repeating: 0x22)` compares all sixteen lanes in
/// one instruction (`pcmpeqb` on x86-64, `cmeq` on arm64) and yields a ``LaneMask``: a lane is
/// all ones where the byte matches and all zeros where it does not. Masks combine with `.|`,
/// `.&` and `.^` (one instruction each), so a whole class of bytes ("quote, backslash or
/// control byte") costs a handful of instructions for sixteen bytes.
///
/// Two things keep this fast in pure Swift:
///
/// - Both operands of a comparison are vectors of this concrete type. The standard library
///   implements `SIMD16<UInt8>`'s operators with vector instructions, but the forms that take a
///   scalar operand (`bytes .== 0x22`) go through the generic `SIMD` protocol and compile to a
///   loop over the lanes. The helpers below spell the vector form once.
/// - A "move mask" turns a mask into an integer with one bit per lane. On x86-64 that is one
///   instruction (`pmovmskb`, see `LaneBitmask.swift`, the one file that calls the intrinsic),
///   and the questions below are a trailing-zero count of it. Elsewhere they read the mask's
///   sixteen bytes as two 64-bit words instead: each true lane is a byte `0xFF`, so the first
///   true lane is the trailing zero count of the first non-zero word divided by eight.
typealias ByteVector = SIMD16<UInt8>

/// The result of comparing the lanes of a ``ByteVector``: one byte per lane, `0xFF` for true.
typealias LaneMask = SIMDMask<SIMD16<Int8>>

extension SIMD16 where Scalar == UInt8 {
    /// The lanes that hold `byte`.
    @inline(__always)
    func lanes(equalTo byte: UInt8) -> LaneMask {
        self .== ByteVector(repeating: byte)
    }

    /// The lanes whose byte is below `byte` (unsigned).
    @inline(__always)
    func lanes(below byte: UInt8) -> LaneMask {
        self .< ByteVector(repeating: byte)
    }

    /// The lanes whose byte is `byte` or above (unsigned).
    @inline(__always)
    func lanes(atLeast byte: UInt8) -> LaneMask {
        self .>= ByteVector(repeating: byte)
    }

    /// The lanes whose byte lies in `lower...lower + width - 1`, with one subtraction and one
    /// comparison: bytes below `lower` wrap around to large values.
    @inline(__always)
    func lanes(from lower: UInt8, width: UInt8) -> LaneMask {
        (self &- ByteVector(repeating: lower)) .< ByteVector(repeating: width)
    }

    /// The lanes whose byte lies outside `lower...lower + width - 1`.
    @inline(__always)
    func lanes(outside lower: UInt8, width: UInt8) -> LaneMask {
        (self &- ByteVector(repeating: lower)) .>= ByteVector(repeating: width)
    }

    /// The sum of the sixteen lanes, as counters (run once per many vectors added up).
    var sumOfLanes: Int {
        var sum = 0
        for lane in 0..<16 { sum &+= Int(self[lane]) }
        return sum
    }

    /// `0, 1, 2, ..., 15`: compared with a lane number, the lanes up to that lane.
    @inline(__always)
    static var laneNumbers: ByteVector {
        ByteVector(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    }
}

extension SIMDMask where Storage == SIMD16<Int8> {
    /// Whether any lane is true.
    @inline(__always)
    var hasTrueLane: Bool {
        if Self.hasNativeBitmask { return bitmask != 0 }
        let words = self.words
        return words[0] | words[1] != 0
    }

    /// The number of the first true lane, or nil if every lane is false.
    @inline(__always)
    var firstTrueLane: Int? {
        if Self.hasNativeBitmask {
            let bits = bitmask
            return bits == 0 ? nil : bits.trailingZeroBitCount
        }
        let words = self.words
        if words[0] != 0 { return words[0].trailingZeroBitCount &>> 3 }
        if words[1] != 0 { return 8 &+ words[1].trailingZeroBitCount &>> 3 }
        return nil
    }

    /// The number of the last true lane, or nil if every lane is false.
    @inline(__always)
    var lastTrueLane: Int? {
        if Self.hasNativeBitmask {
            let bits = bitmask
            return bits == 0 ? nil : 15 &- bits.leadingZeroBitCount
        }
        let words = self.words
        if words[1] != 0 { return 15 &- words[1].leadingZeroBitCount &>> 3 }
        if words[0] != 0 { return 7 &- words[0].leadingZeroBitCount &>> 3 }
        return nil
    }

    /// The number of the first false lane, or nil if every lane is true.
    @inline(__always)
    var firstFalseLane: Int? {
        if Self.hasNativeBitmask {
            let bits = ~bitmask
            return bits == 0 ? nil : bits.trailingZeroBitCount
        }
        let words = ~self.words
        if words[0] != 0 { return words[0].trailingZeroBitCount &>> 3 }
        if words[1] != 0 { return 8 &+ words[1].trailingZeroBitCount &>> 3 }
        return nil
    }

    /// The lanes numbered `0...lane`.
    @inline(__always)
    static func lanes(through lane: Int) -> LaneMask {
        ByteVector.laneNumbers .<= ByteVector(repeating: UInt8(truncatingIfNeeded: lane))
    }
}
