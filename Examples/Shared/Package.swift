// swift-tools-version:6.2
//
// The models and sample documents both example servers use (no dependencies).

import PackageDescription

let package = Package(
    name: "ExampleModels",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "ExampleModels", targets: ["ExampleModels"])],
    targets: [.target(name: "ExampleModels")],
    swiftLanguageModes: [.v6]
)
