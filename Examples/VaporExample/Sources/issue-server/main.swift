import ExampleModels
import Foundation
import IssueServer
import Vapor

// issue-server [port]: serves the example app on 127.0.0.1 (StreamJSON on /issues, /events;
// Foundation on /foundation/issues, /foundation/events; no JSON on /raw).
// issue-server --sample issue|event: prints a sample body (for the benchmark script).

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--sample" {
    let data = try arguments.dropFirst().first == "event" ? Samples.json(Samples.event) : Samples.json(Samples.issue)
    FileHandle.standardOutput.write(data)
    exit(0)
}
let port = arguments.first.flatMap { Int($0) } ?? 8080
var environment = Environment.production
environment.arguments = ["issue-server"]
let app = try await Application.make(environment)
app.logger.logLevel = .warning
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = port
configure(app)
try await app.execute()
try await app.asyncShutdown()
