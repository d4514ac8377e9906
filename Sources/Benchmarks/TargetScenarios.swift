// Issue 27's targets: the rows users feel (the DSL over the raw solver, text-heavy screens, small systems
// against kiwi, memory), each printed with its value now, the value measured before the work and the target.

import Cartography
import Foundation
import Gallery
import ViewRendering

/// One target row: what is measured now, what it was when the work began, and the goal.
struct TargetRow {
    /// How a row's value is read and compared with its target.
    enum Unit {
        /// ours / peer, lower is better.
        case ratio
        /// Seconds, lower is better.
        case seconds
        /// KiB of resident memory, lower is better.
        case kibibytes
    }

    var name: String
    var unit: Unit
    /// The median now, or nil with a reason in `missing`.
    var now: Double?
    var missing: String?
    /// The value before issue 27's work: main at 0988d24, the median of five runs of this section on the
    /// shared two-core VM (`scripts/target-table`, 2026-12-02; see BENCHMARKS.md).
    var today: Double
    var target: Double

    func format(_ value: Double) -> String {
        switch unit {
        case .ratio: String(format: "%.2f×", value)
        case .seconds: formatDuration(value)
        case .kibibytes: String(format: "%.0f MB", value / 1024)
        }
    }

    var line: String {
        let measured = now.map(format) ?? (missing ?? "–")
        let verdict = now.map { $0 <= target ? "met" : "not met" } ?? "–"
        return "  \(name): now \(measured) | today \(format(today)) | target ≤ \(format(target)) | \(verdict)"
    }
}

/// The raw-solver baseline of the DSL rows with what the DSL adds for each label: its content-size
/// constraints (hugging at 250, compression resistance at 750, on both axes), at the label's own size.
enum SeedSystemWithContentSizes {
    static func spec(count: Int, columns: Int) -> SystemSpec {
        var spec = SeedSystem.spec(count: count, columns: columns)
        let label = Label()
        for index in 0..<count {
            label.text = "\(index)"
            let size = label.intrinsicContentSize
            // SeedSystem names each cell's variables x, y, w, h in this order after the root's six.
            let width = 6 + 4 * index + 2
            let height = width + 1
            for (variable, metric) in [(width, Double(size.width)), (height, Double(size.height))] {
                spec.add([(variable, 1)], -metric, .lessThanOrEqual, .weak)
                spec.add([(variable, 1)], -metric, .greaterThanOrEqual, .strong)
            }
        }
        return spec
    }
}

/// Build + first layout of the gallery's Words demo (1,200 labels, eight columns) at 375 × 667.
@MainActor
func measureWords(measurer: any TextMeasurer, inspect: (View) -> Void = { _ in }) throws -> Double {
    let previous = TextMeasurers.current
    TextMeasurers.current = measurer
    defer { TextMeasurers.current = previous }
    guard let preview = Gallery.providers.lazy.flatMap({ $0.previews }).first(where: { $0.name.hasPrefix("Words") })
    else { throw OptionError(message: "the gallery has no Words preview") }
    var context = PreviewContext()
    let start = now()
    let root = try preview.makeContent(in: &context).rootView
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    root.layoutIfNeeded()
    let time = now() - start
    precondition(root.subviews.count == 1200 && root.subviews[1199].frame.height == 18, "Words laid out wrongly")
    inspect(root)
    return time
}

