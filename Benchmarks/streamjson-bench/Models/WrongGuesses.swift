// The cost of a failed decode on its own: at every value of a document, ask with `try?` for
// what it is not. Code that probes types (any-JSON enums, "Int or String" fields, lossy arrays)
// pays this for most values; the failed-probes workload divides the time by the count.

import Foundation

/// Walks a document through the `Decoder` protocol, making failed probes as it goes: every
/// value is asked for a keyed container, then an unkeyed one, and every scalar for `Bool`,
/// `Int64` and `String`, each with `try?`. `failures` counts the probes that failed, in the
/// value and everything inside it: the same count from any decoder that agrees with
/// `JSONDecoder`.
struct WrongGuesses: Decodable {
    let failures: Int

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyJSONProbe.Key.self) {
            var failures = 0
            for key in object.allKeys {
                failures += try object.decode(WrongGuesses.self, forKey: key).failures
            }
            self.failures = failures
            return
        }
        var failures = 1  // not an object
        if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd {
                failures += try array.decode(WrongGuesses.self).failures
            }
            self.failures = failures
            return
        }
        failures += 1  // not an array
        let single = try decoder.singleValueContainer()
        if (try? single.decode(Bool.self)) == nil { failures += 1 }
        if (try? single.decode(Int64.self)) == nil { failures += 1 }
        if (try? single.decode(String.self)) == nil { failures += 1 }
        self.failures = failures
    }
}
