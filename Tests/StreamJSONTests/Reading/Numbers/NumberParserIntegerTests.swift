import Testing
@testable import StreamJSON

/// `NumberParser.integer`: exact values from the decimal digits, for every fixed-width type.
// Every member is marked available from macOS 15 / iOS 18, where Int128 and UInt128 begin
// (Swift Testing does not accept @available on a suite).
@Suite struct NumberParserIntegerTests {
    typealias Support = NumberParserSupport

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func acceptsIntegralLiteralsWithFractionOrExponent() {
        #expect(Support.integer("1.0", as: Int.self) == .value(1))
        #expect(Support.integer("1e2", as: Int.self) == .value(100))
        #expect(Support.integer("100e-2", as: Int.self) == .value(1))
        #expect(Support.integer("1234567890123456789.0", as: Int64.self) == .value(1_234_567_890_123_456_789))
        #expect(Support.integer("-0.0", as: Int.self) == .value(0))
        #expect(Support.integer("0e-5", as: UInt8.self) == .value(0))
        #expect(Support.integer("-0", as: UInt64.self) == .value(0))
        #expect(Support.integer("0e999999999999999999999", as: Int8.self) == .value(0))
        #expect(Support.integer("1.5e1", as: Int16.self) == .value(15))
        #expect(Support.integer("-12.3400e2", as: Int32.self) == .value(-1234))
        #expect(Support.integer("0.00120e4", as: UInt16.self) == .value(12))
        #expect(Support.integer("1e19", as: UInt64.self) == .value(10_000_000_000_000_000_000))
        #expect(Support.integer("-1.28e2", as: Int8.self) == .value(-128))
        #expect(Support.integer("2.55e2", as: UInt8.self) == .value(255))
        let hundredThousandZeros = String(repeating: "0", count: 100_000)
        #expect(Support.integer("1" + hundredThousandZeros + "e-100000", as: Int8.self) == .value(1))
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func rejectsFractions() {
        #expect(Support.integer("1.5", as: Int.self) == .notAnInteger)
        #expect(Support.integer("1e-400", as: Int.self) == .notAnInteger)
        #expect(Support.integer("1.000000000000000000001", as: Int.self) == .notAnInteger)
        #expect(Support.integer("-0.5", as: UInt.self) == .notAnInteger)
        #expect(Support.integer("300.5", as: UInt8.self) == .notAnInteger)
        #expect(Support.integer("125e-3", as: Int.self) == .notAnInteger)
        #expect(Support.integer("1." + String(repeating: "0", count: 1_000_000) + "1", as: Int.self) == .notAnInteger)
        #expect(Support.integer("1e-" + String(repeating: "9", count: 100_000), as: Int.self) == .notAnInteger)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func reportsOutOfRange() {
        #expect(Support.integer("300", as: UInt8.self) == .outOfRange)
        #expect(Support.integer("128", as: Int8.self) == .outOfRange)
        #expect(Support.integer("-129", as: Int8.self) == .outOfRange)
        #expect(Support.integer("-1", as: UInt64.self) == .outOfRange)
        #expect(Support.integer("-1e0", as: UInt8.self) == .outOfRange)
        #expect(Support.integer("9223372036854775808", as: Int64.self) == .outOfRange)
        #expect(Support.integer("-9223372036854775809", as: Int64.self) == .outOfRange)
        #expect(Support.integer("18446744073709551616", as: UInt64.self) == .outOfRange)
        #expect(Support.integer("1e20", as: UInt64.self) == .outOfRange)
        #expect(Support.integer("1e400", as: Int.self) == .outOfRange)
        #expect(Support.integer("1e" + String(repeating: "9", count: 100_000), as: Int.self) == .outOfRange)
        #expect(Support.integer("1" + String(repeating: "0", count: 1_000_000), as: UInt128.self) == .outOfRange)
        #expect(Support.integer("-" + String(repeating: "9", count: 1_000_000) + ".0", as: Int.self) == .outOfRange)
        #expect(Support.integer("2.56e2", as: UInt8.self) == .outOfRange)
        #expect(Support.integer("-100000000000000000000", as: Int64.self) == .outOfRange)
    }

    /// Every length from 1 to 39 digits, across the eight-digits-at-once fast path and the
    /// digit loop, with and without a sign.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func readsEveryDigitCount() {
        let digits = "123456789012345678901234567890123456789"
        for length in 1...39 {
            let text = String(digits.prefix(length))
            let expected = UInt128(text)!
            #expect(Support.integer(text, as: UInt128.self) == .value(expected))
            #expect(Support.integer("-" + text, as: Int128.self) == .value(-Int128(expected)))
            let unsigned = UInt64(exactly: expected).map { IntegerResult.value($0) } ?? .outOfRange
            #expect(Support.integer(text, as: UInt64.self) == unsigned)
            #expect(
                Support.integer("-" + text, as: Int64.self)
                    == (Int64(exactly: -Int128(expected)).map { .value($0) } ?? .outOfRange))
            #expect(Support.double(text) == Double(text)!)
            #expect(Support.double("-0." + text) == Double("-0." + text)!)
        }
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func reachesTheLimitsOfEveryWidth() {
        #expect(Support.integer("9223372036854775807", as: Int64.self) == .value(.max))
        #expect(Support.integer("-9223372036854775808", as: Int64.self) == .value(.min))
        #expect(Support.integer("-9223372036854775808.000", as: Int64.self) == .value(.min))
        #expect(Support.integer("18446744073709551615", as: UInt64.self) == .value(.max))
        #expect(Support.integer("170141183460469231731687303715884105727", as: Int128.self) == .value(.max))
        #expect(Support.integer("170141183460469231731687303715884105728", as: Int128.self) == .outOfRange)
        #expect(Support.integer("-170141183460469231731687303715884105728", as: Int128.self) == .value(.min))
        #expect(Support.integer("340282366920938463463374607431768211455", as: UInt128.self) == .value(.max))
        #expect(Support.integer("340282366920938463463374607431768211456", as: UInt128.self) == .outOfRange)
        #expect(Support.integer("3.4028236692093846346337460743176821145500e38", as: UInt128.self) == .value(.max))
        #expect(Support.integer("1e38", as: UInt128.self) == .value(UInt128("1" + String(repeating: "0", count: 38))!))
        expectLimits(Int8.self)
        expectLimits(Int16.self)
        expectLimits(Int32.self)
        expectLimits(Int64.self)
        expectLimits(Int.self)
        expectLimits(Int128.self)
        expectLimits(UInt8.self)
        expectLimits(UInt16.self)
        expectLimits(UInt32.self)
        expectLimits(UInt64.self)
        expectLimits(UInt.self)
        expectLimits(UInt128.self)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func expectLimits<T: FixedWidthInteger>(_ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) {
        for limit in [T.max, T.min] {
            let text = String(limit)
            #expect(Support.integer(text, as: type) == .value(limit), sourceLocation: sourceLocation)
            #expect(Support.integer(text + ".0e0", as: type) == .value(limit), sourceLocation: sourceLocation)
            #expect(Support.integer(text + "0e-1", as: type) == .value(limit), sourceLocation: sourceLocation)
            if limit == T.max || T.isSigned {
                // One past the limit, counted on the decimal digits (T.max + 1 may not exist anywhere).
                let beyond =
                    limit == T.max
                    ? Self.incremented(text) : "-" + Self.incremented(String(text.dropFirst()))
                #expect(Support.integer(beyond, as: type) == .outOfRange, sourceLocation: sourceLocation)
                #expect(Support.integer(beyond + ".0", as: type) == .outOfRange, sourceLocation: sourceLocation)
            }
        }
    }

    /// The decimal digit string plus one.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    static func incremented(_ digits: String) -> String {
        var result = Array(digits.utf8)
        var index = result.count - 1
        while index >= 0 && result[index] == UInt8(ascii: "9") {
            result[index] = UInt8(ascii: "0")
            index -= 1
        }
        if index < 0 { return "1" + String(decoding: result, as: UTF8.self) }
        result[index] += 1
        return String(decoding: result, as: UTF8.self)
    }

    /// Random Int64 values written plainly and in scientific forms come back exactly.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func roundTripsRandomIntegers() {
        var generator = SeededGenerator(seed: 0x5EED_0021)
        for _ in 0..<20_000 {
            let value = Int64(bitPattern: generator.next()) >> Int64.random(in: 0...62, using: &generator)
            let text = String(value)
            #expect(Support.integer(text, as: Int64.self) == .value(value))
            #expect(Support.integer(text + ".000", as: Int64.self) == .value(value))
            #expect(Support.integer(text + "00e-2", as: Int64.self) == .value(value))
            #expect(Support.integer(text + ".5", as: Int64.self) == .notAnInteger)
            #expect(Support.integer(text, as: Int32.self) == (Int32(exactly: value).map { .value($0) } ?? .outOfRange))
            let unsigned = UInt64(exactly: value).map { IntegerResult.value($0) } ?? .outOfRange
            #expect(Support.integer(text, as: UInt64.self) == unsigned)
        }
    }
}
