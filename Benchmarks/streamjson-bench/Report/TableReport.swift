// The terminal table: one row per document and workload.

import Foundation

enum TableReport {
    static func render(_ report: Report) -> String {
        var rows: [[String]] = [
            [
                "document", "workload", "StreamJSON MB/s", "baseline", "baseline MB/s", "ratio", "target", "",
                "peak mem SJ / base",
            ]
        ]
        for result in report.results {
            rows.append([
                result.document,
                result.title,
                result.streamJSON.map(throughput) ?? (result.status == .notAvailableYet ? "not available yet" : "-"),
                result.baselineName,
                result.baseline.map(throughput) ?? "-",
                result.ratio.map { String(format: "%.2fx", $0) } ?? "-",
                result.target.map { String(format: "%gx", $0) } ?? "",
                verdict(result),
                memory(result),
            ])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        lines.insert(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "), at: 1)

        let notes = report.results.compactMap { result -> String? in
            guard let note = result.note else { return nil }
            let status = result.status == .measured ? "" : "[\(result.status.rawValue)] "
            return "  \(result.document) \(result.title): \(status)\(note)"
        }
        if !notes.isEmpty {
            lines.append("")
            lines.append("Checks and notes:")
            lines.append(contentsOf: notes)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "met" or "missed" for a row with a target and a measured ratio.
    private static func verdict(_ result: WorkloadResult) -> String {
        guard let target = result.target, let ratio = result.ratio else { return "" }
        return ratio >= target ? "met" : "missed"
    }

    /// "412.3 (401.2-420.1)": median (min-max).
    private static func throughput(_ side: SideResult) -> String {
        let mbps = side.megabytesPerSecond
        return String(format: "%.1f (%.1f-%.1f)", mbps.median, mbps.min, mbps.max)
    }

    private static func memory(_ result: WorkloadResult) -> String {
        let candidate = result.streamJSON?.peakMemoryBytes.map(formatBytes)
        let baseline = result.baseline?.peakMemoryBytes.map(formatBytes)
        if candidate == nil, baseline == nil { return "" }
        return "\(candidate ?? "-") / \(baseline ?? "-")"
    }
}

func formatBytes(_ bytes: Int) -> String {
    if bytes >= 1 << 20 { return String(format: "%.1f MiB", Double(bytes) / Double(1 << 20)) }
    return String(format: "%d KiB", bytes / 1024)
}
