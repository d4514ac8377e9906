// Benchmarks of the solver and the layout engine side by side with kiwi and GTK's own constraint layout:
// `swift run -c release benchmarks` (GTK scenarios need a display: `xvfb-run -a`).

import Cartography
import Cassowary
import Foundation
import ViewRendering

let arguments = CommandLine.arguments
if MemoryProbe.runChildIfRequested(arguments) { exit(0) }
if GtkPeers.runChildIfRequested(arguments: arguments) { exit(0) }
if LabelColumn.runProfileIfRequested(arguments) { exit(0) }
if CallgrindScenarios.runIfRequested(arguments) { exit(0) }

if arguments.contains("--profile-words") {
    // For profilers and a quick look: the gallery's Words demo built and laid out once, with the engine's counters.
    let pango = !arguments.contains("fixed")
    let time = try measureWords(measurer: pango ? PangoTextMeasurer() : FixedMetricsTextMeasurer()) { root in
        print("Words, \(pango ? "Pango" : "fixed metrics"): \(root.layoutStatistics)")
    }
    print("build + one layout: \(formatDuration(time))")
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-report") {
    // For profilers: the layout report of the seed's grid with N cells, over and over.
    let count = Int(arguments[index + 1]) ?? 1000
    let controller = GridController(count: count, columns: 3)
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    _ = controller.view.layoutDiagnostics().report
    let start = now()
    for _ in 0..<20 { _ = controller.view.layoutDiagnostics().report }
    print("report N=\(count): \(formatDuration((now() - start) / 20))")
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-read-frames") {
    let count = Int(arguments[index + 1]) ?? 10_000
    let controller = GridController(count: count, columns: 3)
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    let cells = controller.showView.subviews
    var layout = 0.0
    var read = 0.0
    var sink = 0.0
    for round in 0..<200 {
        let t0 = now()
        controller.view.frame.size = round % 2 == 0 ? CGSize(width: 800, height: 600) : CGSize(width: 375, height: 667)
        controller.view.layoutIfNeeded()
        let t1 = now()
        for cell in cells { sink += cell.frame.minX }
        read += now() - t1
        layout += t1 - t0
    }
    print(
        "N=\(count): layout \(formatDuration(layout / 200)), reading frames \(formatDuration(read / 200)) \(sink > 0)")
    exit(0)
}
if let index = arguments.firstIndex(of: "--profile-build") {
    // For profilers (perf, callgrind): builds the C=3 grid of N cells over and over.
    let count = Int(arguments[index + 1]) ?? 1000
    let spec = GridShape.spec(count: count, columns: 3, editsFirst: true)
    let variables = spec.variableNames.map { Variable($0) }
    let constraints = spec.makeConstraints(variables)
    let rounds = max(1, 2_000_000 / count)
    let start = now()
    for _ in 0..<rounds { _ = try spec.build(variables, constraints) }
    print("build N=\(count): \(formatDuration((now() - start) / Double(rounds)))")
    exit(0)
}

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments)
} catch {
    print((error as? OptionError)?.message ?? "\(error)")
    exit(arguments.contains("--help") || arguments.contains("-h") ? 0 : 2)
}

let machine = machineDescription()
print("Benchmarks on \(machine), \(Date())")
print("Times are medians (min–max) of alternating runs; ours/peer below 1 means ours is faster.\n")
var report = Report()

// 1. The solver on the grid of N cells, against kiwi.
print("Solver: the grid of N cells (build + first solve, one resize, one refresh)")
for rule in ["3", "sqrt"] where options.runs("solver") {
    for editsFirst in [true, false] {
        var kiwiGaveUp: [String: Bool] = [:]
        for count in options.sizes {
            let columns = GridShape.columns(for: count, rule: rule)
            let configuration = "C=\(rule) edit \(editsFirst ? "first" : "last")"
            try compareWithKiwi(
                GridShape.spec(count: count, columns: columns, editsFirst: editsFirst), scenario: "solver grid",
                configuration: configuration, count: count, options: options, report: &report, kiwiGaveUp: &kiwiGaveUp)
        }
    }
}

// 2. kiwi's own benchmark shape.
print("\nSolver: the enaml-like form (37 variables, 111 constraints, resized through six window sizes)")
let enaml = EnamlShape.spec()
let counts = enaml.counts
precondition(
    enaml.variableNames.count == 37 && enaml.constraints.count == 111 && counts.greater == 67 && counts.equal == 42
        && counts.less == 2 && counts.required == 57, "the enaml-like form lost its shape: \(counts)")
