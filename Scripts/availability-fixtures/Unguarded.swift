// Uses of APIs newer than the targets with nothing around them: each must be reported.
// Mentions in comments do not count: InlineArray, Mutex, String(copying:).
import Synchronization

struct KeyTable {
    var slots = InlineArray<8, UInt32>(repeating: 0) // expect: InlineArray
}

func copyString(_ bytes: [UInt8]) -> String {
    let label = "InlineArray<4, Int> and Mutex(0) in a string literal are not uses"
    _ = label
    let valid = String(validating: bytes, as: UTF8.self) // expect: String(validating:as:)
    _ = valid
    return bytes.withUnsafeBufferPointer { buffer in
        let span = unsafe Span(_unsafeElements: buffer)
        return String(copying: unsafe UTF8Span(unchecked: span, isKnownASCII: false)) // expect: String(copying:), UTF8Span
    }
}

final class Counter: Sendable {
    private let value = Mutex(0) // expect: Mutex

    func bump() {
        value.withLock { $0 += 1 } // reported once, where Mutex is named
    }
}

#if DEBUG
let debugTotal = Atomic<Int>(0) // expect: Atomic
#endif

func describe(_ x: Int) -> String {
    "\(Int128(x) * 2)" // expect: Int128
}

func firstByte(_ s: String) -> UInt8? {
    let span = s.utf8Span // expect: utf8Span
    return span.isEmpty ? nil : s.utf8.first
}

func spans(_ data: [UInt8], text: String) -> Int {
    let local: ContiguousArray<UInt8> = [1, 2]
    let views = data.span.count // expect: Array.span
    let older = local.span.count // ContiguousArray.span: macOS 10.14.4, older than the targets
    return views + older + text.utf8Span.count // expect: utf8Span
}

func utf8Views(_ text: String) -> Int {
    text.utf8.span.count // expect: String.UTF8View.span
}
