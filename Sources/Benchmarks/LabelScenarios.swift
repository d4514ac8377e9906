// Labels measured by Pango in one layout: N labels in a column, built and resized, single-line and wrapping.

import Cartography
import Foundation
import ViewRendering

/// N labels in one vertical chain, each pinned to the margins and 4 below the one before it: the shape
/// of a long settings screen or chat log. Single-line labels are measured once; wrapping ones
/// (`numberOfLines = 0`) are measured at the width the solver gives them, which is the engine's second
/// pass (solve, measure at the solved width, update the height, solve again).
enum LabelColumn {
    /// A sentence long enough to wrap to three or four lines in a phone's width.
    static let sentence =
        "Auto Layout measures every label at the width the solver gives it, then solves again with the new height."

    /// The root of a column of `count` labels; `wrapping` makes them multi-line.
    static func make(count: Int, wrapping: Bool) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var labels: [Label] = []
        for index in 0..<count {
            let label = Label()
            label.text = wrapping ? "\(index). \(sentence)" : "Label \(index)"
            label.font = .systemFont(ofSize: 15)
            label.numberOfLines = wrapping ? 0 : 1
            root.addSubview(label)
            labels.append(label)
        }
        constrain(labels) { labels in
            for (index, label) in labels.enumerated() {
                label.leading == label.superview!.leading + 16
                label.trailing == label.superview!.trailing - 16
                if index == 0 {
                    label.top == label.superview!.top + 20
                } else {
                    label.top == labels[index - 1].bottom + 4
                }
            }
        }
        return root
    }

    /// Build (views, constraints, the first layout at 375 × 667) and one resize (to 320 wide: every
    /// wrapping label is measured again), in seconds, with the measurer installed for the run.
    static func measure(count: Int, wrapping: Bool, measurer: any TextMeasurer) -> (build: Double, resize: Double) {
        let previous = TextMeasurers.current
        TextMeasurers.current = measurer
        defer { TextMeasurers.current = previous }
        let start = now()
        let root = make(count: count, wrapping: wrapping)
        root.layoutIfNeeded()
        let built = now()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 667)
        root.layoutIfNeeded()
        let resized = now()
        return (built - start, resized - built)
    }

    /// `benchmarks --profile-labels N [wrap] [fixed]`: one build and resize, with the engine's counters, for
    /// profilers and for a quick look.
    static func runProfileIfRequested(_ arguments: [String]) -> Bool {
        guard let index = arguments.firstIndex(of: "--profile-labels") else { return false }
        let count = arguments.count > index + 1 ? Int(arguments[index + 1]) ?? 1000 : 1000
        let wrapping = arguments.contains("wrap")
        // `fixed`: the library's fixed metrics instead of Pango, to tell text measuring from layout.
        TextMeasurers.current = arguments.contains("fixed") ? FixedMetricsTextMeasurer() : PangoTextMeasurer()
        let start = now()
        let root = make(count: count, wrapping: wrapping)
        root.layoutIfNeeded()
        let built = now()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 667)
        root.layoutIfNeeded()
        let resized = now()
        let statistics = root.layoutStatistics
        print(
            "labels N=\(count) \(wrapping ? "wrapping" : "single line"): build \(formatDuration(built - start)), "
                + "resize \(formatDuration(resized - built)); \(statistics)")
        return true
    }
}

/// The label rows: Pango against the fixed-metrics measurer (what real text costs), and wrapping
/// against single-line labels measured by Pango (what the second pass costs), built and resized, for
/// the sizes up to 1,000.
func addLabelRows(options: BenchmarkOptions, report: inout Report) {
    guard options.runs("labels") else { return }
    print("\nLabels: N labels in one column measured by Pango (build = views, constraints, first layout at 375 wide;")
    print("resize = to 320 wide); the second pass is wrapping labels against single-line ones")
    for count in options.sizes where count <= 1000 {
        var pango = (build: Samples(), resize: Samples())
        var fixed = (build: Samples(), resize: Samples())
        var wrapping = (build: Samples(), resize: Samples())
        for _ in 0..<max(1, options.repetitions(for: count) / 2) {
            let single = LabelColumn.measure(count: count, wrapping: false, measurer: PangoTextMeasurer())
            pango.build.values.append(single.build)
            pango.resize.values.append(single.resize)
            let plain = LabelColumn.measure(count: count, wrapping: false, measurer: FixedMetricsTextMeasurer())
            fixed.build.values.append(plain.build)
            fixed.resize.values.append(plain.resize)
            let wrapped = LabelColumn.measure(count: count, wrapping: true, measurer: PangoTextMeasurer())
            wrapping.build.values.append(wrapped.build)
            wrapping.resize.values.append(wrapped.resize)
        }
        for (metric, ours, peer) in [("build", pango.build, fixed.build), ("resize", pango.resize, fixed.resize)] {
            report.add(
                Row(
                    scenario: "labels", configuration: "Pango, one line", count: count, metric: metric, ours: .of(ours),
                    peerName: "fixed-metrics measurer", peer: .of(peer)))
        }
        for (metric, ours, peer) in [
            ("build", wrapping.build, pango.build), ("resize", wrapping.resize, pango.resize),
        ] {
            report.add(
                Row(
                    scenario: "labels", configuration: "Pango, wrapping", count: count, metric: metric, ours: .of(ours),
                    peerName: "Pango, one line", peer: .of(peer)))
        }
    }
}
