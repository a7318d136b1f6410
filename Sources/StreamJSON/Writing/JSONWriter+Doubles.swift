/// Arrays of `Double` written in one loop: the bytes that `beginArray()`, `beginElement()` and
/// `writeDouble(_:)` per element write, without the per-element bookkeeping. It
/// stops at a value that is not finite, which only the encoder's strategy can write.
extension JSONWriter {
    /// Writes `values` as one whole array value (where a value goes: after `writeKey` or
    /// `beginElement()`) and returns true, if every value is finite; otherwise writes nothing
    /// and returns false.
    ///
    /// Not inlined: as a function of its own it gets the number printer inlined into its loop
    /// (measured: inlined into the encoder's array loop instead, the printer stayed a call, and
    /// canada.json's encode cost 2.7% more).
    @inline(never)
    func writeFiniteDoubleArray(_ values: [Double]) -> Bool {
        let start = buffer.count
        if options.prettyPrinted {
            beginArray()
            for value in values {
                guard value.isFinite else { break }
                writeSeparator()
                buffer.appendDouble(value)
            }
            if innermost.count == values.count {
                endArray()
                return true
            }
            pop()
            buffer.truncate(to: start)
            return false
        }
        buffer.append(UInt8(ascii: "["))
        var separator = false
        for value in values {
            guard value.isFinite else {
                buffer.truncate(to: start)
                return false
            }
            buffer.appendDouble(value, after: separator ? UInt8(ascii: ",") : nil)
            separator = true
        }
        buffer.append(UInt8(ascii: "]"))
        return true
    }
}
