// Guards that do not cover the use: each marked line must be reported.
import Synchronization

func tooLow() -> Int {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        let slots = InlineArray<2, Int>(repeating: 1) // expect: InlineArray
        return slots[0]
    }
    return 0
}

func macOSOnly() -> Int {
    if #available(macOS 26, *) {
        // iOS, tvOS, watchOS and visionOS are still at their targets
        let slots = InlineArray<2, Int>(repeating: 1) // expect: InlineArray
        return slots[1]
    }
    return 0
}

func elseBranch(_ bytes: [UInt8]) -> String {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        return String(decoding: bytes, as: UTF8.self)
    } else {
        return bytes.withUnsafeBufferPointer { buffer in
            String(copying: unsafe UTF8Span(unchecked: unsafe Span(_unsafeElements: buffer), isKnownASCII: false)) // expect: String(copying:), UTF8Span
        }
    }
}

func guardElse() -> Int {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
        return Mutex(1).withLock { $0 } // expect: Mutex
    }
    return 0
}

enum Width {
    case narrow, wide

    func describe(_ x: Int) -> String {
        switch self {
        case .wide:
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { fatalError() }
            return "\(Int128(x))"
        case .narrow:
            // the guard above covers only its own case
            return "\(UInt128(x))" // expect: UInt128
        }
    }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
func fastPath() -> Int { 1 }

func callsFastPath() -> Int {
    fastPath() // expect: fastPath
}

struct Holder {
    var storage: InlineArray<4, Int> // expect: InlineArray
}

struct Cache {
    // Accepted by the Linux compiler, rejected on Apple platforms.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    var slots: Int = 0 // expect: @available var slots

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    var computed: Int { InlineArray<2, Int>(repeating: 3)[0] }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    static let shared = 0
}
