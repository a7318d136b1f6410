// swift-tools-version:6.2
//
// The libFuzzer target, as a package of its own beside StreamJSON (the shape of
// swift-protobuf's FuzzTesting), so `swift build` and `swift test` of StreamJSON never compile
// it. Build and run it with `Fuzz/run.sh`, which passes the sanitizer flags:
//
//   swift build -c release -Xswiftc -sanitize=fuzzer,address \
//       -Xswiftc -enable-testing
//
// The target uses StreamJSON's internals (the tape scanner, its invariant check) through
// `@testable import`, hence -enable-testing.

import Foundation
import PackageDescription

/// A path dependency's identity is its folder's name, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "StreamJSONFuzz",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzDecoder",
            dependencies: [.product(name: "StreamJSON", package: root.lastPathComponent)],
            path: "Sources/FuzzDecoder"
        ),
    ],
    swiftLanguageModes: [.v6]
)
