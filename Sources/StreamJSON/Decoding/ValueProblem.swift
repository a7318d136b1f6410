import Foundation

/// Why a scalar could not be read as the requested type. The readers throw this small value
/// (typed throws: no boxing, no coding path yet); the container that called them turns it into
/// a `DecodingError` with the right coding path, only on the error path.
enum ValueProblem: Error {
    /// The value has another JSON type.
    case typeMismatch(Any.Type, found: TapeEntry.Kind)
    /// The value is `null` (or missing) where a value is required.
    case valueNotFound(Any.Type)
    /// Any other unusable value, with Foundation's message (a number that does not fit the
    /// type among them: see ``ScalarMessages/numberDoesNotFit(_:_:_:)``).
    case corrupted(String)

    /// The `DecodingError` for this problem at `codingPath`.
    func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
        switch self {
        case .typeMismatch(let type, let found):
            return .typeMismatch(
                type,
                .init(
                    codingPath: codingPath,
                    debugDescription: ScalarMessages.typeMismatch(type, found: found)))
        case .valueNotFound(let type):
            return .valueNotFound(
                type,
                .init(
                    codingPath: codingPath,
                    debugDescription: ScalarMessages.valueNotFound(type)))
        case .corrupted(let message):
            return .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
        }
    }
}

/// How a valid number fails to fit the requested type, in the words of Foundation's messages
/// ("Number 0.25 is not an integer, so it cannot be decoded as Int64.").
enum NumberMisfit: Int, CaseIterable {
    case outOfRange, notAnInteger, tooLarge, tooSmall, notADecimal

    var words: String {
        switch self {
        case .outOfRange: return "does not fit in"
        case .notAnInteger: return "is not an integer, so it cannot be decoded as"
        case .tooLarge: return "is too large to be represented as"
        case .tooSmall: return "is too small to be represented as"
        case .notADecimal: return "cannot be represented as"
        }
    }
}

/// The messages of the commonest failures, written once per process: a `try?` that probes a
/// value's type (Bool? Int64? Double? String?) fails again and again, and spelling a type's
/// name into a new string each time cost more than the rest of the failure.
///
/// The scalar types are found by comparing type identities in a short array (the commonest
/// first), not by hashing them; each message is a finished string, or for a number that does
/// not fit, the bytes around the number, so that the message is three copies into one new
/// string.
enum ScalarMessages {
    static let types: [Any.Type] = [
        Bool.self, Int64.self, UInt64.self, Double.self, String.self, Int.self, Float.self, Int8.self, Int16.self,
        Int32.self, UInt.self, UInt8.self, UInt16.self, UInt32.self,
    ]
    static let identities: [ObjectIdentifier] = types.map(ObjectIdentifier.init)

    /// The position of `type` in ``types``, or nil.
    @inline(__always)
    static func index(of type: Any.Type) -> Int? {
        let identity = ObjectIdentifier(type)
        let identities = self.identities
        for index in identities.indices where identities[index] == identity { return index }
        return nil
    }

    /// "Expected to decode Int64 but found a string instead.", by type and then by the found
    /// kind's raw value.
    static let typeMismatchMessages: [String] = types.flatMap { type in
        (0...6).map { raw in typeMismatchMessage(type, found: TapeEntry.Kind(rawValue: UInt8(raw))!) }
    }

    static func typeMismatchMessage(_ type: Any.Type, found: TapeEntry.Kind) -> String {
        "Expected to decode \(type) but found \(found.foundDescription) instead."
    }

    static func typeMismatch(_ type: Any.Type, found: TapeEntry.Kind) -> String {
        guard let index = index(of: type) else { return typeMismatchMessage(type, found: found) }
        return typeMismatchMessages[index &* 7 &+ Int(found.rawValue)]
    }

    static let valueNotFoundMessages: [String] = types.map(valueNotFoundMessage)

    static func valueNotFoundMessage(_ type: Any.Type) -> String {
        "Cannot get value of type \(type) -- found null value instead"
    }

    static func valueNotFound(_ type: Any.Type) -> String {
        guard let index = index(of: type) else { return valueNotFoundMessage(type) }
        return valueNotFoundMessages[index]
    }

    /// "Expected to decode Dictionary<String, Any> but found an array instead.", by the found
    /// kind's raw value (an any-JSON type asks every array and scalar for a keyed container).
    static let keyedContainerMismatchMessages: [String] = (0...6).map { raw in
        typeMismatchMessage([String: Any].self, found: TapeEntry.Kind(rawValue: UInt8(raw))!)
    }

    /// "Expected to decode Array<Any> but found number instead.", by the found kind's raw value.
    static let unkeyedContainerMismatchMessages: [String] = (0...6).map { raw in
        typeMismatchMessage([Any].self, found: TapeEntry.Kind(rawValue: UInt8(raw))!)
    }

    static let numberPrefix = Array("Number ".utf8)

    /// " is not an integer, so it cannot be decoded as Int64.", by misfit and then by type.
    static let numberSuffixes: [[UInt8]] = NumberMisfit.allCases.flatMap { misfit in
        types.map { type in numberSuffix(misfit, type) }
    }

    static func numberSuffix(_ misfit: NumberMisfit, _ type: Any.Type) -> [UInt8] {
        Array(" \(misfit.words) \(type).".utf8)
    }

    /// "Number 0.25 is not an integer, so it cannot be decoded as Int64.", with `literal` the
    /// number's bytes in the document.
    static func numberDoesNotFit(_ literal: InputBytes, _ misfit: NumberMisfit, _ type: Any.Type) -> String {
        let suffix =
            index(of: type).map { numberSuffixes[misfit.rawValue &* types.count &+ $0] }
            ?? numberSuffix(misfit, type)
        return literal.string(between: numberPrefix, and: suffix)
    }
}
