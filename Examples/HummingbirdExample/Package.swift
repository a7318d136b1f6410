// swift-tools-version:6.2
//
// A Hummingbird 2 server whose request and response coders are StreamJSON's.
// Sources/IssueServer/StreamJSON+Hummingbird.swift is the adapter: copy that one file.
// The library comes from this repository by relative path; StreamJSON itself depends on nothing.

import PackageDescription

// SwiftPM names a package found by path after its folder: this repository's folder, whatever
// a clone called it, two levels up.
let library = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "StreamJSON"

let package = Package(
    name: "HummingbirdExample",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        .package(path: "../.."),
        .package(path: "../Shared"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "IssueServer",
            dependencies: [
                .product(name: "StreamJSON", package: library),
                .product(name: "ExampleModels", package: "Shared"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "issue-server", dependencies: ["IssueServer"]),
        .testTarget(
            name: "IssueServerTests",
            dependencies: [
                "IssueServer",
                .product(name: "ExampleModels", package: "Shared"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
