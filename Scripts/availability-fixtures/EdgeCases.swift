// Less common guard shapes, and #if branches an Apple build never compiles.
import Synchronization

func polls(_ values: [Int]) -> Int {
    var total = 0
    while #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), total < 3 {
        total += Int(Int128(values.count))
    }
    return total
}

func legacyOnly() -> Int {
    guard #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) else {
        return Mutex(2).withLock { $0 }
    }
    return 0
}

func wrongSide() -> Int {
    if #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) {
        return Mutex(3).withLock { $0 } // expect: Mutex
    }
    return 0
}

func chain(_ x: Int) -> String {
    if x > 1 {
        return "big"
    } else if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return "\(Int128(x))"
    } else {
        return "\(UInt128(x))" // expect: UInt128
    }
}

// Without visionOS: Swift takes iOS 26's answer for visionOS.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, *)
func noVisionOS() -> Int {
    InlineArray<1, Int>(repeating: 0)[0]
}

@available(macOS 26, *)
func macOSOnly() -> Int {
    InlineArray<1, Int>(repeating: 0)[0] // expect: InlineArray
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func nested() -> Int {
    func helper() -> Int {
        let closure = { Mutex(4).withLock { $0 } }
        return closure()
    }
    return helper()
}

func multiLine(_ flag: Bool?) -> Int {
    if let flag,
       flag,
       #available(macOS 15, iOS 18, tvOS 18, watchOS 11,
                  visionOS 2, *) {
        return Mutex(5).withLock { $0 }
    }
    return 0
}

#if canImport(Darwin)
func darwinPath() -> Int { 0 }
#else
// Apple builds take the branch above; this one is Linux-only.
func darwinPath() -> Int { Mutex(6).withLock { $0 } }
#endif

#if canImport(Glibc) || os(Linux)
let linuxCounter = Atomic<Int>(0)
#endif

#if DEBUG
func debugOnly() -> Int { Mutex(7).withLock { $0 } } // expect: Mutex
#endif
