import Foundation

/// Why a scalar could not be read as the requested type. The readers throw this small value
/// (typed throws: no boxing, no coding path yet); the container that called them turns it into
/// a `DecodingError` with the right coding path, only on the error path.
enum ValueProblem: Error {
    /// The value has another JSON type.
    case typeMismatch(Any.Type, found: TapeEntry.Kind)
    /// The value is `null` (or missing) where a value is required.
    case valueNotFound(Any.Type)
    /// The number is valid JSON but does not fit the type (out of range, or not an integer).
    case numberDoesNotFit(Any.Type, literal: String, reason: String)
    /// Any other unusable value, with Foundation's message.
    case corrupted(String)
    /// A type mismatch reported with a custom message (Foundation's wording for some types).
    case typeMismatchMessage(Any.Type, String)

    /// The `DecodingError` for this problem at `codingPath`.
    func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
        switch self {
        case .typeMismatch(let type, let found):
            return .typeMismatch(type, .init(
                codingPath: codingPath,
                debugDescription: ScalarMessages.typeMismatch[ObjectIdentifier(type)]?[Int(found.rawValue)]
                    ?? "Expected to decode \(type) but found \(found.foundDescription) instead."))
        case .valueNotFound(let type):
            return .valueNotFound(type, .init(
                codingPath: codingPath,
                debugDescription: ScalarMessages.valueNotFound[ObjectIdentifier(type)]
                    ?? "Cannot get value of type \(type) -- found null value instead"))
        case .numberDoesNotFit(let type, let literal, let reason):
            return .dataCorrupted(.init(
                codingPath: codingPath,
                debugDescription: ScalarMessages.numberDoesNotFit(literal, reason, type)))
        case .corrupted(let message):
            return .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
        case .typeMismatchMessage(let type, let message):
            return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: message))
        }
    }
}

/// The messages of the commonest failures, written once per process: a `try?` that probes a
/// value's type (Bool? Int64? Double? String?) fails again and again, and spelling a type's
/// name into a new string each time cost more than the rest of the failure.
enum ScalarMessages {
    static let types: [Any.Type] = [
        Bool.self, String.self, Double.self, Float.self, Int.self, Int8.self, Int16.self, Int32.self, Int64.self,
        UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
    ]

    /// Type → the message for each found kind, by the kind's raw value.
    static let typeMismatch: [ObjectIdentifier: [String]] = Dictionary(uniqueKeysWithValues: types.map { type in
        (ObjectIdentifier(type), (0...6).map { raw in
            "Expected to decode \(type) but found \(TapeEntry.Kind(rawValue: UInt8(raw))!.foundDescription) instead."
        })
    })

    /// The scalar types' names, spelled once (`String(describing:)` of a type demangles its
    /// name every time).
    static let typeNames: [ObjectIdentifier: String] = Dictionary(uniqueKeysWithValues: types.map { type in
        (ObjectIdentifier(type), "\(type)")
    })

    /// "Number 0.25 is not an integer, so it cannot be decoded as Int64.": one allocation, no
    /// interpolation, the type's name spelled once (a probe with `try?` fails this way on
    /// every fractional number). Measured against `joined()` and writing the bytes into a new
    /// string: both cost more.
    static func numberDoesNotFit(_ literal: String, _ reason: String, _ type: Any.Type) -> String {
        let typeName = typeNames[ObjectIdentifier(type)] ?? "\(type)"
        var message = "Number "
        message.reserveCapacity(7 + literal.utf8.count + 1 + reason.utf8.count + 1 + typeName.utf8.count + 1)
        message.append(literal)
        message.append(" ")
        message.append(reason)
        message.append(" ")
        message.append(typeName)
        message.append(".")
        return message
    }

    static let valueNotFound: [ObjectIdentifier: String] = Dictionary(uniqueKeysWithValues: types.map { type in
        (ObjectIdentifier(type), "Cannot get value of type \(type) -- found null value instead")
    })
}
