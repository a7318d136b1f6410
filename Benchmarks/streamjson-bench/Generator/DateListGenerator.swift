import Foundation

// Writes a top-level array of dates, from a seed, in the form one date strategy reads: whole
// seconds between 2001 and 2030, in a random order, written with Foundation's own formatters
// (generating is not measured).

struct DateListGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed ^ 0x6461_7465_73)  // "dates"
    }

    /// `count` dates as `style` writes them.
    mutating func document(count: Int, style: CoderOptions.Dates) -> [UInt8] {
        let iso = ISO8601DateFormatter()
        var writer = JSONTextWriter(indentWidth: 0, reservingCapacity: count * 34)
        writer.array { w in
            for _ in 0..<count {
                let seconds = random.int(978_307_200...1_924_991_999)
                let date = Date(timeIntervalSince1970: TimeInterval(seconds))
                switch style {
                case .iso8601: w.string(iso.string(from: date))
                case .secondsSince1970, .customSeconds: w.int(seconds)
                case .millisecondsSince1970: w.int(seconds * 1000 + random.int(0...999))
                case .deferredToDate: w.double(date.timeIntervalSinceReferenceDate + Double(random.int(0...999)) / 1000)
                case .formatted: w.string(CoderOptions.dateFormatter.string(from: date))
                }
            }
        }
        return writer.bytes
    }
}
