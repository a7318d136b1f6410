import Foundation
import Testing
@testable import StreamJSON

/// One encoder shared between threads: each `encode` works on its own snapshot of the options.
@Suite struct EncoderSharingTests {
    @Test func concurrentEncodesOnOneEncoderAgree() throws {
        let encoder = StreamJSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let expected = try encoder.encode(Kitchen.sample)
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            if iteration % 8 == 0 { encoder.userInfo = [CodingUserInfoKey(rawValue: "i")!: iteration] }
            let data = try? encoder.encode(Kitchen.sample)
            if data != expected { mismatches.withLock { $0 += 1 } }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test func optionsAreSnapshotAtTheStartOfEachEncode() throws {
        let encoder = StreamJSONEncoder()
        let value = EncodeWith { _ in
            encoder.outputFormatting = .prettyPrinted  // changes the next encode, not this one
        }
        let wrapper = EncodeWith { inner in
            var list = inner.unkeyedContainer()
            try list.encode(value)
            try list.encode([1])
        }
        #expect(String(decoding: try encoder.encode(wrapper), as: UTF8.self) == "[{},[1]]")
        #expect(String(decoding: try encoder.encode([1]), as: UTF8.self) == "[\n  1\n]")
    }
}
