import Foundation
import Testing
@testable import StreamJSON

/// The key table behind duplicate detection and out-of-order lookups.
@Suite struct KeyTableTests {
    @Test func hashDependsOnlyOnTheKeyBytes() {
        let text = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        for length in 0...24 {
            let standalone = Array(text[3..<(3 + length)])
            let inside = InputBytes.with(text) { KeyHash.hash($0, 3, length) }
            let alone = InputBytes.with(standalone) { KeyHash.hash($0) }
            #expect(inside == alone, "length \(length)")
        }
    }

    @Test func hashSeesEveryByte() {
        let keys = Complexity.sharedPrefixKeys(1_000) + Complexity.lastByteKeys(1_000)
        let hashes = Set(keys.map { key in InputBytes.with(Array(key.utf8)) { KeyHash.hash($0) } })
        #expect(hashes.count == keys.count)
    }

    @Test func findsTheFirstOfEqualKeysAndNothingForAbsentOnes() throws {
        let document = Array(#"{"a":1,"bb":2,"a":3,"ccc":4}"#.utf8)
        try InputBytes.with(document) { bytes in
            let tape = try JSONScanner.scan(bytes)
            var slots = [UInt32](repeating: 0, count: KeyTable.capacity(for: tape[0].count))
            let outcome = KeyTable.fill(
                &slots, object: 0, tape: tape, bytes: bytes, stopAtDuplicate: false, form: KeysAsWritten.self)
            #expect(outcome == .duplicates)
            func find(_ key: String) -> KeyTable.Lookup {
                InputBytes.with(Array(key.utf8)) {
                    KeyTable.find($0, in: slots, tape: tape, bytes: bytes, form: KeysAsWritten.self)
                }
            }
            #expect(find("a") == .found(1))
            #expect(find("ccc") == .found(7))
            #expect(find("b") == .absent)
        }
    }

    @Test func inTheSnakeCaseFormKeysAreEqualWhenTheirConversionsAre() throws {
        let document = Array(#"{"user_name":1,"id":2,"userName":3,"USER__NAME":4,"user_id":5}"#.utf8)
        try InputBytes.with(document) { bytes in
            let tape = try JSONScanner.scan(bytes)
            var slots = [UInt32](repeating: 0, count: KeyTable.capacity(for: tape[0].count))
            let outcome = KeyTable.fill(
                &slots, object: 0, tape: tape, bytes: bytes, stopAtDuplicate: false, form: SnakeCaseKeys.self)
            #expect(outcome == .duplicates)
            func find(_ key: String) -> KeyTable.Lookup {
                InputBytes.with(Array(key.utf8)) {
                    KeyTable.find($0, in: slots, tape: tape, bytes: bytes, form: SnakeCaseKeys.self)
                }
            }
            #expect(find("userName") == .found(1))
            #expect(find("userId") == .found(9))
            #expect(find("user_id") == .absent)
            #expect(find("USERNAME") == .absent)
        }
    }
}
