// Writes a canada.json look-alike: one GeoJSON polygon feature whose rings are random walks of
// [longitude, latitude] pairs, compact like the original's coordinates.
//
// Its character: almost nothing but doubles, printed with `%.17g` from values with six
// decimals and a few ulps of noise, so most have 16 or 17 significant digits
// (`-65.613616999999977`), a few are short (`-65.625`) and a very few integral (`-65`);
// arrays nested three deep.

import Foundation

struct CanadaGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed ^ 0x6361_6E61_6461)  // "canada"
    }

    /// A document with `ringCount` rings (the corpus has 480 rings and 55,563 positions).
    mutating func document(ringCount: Int) -> [UInt8] {
        var writer = JSONTextWriter(indentWidth: 0, reservingCapacity: ringCount * 4_800)
        writer.object { w in
            w.member("type", "FeatureCollection")
            w.member(
                "features",
                array: { w in
                    w.object { w in
                        w.member("type", "Feature")
                        w.member("properties", object: { w in w.member("name", "Canada") })
                        w.member(
                            "geometry",
                            object: { w in
                                w.member("type", "Polygon")
                                w.member(
                                    "coordinates",
                                    array: { w in
                                        for _ in 0..<ringCount { writeRing(into: &w) }
                                    })
                            })
                    }
                })
        }
        return writer.bytes
    }

    /// A closed ring (its last position repeats its first), 4 to 575 positions, log-uniform so
    /// most rings are small islands and a few are long coastlines (mean about 115).
    private mutating func writeRing(into w: inout JSONTextWriter) {
        let count = Int((4.0 * pow(143.75, random.double(0...1))).rounded())
        var longitude = random.double(-141...(-52))
        var latitude = random.double(42...83)
        let first = (sixDecimals(longitude), sixDecimals(latitude))
        w.array { w in
            for index in 0..<count {
                let position = index == count - 1 ? first : (sixDecimals(longitude), sixDecimals(latitude))
                w.array { w in
                    w.double17(position.0)
                    w.double17(position.1)
                }
                longitude += random.double(-0.02...0.02)
                latitude += random.double(-0.02...0.02)
            }
        }
    }

    /// Rounds to six decimals like the source data, then moves the value a few ulps, as the
    /// source's projections did (`-65.613616999999977` is 2 ulps from -65.613617), so most values
    /// need all 17 digits; now and then the value is an integer instead.
    private mutating func sixDecimals(_ value: Double) -> Double {
        if random.chance(0.0004) { return value.rounded() }
        var result = (value * 1_000_000).rounded() / 1_000_000
        for _ in 0..<random.int(0...3) { result = random.chance(0.5) ? result.nextUp : result.nextDown }
        return result
    }
}