var kiwiGaveUpOnEnaml: [String: Bool] = [:]
if options.runs("enaml") {
    try compareWithKiwi(
        enaml, scenario: "solver enaml", configuration: "form", count: 37, options: options, report: &report,
        kiwiGaveUp: &kiwiGaveUpOnEnaml)
}

// 2b. The first build in a fresh process, as whole processes: ours (`first-build`) against kiwi's C++.
if options.runs("first") {
    print("\nSolver: the first build in a fresh process (start, build N = 9, exit), against kiwi's C++ driver")
    runFirstBuildScenario(options: options, report: &report)
}

// 3. Batch adding against one by one.
print("\nSolver: adding constraints in one batch against one by one (grid, C=3)")
for count in options.sizes where options.runs("batch") {
    let spec = GridShape.spec(count: count, columns: 3, editsFirst: true)
    var batch = Samples()
    var single = Samples()
    for _ in 0..<options.repetitions(for: count) {
        batch.values.append(try measureOurs(spec, batch: true).build)
        single.values.append(try measureOurs(spec, batch: false).build)
    }
    report.add(
        Row(
            scenario: "solver add", configuration: "batch", count: count, metric: "build", ours: .of(batch),
            peerName: "ours one by one", peer: .of(single)))
}

// 4. The DSL's overhead: the seed's constrain blocks against raw solver calls.
print("\nDSL: the seed's constrain blocks for N cells through Cartography, against raw solver calls")
for count in options.sizes where options.runs("dsl") {
    var dsl = (build: Samples(), resize: Samples(), refresh: Samples())
    var raw = (build: Samples(), resize: Samples(), refresh: Samples())
    let spec = SeedSystem.spec(count: count, columns: 3)
    for _ in 0..<options.repetitions(for: count) {
        let ours = measureDSL(count: count, columns: 3)
        dsl.build.values.append(ours.build)
        dsl.resize.values.append(ours.resize)
        dsl.refresh.values.append(ours.refresh)
        let solver = try measureOurs(spec)
        raw.build.values.append(solver.build)
        raw.resize.values.append(solver.resize)
        if let refresh = solver.refresh { raw.refresh.values.append(refresh) }
    }
    for (metric, a, b) in [
        ("build", dsl.build, raw.build), ("resize", dsl.resize, raw.resize), ("refresh", dsl.refresh, raw.refresh),
    ] {
        report.add(
            Row(
                scenario: "DSL", configuration: "C=3", count: count, metric: metric, ours: .of(a),
                peerName: "raw solver", peer: .of(b)))
    }
}

// 5. Diagnostics: a full report (conflicts, ambiguity, broken priorities, the text) against a frame.
print("\nDiagnostics: the full layout report of the seed's grid with N cells, against a 60 Hz frame (16.7 ms)")
for count in options.sizes where options.runs("diagnostics") {
    let controller = GridController(count: count, columns: 3)
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    var first = Samples()
    var later = Samples()
    let start = now()
    _ = controller.view.layoutDiagnostics().report
    first.values.append(now() - start)
    for _ in 0..<options.repetitions(for: count) {
        let begin = now()
        _ = controller.view.layoutDiagnostics().report
        later.values.append(now() - begin)
    }
    var frame = Samples()
    frame.values = [1.0 / 60]
    report.add(
        Row(
            scenario: "diagnostics", configuration: "first report", count: count, metric: "report", ours: .of(first),
            peerName: "a 60 Hz frame", peer: .of(frame)))
    report.add(
        Row(
            scenario: "diagnostics", configuration: "later reports", count: count, metric: "report", ours: .of(later),
            peerName: "a 60 Hz frame", peer: .of(frame)))
}

