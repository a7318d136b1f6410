// The first half of the examples the Codable guides teach (Apple's "Encoding and Decoding
// Custom Types", Ben Scheirman's "Ultimate Guide to JSON Parsing with Swift", Hacking with
// Swift, Swift by Sundell), each with its error cases, compared with Foundation's JSONDecoder:
// renamed keys, wrapper keys, root-level arrays, [[String: Beer]], nested and paged responses,
// decodeIfPresent defaults and string-backed numbers.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct CodableGuideBasicsTests {
    // MARK: Renamed keys

    struct Beer: Decodable, Equatable {
        enum Style: String, Decodable { case ipa, stout, kolsch }
        var name: String
        var brewery: String
        var abv: Float
        var style: Style

        enum CodingKeys: String, CodingKey {
            case name
            case brewery = "brewery_name"
            case abv = "alcohol_content"
            case style
        }
    }

    static let beer = """
        {"name": "Endeavor", "abv": 8.9, "brewery_name": "Saint Arnold", "style": "ipa", "alcohol_content": 8.9}
        """

    @Test func decodesRenamedKeys() {
        expectSameDecoding(Beer.self, from: Self.beer)
            .expectValue(Beer(name: "Endeavor", brewery: "Saint Arnold", abv: 8.9, style: .ipa))
    }

    @Test func reportsRenamedKeysErrorsWithTheJSONName() {
        let outcome = expectSameDecoding(
            Beer.self, from: #"{"name": "x", "brewery": "y", "alcohol_content": 1, "style": "ipa"}"#
        )
        .expectFailure(.keyNotFound, at: "")
        #expect(outcome.failure?.key?.stringValue == "brewery_name")
        expectSameDecoding(
            Beer.self, from: #"{"name": "x", "brewery_name": "y", "alcohol_content": "strong", "style": "ipa"}"#
        )
        .expectFailure(.typeMismatch, at: "alcohol_content")
        expectSameDecoding(
            Beer.self, from: #"{"name": "x", "brewery_name": "y", "alcohol_content": 1, "style": "lager"}"#
        )
        .expectFailure(.dataCorrupted, at: "style")
        expectSameDecoding(Beer.self, from: #"{"name": "x", "brewery_name": "y", "alcohol_content": 1, "style": 1}"#)
            .expectFailure(.typeMismatch, at: "style")
    }

    // MARK: Wrapper keys

    struct BeerWrapper: Decodable, Equatable { var beer: Beer }

    @Test func decodesAValueUnderAWrapperKey() {
        expectSameDecoding(BeerWrapper.self, from: #"{"beer": \#(Self.beer)}"#)
        expectSameDecoding([String: Beer].self, from: #"{"beer": \#(Self.beer)}"#)
    }

    @Test func reportsWrapperKeyErrors() {
        expectSameDecoding(BeerWrapper.self, from: Self.beer).expectFailure(.keyNotFound, at: "")
        expectSameDecoding(BeerWrapper.self, from: #"{"beer": null}"#).expectFailure(.valueNotFound, at: "beer")
        expectSameDecoding(
            BeerWrapper.self, from: #"{"beer": [\#(Self.beer)]}"#
        ).expectFailure(.typeMismatch, at: "beer")
        expectSameDecoding(BeerWrapper.self, from: #"{"beer": {"name": "x"}}"#).expectFailure(.keyNotFound, at: "beer")
    }

    // MARK: Root-level arrays and arrays of dictionaries

    @Test func decodesRootLevelArrays() {
        expectSameDecoding([Beer].self, from: "[\(Self.beer), \(Self.beer)]")
        expectSameDecoding([Beer].self, from: "[]").expectValue([])
        expectSameDecoding([[String: Beer]].self, from: #"[{"beer": \#(Self.beer)}, {"other": \#(Self.beer)}, {}]"#)
    }

    @Test func reportsRootLevelArrayErrorsWithTheIndex() {
        expectSameDecoding([Beer].self, from: "[\(Self.beer), {}]").expectFailure(.keyNotFound, at: "[1]")
        expectSameDecoding([Beer].self, from: "[\(Self.beer), null]").expectFailure(.valueNotFound, at: "[1]")
        expectSameDecoding([Beer].self, from: Self.beer).expectFailure(.typeMismatch, at: "")
        expectSameDecoding([[String: Beer]].self, from: #"[{}, {"beer": {"name": 1}}]"#)
            .expectFailure(.typeMismatch, at: "[1].beer.name")
    }

    // MARK: Nested and paged responses

    struct Page<Item: Decodable & Equatable>: Decodable, Equatable {
        struct Meta: Decodable, Equatable {
            var page: Int
            var totalPages: Int
            var nextCursor: String?
            enum CodingKeys: String, CodingKey {
                case page, totalPages = "total_pages", nextCursor = "next_cursor"
            }
        }
        var data: [Item]
        var meta: Meta
    }

    struct User: Decodable, Equatable {
        struct Address: Decodable, Equatable { var city: String; var zip: String? }
        var id: Int
        var name: String
        var address: Address
        var roles: [String]
    }

    static let usersPage = """
        {"meta": {"page": 1, "total_pages": 3, "next_cursor": "abc"},
         "data": [{"id": 1, "name": "Ada", "address": {"city": "London"}, "roles": ["admin"]},
                  {"id": 2, "name": "Brian", "address": {"city": "Rome", "zip": "00100"}, "roles": []}],
         "links": {"self": "/users?page=1", "unused": [1, {"deep": true}]}}
        """

    @Test func decodesNestedPagedResponses() {
        expectSameDecoding(Page<User>.self, from: Self.usersPage)
        expectSameDecoding(
            Page<Int>.self, from: #"{"data": [1, 2], "meta": {"page": 3, "total_pages": 3, "next_cursor": null}}"#)
    }

    @Test func reportsErrorsDeepInsidePagedResponses() {
        let missingCity = Self.usersPage.replacingOccurrences(of: #""city": "Rome", "#, with: "")
        expectSameDecoding(Page<User>.self, from: missingCity).expectFailure(.keyNotFound, at: "data[1].address")
        let badId = Self.usersPage.replacingOccurrences(of: #""id": 2"#, with: #""id": "2""#)
        expectSameDecoding(Page<User>.self, from: badId).expectFailure(.typeMismatch, at: "data[1].id")
        let badRole = Self.usersPage.replacingOccurrences(of: #"["admin"]"#, with: #"["admin", 7]"#)
        expectSameDecoding(Page<User>.self, from: badRole).expectFailure(.typeMismatch, at: "data[0].roles[1]")
        let badMeta = Self.usersPage.replacingOccurrences(of: #""total_pages": 3"#, with: #""total_pages": null"#)
        expectSameDecoding(Page<User>.self, from: badMeta).expectFailure(.valueNotFound, at: "meta.total_pages")
        expectSameDecoding(Page<User>.self, from: #"{"data": []}"#).expectFailure(.keyNotFound, at: "")
    }

    @Test func decodesPagedResponsesWithSnakeCaseStrategy() {
        struct Meta: Decodable, Equatable { var page: Int; var totalPages: Int; var nextCursor: String? }
        struct SnakePage: Decodable, Equatable { var data: [Int]; var meta: Meta }
        let options = DifferentialOptions { $0.keyDecodingStrategy = .convertFromSnakeCase }
        expectSameDecoding(
            SnakePage.self, from: #"{"data": [1], "meta": {"page": 1, "total_pages": 2}}"#, options: options)
        expectSameDecoding(
            SnakePage.self, from: #"{"data": [1], "meta": {"page": 1, "total_pages": "2"}}"#, options: options
        )
        .expectFailure(.typeMismatch, at: "meta.totalPages")
    }

    // MARK: decodeIfPresent defaults

    struct Preferences: Decodable, Equatable {
        var theme: String
        var fontSize: Int
        var notifications: Bool
        var tags: [String]

        init(theme: String, fontSize: Int, notifications: Bool, tags: [String]) {
            (self.theme, self.fontSize, self.notifications, self.tags) = (theme, fontSize, notifications, tags)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            theme = try container.decodeIfPresent(String.self, forKey: .theme) ?? "light"
            fontSize = try container.decodeIfPresent(Int.self, forKey: .fontSize) ?? 12
            notifications = try container.decodeIfPresent(Bool.self, forKey: .notifications) ?? true
            tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        }

        enum CodingKeys: String, CodingKey { case theme, fontSize, notifications, tags }
    }

    @Test func fillsDefaultsForMissingAndNullKeys() {
        expectSameDecoding(Preferences.self, from: "{}")
            .expectValue(Preferences(theme: "light", fontSize: 12, notifications: true, tags: []))
        expectSameDecoding(Preferences.self, from: #"{"theme": null, "fontSize": 16, "tags": null}"#)
        expectSameDecoding(
            Preferences.self, from: #"{"theme": "dark", "fontSize": 16, "notifications": false, "tags": ["a"]}"#)
    }

    @Test func reportsWrongTypesDespiteDefaults() {
        expectSameDecoding(Preferences.self, from: #"{"fontSize": "16"}"#).expectFailure(.typeMismatch, at: "fontSize")
        expectSameDecoding(
            Preferences.self, from: #"{"notifications": 1}"#
        ).expectFailure(.typeMismatch, at: "notifications")
        expectSameDecoding(Preferences.self, from: #"{"tags": [null]}"#).expectFailure(.valueNotFound, at: "tags[0]")
        expectSameDecoding(Preferences.self, from: "[]").expectFailure(.typeMismatch, at: "")
    }

    @Test func synthesizedOptionalsUseDecodeIfPresent() {
        struct Profile: Decodable, Equatable { var name: String; var bio: String?; var age: Int? }
        expectSameDecoding(Profile.self, from: #"{"name": "a"}"#)
        expectSameDecoding(Profile.self, from: #"{"name": "a", "bio": null, "age": 3}"#)
        expectSameDecoding(Profile.self, from: #"{"name": "a", "age": "3"}"#).expectFailure(.typeMismatch, at: "age")
        expectSameDecoding(Profile.self, from: #"{"bio": "b"}"#).expectFailure(.keyNotFound, at: "")
    }

    // MARK: String-backed numbers

    struct Quote: Decodable, Equatable {
        var symbol: String
        var price: Double
        var volume: Int

        init(symbol: String, price: Double, volume: Int) {
            (self.symbol, self.price, self.volume) = (symbol, price, volume)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            symbol = try container.decode(String.self, forKey: .symbol)
            let priceText = try container.decode(String.self, forKey: .price)
            guard let price = Double(priceText) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .price, in: container, debugDescription: "price is not a number: \(priceText)")
            }
            self.price = price
            // Accept either a number or a string for the volume.
            if let volume = try? container.decode(Int.self, forKey: .volume) {
                self.volume = volume
            } else {
                let text = try container.decode(String.self, forKey: .volume)
                guard let volume = Int(text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .volume, in: container, debugDescription: "volume is not a number: \(text)")
                }
                self.volume = volume
            }
        }

        enum CodingKeys: String, CodingKey { case symbol, price, volume }
    }

    @Test func decodesNumbersFromStrings() {
        expectSameDecoding(Quote.self, from: #"{"symbol": "AAPL", "price": "189.84", "volume": "5000"}"#)
            .expectValue(Quote(symbol: "AAPL", price: 189.84, volume: 5000))
        expectSameDecoding(Quote.self, from: #"{"symbol": "AAPL", "price": "1e2", "volume": 5000}"#)
        expectSameDecoding([Quote].self, from: #"[{"symbol": "A", "price": "1", "volume": "2"}]"#)
    }

    @Test func reportsStringBackedNumberErrors() {
        expectSameDecoding(Quote.self, from: #"{"symbol": "A", "price": "cheap", "volume": 1}"#)
            .expectFailure(.dataCorrupted, at: "price")
        expectSameDecoding(Quote.self, from: #"{"symbol": "A", "price": 189.84, "volume": 1}"#)
            .expectFailure(.typeMismatch, at: "price")
        expectSameDecoding([Quote].self, from: #"[{"symbol": "A", "price": "1", "volume": "lots"}]"#)
            .expectFailure(.dataCorrupted, at: "[0].volume")
        expectSameDecoding(Quote.self, from: #"{"symbol": "A", "price": "1", "volume": true}"#)
            .expectFailure(.typeMismatch, at: "volume")
        expectSameDecoding(Quote.self, from: #"{"symbol": "A", "price": "1"}"#).expectFailure(.keyNotFound, at: "")
    }

    // MARK: Enums, nested types and optionals the guides show

    @Test func decodesEnumsWithAssociatedValuesAndRawValues() {
        enum Shape: Decodable, Equatable { case circle(radius: Double), square(side: Double), point }
        expectSameDecoding([Shape].self, from: #"[{"circle": {"radius": 1}}, {"point": {}}, {"square": {"side": 2}}]"#)
        expectSameDecoding([Shape].self, from: #"[{"triangle": {}}]"#)
        expectSameDecoding([Shape].self, from: #"[{"circle": {"radius": 1}, "point": {}}]"#)
        expectSameDecoding([Shape].self, from: #"[{"circle": {}}]"#)
        enum Level: Int, Decodable { case low = 1, high = 2 }
        expectSameDecoding([Level].self, from: "[1, 2]")
        expectSameDecoding([Level].self, from: "[1, 3]").expectFailure(.dataCorrupted, at: "[1]")
    }
}
