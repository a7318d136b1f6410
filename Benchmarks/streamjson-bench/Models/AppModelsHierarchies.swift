// Models as applications write them with the language's own Codable shapes: an enum with
// associated values (synthesized: a keyed container per value, `allKeys`, a nested keyed
// container per case) and a class hierarchy whose subclass decodes and encodes its superclass
// through `superDecoder()` / `superEncoder()`. Written for this family, not for the decoder.

import Foundation

/// A sketch: its shapes and the catalog items placed on it.
struct Sketch: Codable {
    var title: String
    var shapes: [SketchShape]
    var items: [PricedItem]
}

/// A shape; synthesized Codable writes `{"circle":{"radius":1.5}}`.
enum SketchShape: Codable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case label(text: String, size: Int)
    case divider
}

/// A catalog item, the superclass.
class CatalogItem: Codable {
    var id: Int
    var name: String
    var updated: Int?

    init(id: Int, name: String, updated: Int?) {
        self.id = id
        self.name = name
        self.updated = updated
    }
}

/// A priced item: its own members, and its superclass's under `"super"`.
final class PricedItem: CatalogItem {
    var price: Double
    var tags: [String]

    private enum CodingKeys: String, CodingKey {
        case price, tags
    }

    init(id: Int, name: String, updated: Int?, price: Double, tags: [String]) {
        self.price = price
        self.tags = tags
        super.init(id: id, name: name, updated: updated)
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        price = try container.decode(Double.self, forKey: .price)
        tags = try container.decode([String].self, forKey: .tags)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(price, forKey: .price)
        try container.encode(tags, forKey: .tags)
        try super.encode(to: container.superEncoder())
    }
}
