import ExampleModels
import Foundation
import Hummingbird
import IssueServer

// issue-server [foundation|streamjson] [port]: serves the example app on 127.0.0.1.
// issue-server --sample issue|event: prints a sample body (for the benchmark script).

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--sample" {
    let data = try arguments.dropFirst().first == "event" ? Samples.json(Samples.event) : Samples.json(Samples.issue)
    FileHandle.standardOutput.write(data)
    exit(0)
}
guard let coders = Coders(rawValue: arguments.first ?? "streamjson") else {
    FileHandle.standardError.write(Data("usage: issue-server [foundation|streamjson] [port] | --sample issue|event\n".utf8))
    exit(2)
}
let port = arguments.dropFirst().first.flatMap { Int($0) } ?? 8080
try await buildApplication(coders: coders, port: port, logLevel: .warning).runService()
