// swift-tools-version:6.2
//
// A Vapor 4 server whose JSON content coders are StreamJSON's.
// Sources/IssueServer/StreamJSON+Vapor.swift is the adapter: copy that one file.
// The library comes from this repository by relative path; StreamJSON itself depends on nothing.

import PackageDescription

// SwiftPM names a package found by path after its folder: this repository's folder, whatever
// a clone called it, two levels up.
let library = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "StreamJSON"

let package = Package(
    name: "VaporExample",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(path: "../.."),
        .package(path: "../Shared"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    ],
    targets: [
        .target(
            name: "IssueServer",
            dependencies: [
                .product(name: "StreamJSON", package: library),
                .product(name: "ExampleModels", package: "Shared"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .executableTarget(name: "issue-server", dependencies: ["IssueServer"]),
        .testTarget(
            name: "IssueServerTests",
            dependencies: [
                "IssueServer",
                .product(name: "ExampleModels", package: "Shared"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
