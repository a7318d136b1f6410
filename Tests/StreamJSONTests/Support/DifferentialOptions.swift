// The options of the differential harness (Differential.swift), set alike on JSONDecoder and
// StreamJSONDecoder.

import Foundation
import Testing
@testable import StreamJSON

/// Decoder options set identically on both decoders. (Named apart from the library's internal
/// `DecodingOptions`, which `@testable import` makes visible here too.)
struct DifferentialOptions: Sendable {
    enum DateStrategy {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        case formatted(DateFormatter)
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    enum DataStrategy {
        case deferredToData, base64
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }

    enum NonConformingFloatStrategy {
        case `throw`
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    enum KeyStrategy {
        case useDefaultKeys, convertFromSnakeCase
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    var dateDecodingStrategy: DateStrategy = .deferredToDate
    var dataDecodingStrategy: DataStrategy = .base64
    var nonConformingFloatDecodingStrategy: NonConformingFloatStrategy = .throw
    var keyDecodingStrategy: KeyStrategy = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var allowsJSON5 = false
    var assumesTopLevelDictionary = false

    init(_ configure: (inout DifferentialOptions) -> Void = { _ in }) {
        configure(&self)
    }

    static let json5 = DifferentialOptions { $0.allowsJSON5 = true }

    func makeFoundationDecoder() -> JSONDecoder { configured(JSONDecoder()) }

    func makeStreamJSONDecoder() -> StreamJSONDecoder { configured(StreamJSONDecoder()) }

    /// Sets every option on `decoder`: one mapping for both decoders, whose strategy enums have
    /// the same cases (see ``DifferentialDecoder``).
    private func configured<Decoder: DifferentialDecoder>(_ decoder: Decoder) -> Decoder {
        switch dateDecodingStrategy {
        case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .formatted(let formatter): decoder.dateDecodingStrategy = .formatted(formatter)
        case .custom(let closure): decoder.dateDecodingStrategy = .custom(closure)
        }
        switch dataDecodingStrategy {
        case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
        case .base64: decoder.dataDecodingStrategy = .base64
        case .custom(let closure): decoder.dataDecodingStrategy = .custom(closure)
        }
        switch nonConformingFloatDecodingStrategy {
        case .throw: decoder.nonConformingFloatDecodingStrategy = .throw
        case let .convertFromString(positiveInfinity, negativeInfinity, nan):
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        }
        switch keyDecodingStrategy {
        case .useDefaultKeys: decoder.keyDecodingStrategy = .useDefaultKeys
        case .convertFromSnakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
        case .custom(let closure): decoder.keyDecodingStrategy = .custom(closure)
        }
        for (key, value) in userInfo { decoder.setUserInfo(value, for: key) }
        decoder.allowsJSON5 = allowsJSON5
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        return decoder
    }
}

// MARK: - The two decoders, configured alike

/// What `JSONDecoder` and `StreamJSONDecoder` have in common: the same options, each of a
/// strategy enum of its own whose cases have the same names. An enum case satisfies a static
/// requirement of the same name (SE-0280), so `decoder.keyDecodingStrategy = .useDefaultKeys`
/// compiles for either decoder.
protocol DifferentialDecoder: AnyObject {
    associatedtype DateStrategy: DateDecodingStrategyCases
    associatedtype DataStrategy: DataDecodingStrategyCases
    associatedtype NonConformingFloatStrategy: NonConformingFloatDecodingStrategyCases
    associatedtype KeyStrategy: KeyDecodingStrategyCases

    var dateDecodingStrategy: DateStrategy { get set }
    var dataDecodingStrategy: DataStrategy { get set }
    var nonConformingFloatDecodingStrategy: NonConformingFloatStrategy { get set }
    var keyDecodingStrategy: KeyStrategy { get set }
    /// Sets one `userInfo` entry (Foundation types the dictionary `[CodingUserInfoKey: any
    /// Sendable]` in Swift 6 mode, StreamJSON `[CodingUserInfoKey: Any]`).
    func setUserInfo(_ value: any Sendable, for key: CodingUserInfoKey)
    var allowsJSON5: Bool { get set }
    var assumesTopLevelDictionary: Bool { get set }
}

protocol DateDecodingStrategyCases {
    static var deferredToDate: Self { get }
    static var secondsSince1970: Self { get }
    static var millisecondsSince1970: Self { get }
    static var iso8601: Self { get }
    static func formatted(_ formatter: DateFormatter) -> Self
    static func custom(_ closure: @escaping @Sendable (_ decoder: any Decoder) throws -> Date) -> Self
}

protocol DataDecodingStrategyCases {
    static var deferredToData: Self { get }
    static var base64: Self { get }
    static func custom(_ closure: @escaping @Sendable (_ decoder: any Decoder) throws -> Data) -> Self
}

protocol NonConformingFloatDecodingStrategyCases {
    static var `throw`: Self { get }
    static func convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String) -> Self
}

protocol KeyDecodingStrategyCases {
    static var useDefaultKeys: Self { get }
    static var convertFromSnakeCase: Self { get }
    static func custom(_ closure: @escaping @Sendable (_ codingPath: [any CodingKey]) -> any CodingKey) -> Self
}

extension JSONDecoder: DifferentialDecoder {}
extension JSONDecoder {
    func setUserInfo(_ value: any Sendable, for key: CodingUserInfoKey) { userInfo[key] = value }
}
extension StreamJSONDecoder {
    func setUserInfo(_ value: any Sendable, for key: CodingUserInfoKey) { userInfo[key] = value }
}
extension JSONDecoder.DateDecodingStrategy: DateDecodingStrategyCases {}
extension JSONDecoder.DataDecodingStrategy: DataDecodingStrategyCases {}
extension JSONDecoder.NonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategyCases {}
extension JSONDecoder.KeyDecodingStrategy: KeyDecodingStrategyCases {}

extension StreamJSONDecoder: DifferentialDecoder {}
extension StreamJSONDecoder.DateDecodingStrategy: DateDecodingStrategyCases {}
extension StreamJSONDecoder.DataDecodingStrategy: DataDecodingStrategyCases {}
extension StreamJSONDecoder.NonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategyCases {}
extension StreamJSONDecoder.KeyDecodingStrategy: KeyDecodingStrategyCases {}