/// Measures every target row (`--only targets`), five runs each, and prints them with today's value and
/// the target.
@MainActor
func runTargetScenarios(options: BenchmarkOptions) throws -> [TargetRow] {
    let runs = options.smoke ? 1 : 5
    var rows: [TargetRow] = []
    func add(_ row: TargetRow) {
        rows.append(row)
        print(row.line)
        fflush(nil)
    }
    print("\nIssue 27's targets (medians of \(runs) runs; today = main before the work, 2026-12-02)")

    // The DSL against the raw solver with the same constraints, and what the content sizes add to the raw side.
    for count in [100, 1000] {
        var dsl = (build: Samples(), refresh: Samples())
        var raw = (build: Samples(), refresh: Samples())
        var bare = (build: Samples(), refresh: Samples())
        let same = SeedSystemWithContentSizes.spec(count: count, columns: 3)
        let without = SeedSystem.spec(count: count, columns: 3)
        for _ in 0..<runs {
            let ours = measureDSL(count: count, columns: 3)
            dsl.build.values.append(ours.build)
            dsl.refresh.values.append(ours.refresh)
            let solver = try measureOurs(same, batch: true)
            raw.build.values.append(solver.build)
            raw.refresh.values.append(solver.refresh ?? .nan)
            let plain = try measureOurs(without, batch: true)
            bare.build.values.append(plain.build)
            bare.refresh.values.append(plain.refresh ?? .nan)
        }
        let today: [String: Double] = ["build100": 5.44, "refresh100": 4.32, "build1000": 5.98, "refresh1000": 6.79]
        for (metric, ours, peer, plain) in [
            ("build", dsl.build, raw.build, bare.build), ("refresh", dsl.refresh, raw.refresh, bare.refresh),
        ] {
            add(
                TargetRow(
                    name: "DSL \(metric) over raw (same constraints), N=\(count)", unit: .ratio,
                    now: ours.median / peer.median, today: today["\(metric)\(count)"]!, target: 2))
            print(
                "    DSL \(formatDuration(ours.median)), raw with content sizes \(formatDuration(peer.median)), "
                    + "raw without \(formatDuration(plain.median)): the content sizes cost the raw solver "
                    + String(format: "%.2f×", peer.median / plain.median) + ", the DSL over the bare raw system "
                    + String(format: "%.2f×", ours.median / plain.median))
        }
    }

    // Text-heavy screens, measured by Pango.
    var words = Samples()
    var chain = Samples()
    for _ in 0..<runs {
        words.values.append(try measureWords(measurer: PangoTextMeasurer()))
        chain.values.append(LabelColumn.measure(count: 1000, wrapping: false, measurer: PangoTextMeasurer()).build)
    }
    add(
        TargetRow(
            name: "Words (1,200 labels), build + one layout, Pango", unit: .seconds, now: words.median, today: 0.0452,
            target: 0.08))
    add(
        TargetRow(
            name: "chain of 1,000 labels, build, Pango", unit: .seconds, now: chain.median, today: 1.47, target: 0.05))

    // Small systems against kiwi's C++.
    if let driver = KiwiPeer.nativeDriver, options.kiwi {
        let spec = GridShape.spec(count: 9, columns: 3, editsFirst: true)
        var ours = Samples()
        var kiwi = Samples()
        var failure: String?
        // Alternating, as the solver section does: one warm build of ours, one of kiwi's after two warm-ups.
        for _ in 0..<(options.smoke ? 2 : 15) where failure == nil {
            ours.values.append(try measureOurs(spec).build)
            let run = KiwiPeer.run(
                spec, engine: .native(driver: driver), repetitions: 1, warmups: 2, resizeRounds: 2,
                timeLimit: options.timeLimit)
            failure = run.failure
            kiwi.values += run.build.values
        }
        add(
            TargetRow(
                name: "nine-cell grid, warm build, over kiwi C++", unit: .ratio,
                now: failure == nil ? ours.median / kiwi.median : nil, missing: failure, today: 2.43, target: 1))
    } else {
        add(
            TargetRow(
                name: "nine-cell grid, warm build, over kiwi C++", unit: .ratio, missing: "kiwi C++ not built",
                today: 2.43, target: 1))
    }
    var first = Report()
    runFirstBuildScenario(options: options, report: &first)
    let process = first.rows.first
    add(
        TargetRow(
            name: "first build in a fresh process, over kiwi C++", unit: .ratio, now: process?.ratio,
            missing: process?.peer.missing ?? process?.ours.missing, today: 1.25, target: 1))

    // Memory, in a fresh child.
    if !options.smoke {
        let peak = MemoryProbe.measureGrowth("dsl-build", count: 10_000)?.peak
        add(
            TargetRow(
                name: "memory, 10,000 cells built (peak RSS)", unit: .kibibytes, now: peak.map(Double.init),
                today: 124 * 1024, target: 60 * 1024))
    }
    print("  save → new frames: scripts/reload-latency (today 0.48 s --source, 1.7 s --package; targets 0.4 s, 0.8 s)")
    return rows
}
