// The one file that calls a C intrinsic. Clang's intrinsic headers are modules Swift can import
// (`_Builtin_intrinsics.intel` ships with every toolchain for x86-64); the functions in them are
// plain C functions on vector values, so the compiler inlines each into one instruction.
#if arch(x86_64)
    import _Builtin_intrinsics.intel
#endif

/// A ``LaneMask`` as sixteen bits, one per lane: lane `i` is bit `i`.
///
/// This is what simdjson calls a *movemask*. On x86-64 it is one instruction (`pmovmskb`, SSE2,
/// which every x86-64 processor has) through `_mm_movemask_epi8`. Elsewhere (arm64 included:
/// NEON has no single-instruction equivalent) ``portableBitmask`` gathers the lanes' top bits
/// with one multiplication per eight lanes. ``hasNativeBitmask`` tells callers which one they
/// get, so that code which only needs the first true lane can keep its cheaper portable form
/// (two words and a trailing-zero count, in `ByteVector.swift`).
///
/// Audited (see `Scripts/check-memory-safety.sh`): the only unsafe construct is the same-size
/// reinterpretation of the mask as the intrinsic's `__m128i` (both are sixteen bytes in one
/// vector register); `_mm_movemask_epi8` reads nothing but its argument.
extension SIMDMask where Storage == SIMD16<Int8> {
    /// Whether ``bitmask`` is a single instruction on this architecture.
    @inline(__always)
    static var hasNativeBitmask: Bool {
        #if arch(x86_64)
            true
        #else
            false
        #endif
    }

    /// One bit per lane, lane `i` in bit `i`: set where the lane is true.
    @inline(__always)
    var bitmask: UInt16 {
        #if arch(x86_64)
            UInt16(truncatingIfNeeded: _mm_movemask_epi8(unsafe unsafeBitCast(self, to: __m128i.self)))
        #else
            portableBitmask
        #endif
    }

    /// ``bitmask`` without intrinsics, for every architecture (and the tests' reference).
    ///
    /// In each eight-lane word, a true lane is a byte `0xFF`; keeping only each byte's top bit
    /// leaves bits 7, 15, ..., 63. Multiplying by `2^0 + 2^7 + 2^14 + ... + 2^49` moves the
    /// top bit of byte `k` to bit `56 + k` (shifted by `7 * (7 - k)`), and no two partial
    /// products share a bit position, so nothing carries into the top byte.
    @inline(__always)
    var portableBitmask: UInt16 {
        let tops = self.words & SIMD2(repeating: 0x8080_8080_8080_8080)
        let gather: UInt64 = 0x0002_0408_1020_4081
        let low = (tops[0] &* gather) &>> 56
        let high = (tops[1] &* gather) &>> 56
        return UInt16(truncatingIfNeeded: low | high &<< 8)
    }
}
