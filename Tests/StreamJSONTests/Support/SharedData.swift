import Foundation

/// Locates `../shared` beside the package (conformance files and benchmark corpora).
/// Data-driven tests skip themselves, with a message, when it is absent.
enum SharedData {
    static let packageRoot: URL = {
        // Tests/StreamJSONTests/Support/SharedData.swift → package root
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// `../shared`, if it exists.
    static let directory: URL? = {
        let candidate = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory)
            && isDirectory.boolValue
            ? candidate : nil
    }()

    static var isAvailable: Bool { directory != nil }

    static let skipMessage = "../shared is not beside the package; skipping data-driven tests"

    /// The files of a sub-folder of `../shared`, sorted by name.
    static func files(in path: String) -> [URL] {
        guard let directory else { return [] }
        let folder = directory.appendingPathComponent(path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }
}
