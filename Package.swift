// swift-tools-version:6.2
//
// StreamJSON: a from-scratch streaming JSON decoder and encoder for Swift.
// Zero dependencies: the Swift standard library and Foundation only.
//
// Licensed under the Apache License, Version 2.0 (the "License"); see LICENSE in the
// repository root, or http://www.apache.org/licenses/LICENSE-2.0. Distributed on an "AS IS"
// BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND.
//
// Swift 6.2 is the real minimum: the sources use `unsafe` expressions, `@safe`/`@unsafe`,
// integer generic parameters and `Span`. The deployment targets below are what an app can
// live with; every API newer than them sits behind `#available` with a fallback of identical
// behaviour (Scripts/check-availability keeps that true; README "Platforms").

import PackageDescription

let package = Package(
    name: "StreamJSON",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "StreamJSON", targets: ["StreamJSON"]),
        .executable(name: "streamjson-bench", targets: ["streamjson-bench"]),
        .executable(name: "streamjson", targets: ["streamjson"]),
    ],
    targets: [
        .target(
            name: "StreamJSON",
            path: "Sources/StreamJSON"
        ),
        .executableTarget(
            name: "streamjson-bench",
            dependencies: ["StreamJSON"],
            path: "Benchmarks/streamjson-bench"
        ),
        .executableTarget(
            name: "streamjson",
            dependencies: ["StreamJSON"],
            path: "Tools/streamjson"
        ),
        .testTarget(
            name: "StreamJSONTests",
            dependencies: ["StreamJSON"],
            path: "Tests/StreamJSONTests",
            exclude: ["Reliability/FuzzFindings"]
        ),
        // Compiled in the Swift 6 language mode: what users' Swift 6 code hands to the API.
        // Its closures capture `var`s on purpose, which Swift 6 accepts for Foundation's
        // `@preconcurrency` strategy cases (and ours) with a SendableClosureCaptures warning
        // each; those expected warnings are silenced so that `swift test` prints none.
        .testTarget(
            name: "StreamJSONSwift6Tests",
            dependencies: ["StreamJSON"],
            path: "Tests/StreamJSONSwift6Tests",
            swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-suppress-warnings"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
