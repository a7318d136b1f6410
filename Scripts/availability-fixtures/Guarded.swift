// The same APIs behind the guards Swift accepts: nothing here may be reported.
import Synchronization

enum OSFeatures {
    static let allowed = true
}

func copyString(_ bytes: [UInt8]) -> String {
    if OSFeatures.allowed, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        return bytes.withUnsafeBufferPointer { buffer in
            let span = unsafe Span(_unsafeElements: buffer)
            return String(copying: unsafe UTF8Span(unchecked: span, isKnownASCII: false))
        }
    } else {
        return String(decoding: bytes, as: UTF8.self)
    }
}

func sum(_ values: [UInt32]) -> UInt32 {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
        return values.reduce(0, &+)
    }
    var slots = InlineArray<4, UInt32>(repeating: 0)
    for (i, v) in values.prefix(4).enumerated() { slots[i] = v }
    return slots[0] &+ slots[1] &+ slots[2] &+ slots[3]
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func makeCounter() -> Mutex<Int> {
    Mutex(0)
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class Counter: Sendable {
    private let value = Mutex(0)
    let total = Atomic<Int>(0)
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct Wide {
    var value: Int128
}

extension Wide {
    // An extension of a project type marked @available shares its availability.
    func doubled() -> Int128 { value * 2 }
}

enum Width {
    case narrow, wide

    static func of(_ id: ObjectIdentifier) -> Width? {
        if id == ObjectIdentifier(Int.self) { return .narrow }
        else if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
                id == ObjectIdentifier(Int128.self) { return .wide }
        else { return nil }
    }

    func describe(_ x: Int) -> String {
        switch self {
        case .narrow:
            return "\(x)"
        case .wide:
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { fatalError() }
            return "\(Int128(x))"
        }
    }
}

func legacyOrNew(_ s: String) -> Int {
    if #unavailable(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26) {
        return s.utf8.count
    } else {
        return s.utf8Span.count
    }
}

func debugCheck(_ bytes: [UInt8]) {
    #if DEBUG
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        precondition(String(validating: bytes, as: UTF8.self) != nil)
    }
    #endif
}

@available(*, unavailable, message: "never called")
func neverUsable() -> Mutex<Int> { Mutex(0) }

#if os(Linux)
// Not compiled on Apple platforms: not checked.
let linuxOnly = Mutex(0)
#endif
