// swift-tools-version:6.2
//
// The models and sample documents both example servers use (no dependencies).

import PackageDescription

let package = Package(
    name: "ExampleModels",
    platforms: [.macOS(.v14)],
    products: [.library(name: "ExampleModels", targets: ["ExampleModels"])],
    targets: [.target(name: "ExampleModels")],
    swiftLanguageModes: [.v6]
)
