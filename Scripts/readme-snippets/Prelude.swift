// Stand-ins for the names the Swift snippets of README.md and of the DocC articles take from
// the reader's own program (the input `data`, an `Event` type, a file URL, a `handle`
// function, ...). Only type-checked by
// Scripts/check-readme-snippets.sh, never run. Each snippet is compiled in a file of its own,
// with its own imports, so a snippet that uses `Date` must show `import Foundation`.

import Foundation
import StreamJSON

let data = Data()
let decoder = StreamJSONDecoder()
let encoder = StreamJSONEncoder()
let beers = [1, 2, 3]
let chunk = Data()
let logURL = URL(fileURLWithPath: "/tmp/events.jsonl")
let exportURL = URL(fileURLWithPath: "/tmp/export.json")
let dumpURL = URL(fileURLWithPath: "/tmp/dump.json")
let url = URL(fileURLWithPath: "/tmp/out.jsonl")

struct Event: Codable { var id: Int }
struct Record: Codable { var id: Int }
struct Item: Codable { var id: Int }
struct Row: Codable { var id: Int }

let events: [Event] = []
let rows: [Record] = []
let value: JSONValue = [:]

func handle<T>(_ value: T) {}
func send(_ chunk: Data) throws {}
func socketChunks() -> AsyncStream<Data> { AsyncStream { $0.finish() } }
