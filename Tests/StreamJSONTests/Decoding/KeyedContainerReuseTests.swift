import Foundation
import Testing
@testable import StreamJSON

/// The decoder reuses a keyed container's box for the next object of the same key type once
/// nobody holds it (``KeyedContainerBoxes``). A container that is still held must keep reading
/// its own object, whoever holds it and however deep the nesting; every case is compared with
/// Foundation.
@Suite struct KeyedContainerReuseTests {
    /// A tree: each node keeps its container while its children (same key type) decode, then
    /// reads its own members again.
    struct Node: Decodable, Equatable {
        var name: String
        var children: [Node]
        var nameAgain: String

        enum CodingKeys: String, CodingKey { case name, children }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            children = try container.decodeIfPresent([Node].self, forKey: .children) ?? []
            name = try container.decode(String.self, forKey: .name)
            nameAgain = try container.decode(String.self, forKey: .name)
        }
    }

    @Test func aHeldContainerKeepsItsObjectWhileChildrenOfItsTypeDecode() {
        expectSameDecoding(
            Node.self,
            from: #"""
                {"name": "root", "children": [
                    {"name": "a", "children": [{"name": "a1"}, {"name": "a2", "children": []}]},
                    {"name": "b"}, {"children": [{"name": "c1"}], "name": "c"}]}
                """#)
    }

    /// Two containers of one key type over the same object, read in turn.
    struct Pair: Decodable, Equatable {
        var x: Int
        var y: Int
        enum CodingKeys: String, CodingKey { case x, y }

        init(from decoder: any Decoder) throws {
            let first = try decoder.container(keyedBy: CodingKeys.self)
            let second = try decoder.container(keyedBy: CodingKeys.self)
            x = try first.decode(Int.self, forKey: .x)
            y = try second.decode(Int.self, forKey: .y)
            _ = try first.decode(Int.self, forKey: .y)
        }
    }

    @Test func twoContainersOverOneObject() {
        expectSameDecoding([Pair].self, from: #"[{"x": 1, "y": 2}, {"y": 4, "x": 3}]"#)
    }

    /// Each element keeps the previous element's container (held in a shared box) and reads
    /// it again while it decodes itself: the old container still reads the old object.
    final class Stash: @unchecked Sendable {
        var previous: KeyedDecodingContainer<Item.CodingKeys>?
    }

    struct Item: Decodable, Equatable {
        var id: Int
        var previousID: Int?
        enum CodingKeys: String, CodingKey { case id }

        init(from decoder: any Decoder) throws {
            let stash = decoder.userInfo[KeyedContainerReuseTests.stashKey] as! Stash
            let container = try decoder.container(keyedBy: CodingKeys.self)
            previousID = try stash.previous?.decode(Int.self, forKey: .id)
            id = try container.decode(Int.self, forKey: .id)
            stash.previous = container
        }
    }

    static let stashKey = CodingUserInfoKey(rawValue: "stash")!

    @Test func aContainerKeptByUserCodeKeepsItsObject() throws {
        let json = Data(#"[{"id": 1}, {"id": 2}, {"id": 3}, {"id": 4}]"#.utf8)
        let foundation = JSONDecoder()
        let streamJSON = StreamJSONDecoder()
        let foundationStash = Stash(), streamJSONStash = Stash()
        foundation.userInfo[Self.stashKey] = foundationStash
        streamJSON.userInfo[Self.stashKey] = streamJSONStash
        // The kept container holds its decoder, whose options hold the stash: a cycle this
        // test makes on purpose, and breaks when it is done.
        defer { foundationStash.previous = nil; streamJSONStash.previous = nil }
        let expected = try foundation.decode([Item].self, from: json)
        #expect(expected.map(\.previousID) == [nil, 1, 2, 3])
        #expect(try streamJSON.decode([Item].self, from: json) == expected)
    }

    /// Errors from a reused box carry the path of the object it now reads.
    @Test func errorsFromAReusedContainerNameItsObject() {
        expectSameDecoding([Pair].self, from: #"[{"x": 1, "y": 2}, {"x": 3}]"#)
        expectSameDecoding([String: [Pair]].self, from: #"{"a": [{"x": 1, "y": 2}], "b": [{"x": 1, "y": "2"}]}"#)
    }

    /// The kept boxes hold the decoder while a decode runs (box → container state → decoder →
    /// cache → box); when it ends, the kept states let go of the decoder and the
    /// `StreamJSONDecoder` keeps it for its next call, so nothing outlives the
    /// `StreamJSONDecoder`.
    final class WeakBox: @unchecked Sendable {
        weak var object: AnyObject? {
            didSet { if object != nil { sightings += 1 } }
        }
        var sightings = 0
    }

    static let watchKey = CodingUserInfoKey(rawValue: "watch")!

    struct Watched: Decodable {
        var x: Int
        enum CodingKeys: String, CodingKey { case x }

        init(from decoder: any Decoder) throws {
            (decoder.userInfo[KeyedContainerReuseTests.watchKey] as! WeakBox).object = decoder as AnyObject
            x = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .x)
        }
    }

    @Test func theDecoderDoesNotOutliveItsStreamJSONDecoder() throws {
        let watch = WeakBox()
        do {
            let decoder = StreamJSONDecoder()
            decoder.userInfo[Self.watchKey] = watch  // settings of its own: no shared spares
            #expect(try decoder.decode([Watched].self, from: Data(#"[{"x": 1}, {"x": 2}]"#.utf8)).map(\.x) == [1, 2])
            #expect(try decoder.decode([Watched].self, from: Data(#"[{"x": 3}]"#.utf8)).map(\.x) == [3])
            #expect(watch.sightings == 3)
        }
        #expect(watch.object == nil)
    }

    /// A container reads its decoder through an unretained reference; the state's strong
    /// `owner` keeps that decoder alive, and parking clears it only for boxes nobody else
    /// holds. A container user code keeps past the end of the decode, and past its
    /// `StreamJSONDecoder`, keeps its decoder alive until it is let go.
    final class Holder: @unchecked Sendable {
        var containers: [KeyedDecodingContainer<Held.CodingKeys>] = []
        weak var decoderOfKept: AnyObject?
    }

    static let holderKey = CodingUserInfoKey(rawValue: "holder")!

    struct Held: Decodable {
        var x: Int
        enum CodingKeys: String, CodingKey { case x }

        init(from decoder: any Decoder) throws {
            let holder = decoder.userInfo[KeyedContainerReuseTests.holderKey] as! Holder
            let container = try decoder.container(keyedBy: CodingKeys.self)
            x = try container.decode(Int.self, forKey: .x)
            if x == 1 {
                holder.containers.append(container)
                holder.decoderOfKept = decoder as AnyObject
            }
        }
    }

    @Test func aContainerKeptPastItsDecodeKeepsItsDecoderAlive() throws {
        let holder = Holder()
        do {
            let decoder = StreamJSONDecoder()
            decoder.userInfo[Self.holderKey] = holder  // settings of its own: no shared spares
            let json = Data(#"[{"x": 0}, {"x": 1}, {"x": 2}]"#.utf8)
            #expect(try decoder.decode([Held].self, from: json).map(\.x) == [0, 1, 2])
            #expect(try decoder.decode([Held].self, from: Data(#"[{"x": 3}]"#.utf8)).map(\.x) == [3])
        }
        #expect(holder.containers.count == 1)
        #expect(holder.decoderOfKept != nil)
        holder.containers.removeAll()  // breaks the cycle decoder → options → userInfo → holder
        #expect(holder.decoderOfKept == nil)
    }
}