// 6. GTK: N drawing areas placed after a resize, by our engine, by closed-form code, by GtkConstraintLayout.
if options.gtk && GtkPeers.hasDisplay && options.runs("first") {
    print("\nThe previewer (release) from exec to its first frame on screen, nine-grid, as a process")
    runPreviewerFirstFrameScenario(options: options, report: &report)
}
if options.gtk && GtkPeers.hasDisplay && options.runs("gtk") {
    print("\nGTK: the grid's N drawing areas in a window: ours (Cartography) against GtkConstraintLayout and")
    print("closed-form frames (the limit); build = views and constraints to the first allocation, resize = one")
    print("allocation pass at a new width (every child allocated)")
    for rule in ["3", "sqrt"] {
        var gtkGaveUp = false
        for count in options.sizes {
            let columns = GridShape.columns(for: count, rule: rule)
            let repetitions = options.smoke ? 1 : count >= 10_000 ? 2 : 3
            func run(_ placement: GtkPeers.Placement) -> GtkPeers.PeerResult {
                GtkPeers.endToEndRelayout(
                    count: count, columns: columns, placement: placement, repetitions: repetitions,
                    timeLimit: options.timeLimit)
            }
            let ours = run(.ourEngine)
            let closed = run(.closedForm)
            let gtk: GtkPeers.PeerResult? = gtkGaveUp ? nil : run(.gtkConstraintLayout)
            if gtk?.overLimit ?? true { gtkGaveUp = true }
            func measurement(_ result: GtkPeers.PeerResult?, _ samples: Samples?) -> Measurement {
                guard let result else { return .missing("over \(formatDuration(options.timeLimit)) at a smaller size") }
                if result.overLimit { return .missing("over \(formatDuration(options.timeLimit))") }
                if let failure = result.failure { return .missing(failure) }
                return samples.map { .of($0) } ?? .missing("–")
            }
            let configuration = "C=\(rule)"
            report.add(
                Row(
                    scenario: "GTK end to end", configuration: configuration, count: count, metric: "build",
                    ours: measurement(ours, ours.build), peerName: "GtkConstraintLayout",
                    peer: measurement(gtk, gtk?.build)))
            report.add(
                Row(
                    scenario: "GTK end to end", configuration: configuration, count: count, metric: "resize",
                    ours: measurement(ours, ours.resize), peerName: "GtkConstraintLayout",
                    peer: measurement(gtk, gtk?.resize)))
            report.add(
                Row(
                    scenario: "GTK end to end", configuration: configuration, count: count, metric: "resize",
                    ours: measurement(ours, ours.resize), peerName: "closed-form frames",
                    peer: measurement(closed, closed.resize)))
            if let note = ours.note, count == options.sizes.last { report.notes.append(note) }
            if count == options.sizes.max(), count >= 1000 {
                report.memory.append(("GTK window with our engine, N=\(count) C=\(rule)", ours.peakRSSKiB))
                report.memory.append(("GTK window with closed-form frames, N=\(count) C=\(rule)", closed.peakRSSKiB))
                report.memory.append(
                    (
                        "GTK window with GtkConstraintLayout, N=\(count) C=\(rule)",
                        gtk?.overLimit == false ? gtk?.peakRSSKiB : nil
                    ))
            }
        }
    }
}

// 7. GTK: a nested tree through ViewRenderer against closed-form frames; switching previews.
var failures: [String] = []
if options.gtk && GtkPeers.hasDisplay && options.runs("tree") {
    failures = runNestedTreeScenario(options: options, report: &report)
} else if options.gtk {
    report.notes.append("GTK scenarios skipped: no display (run under xvfb-run -a)")
}

// Labels measured by Pango (LabelScenarios.swift).
addLabelRows(options: options, report: &report)

// A 10,000-row self-sizing table (TableScenarios.swift).
addTableRows(options: options, report: &report)

// 8. Peak memory at 10,000 cells (the target: solver and DSL together under 100 MB), each in a fresh child
// process, as the peak and as its growth over the child before it built anything.
if options.runs("memory"), !options.smoke {
    let count = 10_000
    for (kind, what) in [
        ("solver", "solver alone, grid C=3"), ("dsl-build", "views + DSL + solver, grid built and laid out"),
        ("dsl", "views + DSL + solver, through a refresh (two generations of cells alive)"),
    ] {
        let measured = MemoryProbe.measureGrowth(kind, count: count)
        report.memory.append(("\(what), N=\(count): peak", measured?.peak))
        report.memory.append(("\(what), N=\(count): above the process at start", measured?.growth))
    }
}

// Issue 27's targets, each with today's value and the target (TargetScenarios.swift).
if options.runs("targets") {
    let targets = try runTargetScenarios(options: options)
    report.notes += targets.map(\.line)
}

report.printSummary()
report.writeJSON(to: options.jsonPath, machine: machine)
// Wrong frames are a broken renderer, not a slow one: say so last and fail the run (CI runs --smoke).
for failure in failures { print("FAILED: \(failure)") }
if !failures.isEmpty { exit(1) }
