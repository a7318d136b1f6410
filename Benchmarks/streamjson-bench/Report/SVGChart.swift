// A hand-written SVG bar chart of the ratios, grouped by workload, for the README and DocC's Benchmarks article.
//
// One bar per document: StreamJSON's speed over the baseline's (1 = as fast). A solid line marks
// 1x, a dashed red tick the issue's target; bars that meet their target are green, the others
// orange. Rows without a measurement say why.

import Foundation

enum SVGChart {
    private static let width = 820.0
    private static let labelWidth = 170.0
    private static let plotLeft = 180.0
    private static let plotRight = 760.0
    private static let rowHeight = 22.0
    private static let headingHeight = 26.0

    static func render(_ report: Report) -> String {
        let ratios = report.results.compactMap(\.ratio) + report.results.compactMap(\.target)
        let scaleMax = max(1, ((ratios.max() ?? 1) * 1.1).rounded(.up))
        let step = scaleMax <= 2 ? 0.25 : scaleMax <= 6 ? 1 : scaleMax <= 12 ? 2 : 5
        func x(_ ratio: Double) -> Double { plotLeft + (plotRight - plotLeft) * min(ratio, scaleMax) / scaleMax }

        var body: [String] = []
        var y = 64.0
        let groups = WorkloadKind.allCases.compactMap { kind -> (WorkloadKind, [WorkloadResult])? in
            let rows = report.results.filter { $0.workload == kind }
            return rows.isEmpty ? nil : (kind, rows)
        }
        let plotTop = y
        for (kind, rows) in groups {
            var heading = "\(kind.title) vs \(kind.baselineTitle)"
            if kind == .validate { heading = "validate (the tokenizer alone)" }
            let targets = rows.compactMap(\.target)
            if let low = targets.min(), let high = targets.max() {
                heading +=
                    low == high
                    ? String(format: " (target %gx)", low) : String(format: " (targets %gx to %gx)", low, high)
            }
            body.append(text(heading, x: 10, y: y + 17, attributes: "font-weight=\"bold\""))
            y += headingHeight
            for row in rows {
                body.append(text(row.document, x: labelWidth, y: y + 15, attributes: "text-anchor=\"end\""))
                if let ratio = row.ratio {
                    let meets = row.target.map { ratio >= $0 } ?? true
                    let color = meets ? "#2e9d5b" : "#e8891c"
                    body.append(
                        String(
                            format: "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" ",
                            plotLeft, y + 3, x(ratio) - plotLeft, rowHeight - 6) + "fill=\"\(color)\"/>")
                } else if row.status == .measured, let candidate = row.streamJSON, row.baseline == nil {
                    let speed = String(format: "%.0f MB/s (median), no baseline", candidate.megabytesPerSecond.median)
                    body.append(text(speed, x: plotLeft + 4, y: y + 15))
                } else {
                    let reason = row.status == .measured ? "baseline only" : row.status.rawValue
                    body.append(
                        text(
                            reason, x: plotLeft + 4, y: y + 15,
                            attributes: "fill=\"#888\" font-style=\"italic\""))
                }
                if let target = row.target, row.ratio != nil {
                    let line = String(
                        format: "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" ",
                        x(target), y + 1, x(target), y + rowHeight - 1)
                    body.append(line + "stroke=\"#c0392b\" stroke-width=\"2\" stroke-dasharray=\"3,2\"/>")
                }
                if let ratio = row.ratio {
                    // Over the target tick, with a white halo so the tick does not cross it out.
                    body.append(
                        text(
                            String(format: "%.2fx", ratio), x: x(ratio) + 4, y: y + 15,
                            attributes: "paint-order=\"stroke\" stroke=\"white\" stroke-width=\"4\""))
                }
                y += rowHeight
            }
            y += 6
        }
        let plotBottom = y

        // Grid and axis, drawn under the bars.
        var grid: [String] = []
        var tick = 0.0
        while tick <= scaleMax + 1e-9 {
            grid.append(
                String(
                    format: "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" ",
                    x(tick), plotTop, x(tick), plotBottom) + "stroke=\"#e4e4e4\"/>")
            grid.append(
                text(
                    String(format: "%gx", tick), x: x(tick), y: plotBottom + 14,
                    attributes: "text-anchor=\"middle\" fill=\"#555\""))
            tick += step
        }
        // 1x: as fast as the baseline.
        grid.append(
            String(
                format: "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" ",
                x(1), plotTop, x(1), plotBottom) + "stroke=\"#333\"/>")
        if step != 1, step != 0.25 {
            grid.append(text("1x", x: x(1), y: plotBottom + 14, attributes: "text-anchor=\"middle\" fill=\"#333\""))
        }

        let height = plotBottom + 66
        let subtitle =
            "\(report.machine.cpu), \(report.machine.logicalCores) cores, \(report.machine.build) build, "
            + "\(report.clock == .cpu ? "thread CPU time" : "wall time"), load \(report.machine.loadAverage), "
            + "\(report.date.prefix(10)); higher is faster"
        var svg: [String] = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
                + "viewBox=\"0 0 \(Int(width)) \(Int(height))\" "
                + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            text(
                "StreamJSON speed relative to the baseline", x: 10, y: 22,
                attributes: "font-size=\"17\" font-weight=\"bold\""),
            text(subtitle, x: 10, y: 42, attributes: "fill=\"#555\""),
        ]
        svg += grid
        svg += body
        svg.append(
            text(
                "Bar: baseline time / StreamJSON time, median over back-to-back sample pairs. "
                    + "Dashed red: target. Green: target met.", x: 10, y: plotBottom + 36, attributes: "fill=\"#555\""))
        svg.append(
            text(
                "$ \(report.command)", x: 10, y: plotBottom + 54,
                attributes: "fill=\"#555\" font-family=\"Menlo, monospace\" font-size=\"11\""))
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private static func text(_ content: String, x: Double, y: Double, attributes: String = "") -> String {
        String(format: "<text x=\"%.1f\" y=\"%.1f\"", x, y) + (attributes.isEmpty ? "" : " " + attributes)
            + ">" + escape(content) + "</text>"
    }

    private static func escape(_ string: String) -> String {
        string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
