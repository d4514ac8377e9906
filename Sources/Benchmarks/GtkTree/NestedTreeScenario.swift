// The nested-tree rows of the report: resizes and builds against closed form, switches against 50 ms.

import Foundation

/// Runs the nested-tree scenario at the sizes of `options` (100 views and up) and adds its rows, notes and
/// memory to `report`. Returns the failures (wrong frames, crashes), which the run must not hide.
@MainActor
func runNestedTreeScenario(options: BenchmarkOptions, report: inout Report) -> [String] {
    let sizes = options.sizes.filter { $0 >= 100 }
    guard !sizes.isEmpty else { return [] }
    print("\nGTK: a nested tree (root → sections → rows → label and box) of N views in a window, shown through")
    print("ViewRenderer, against the same widgets placed by closed-form code; build = views and constraints to")
    print("the first allocation, resize = one allocation of the tree at a new width (every widget placed);")
    print("resize CPU = the same resizes in the thread's CPU time, which a preempting process does not add to")
    var failures: [String] = []
    func measurement(_ result: GtkPeers.PeerResult, _ samples: Samples?) -> Measurement {
        if result.overLimit { return .missing("over \(formatDuration(options.timeLimit))") }
        if let failure = result.failure { return .missing("FAILED: " + failure) }
        return samples.map { .of($0) } ?? .missing("–")
    }
    for count in sizes {
        let repetitions = options.smoke ? 1 : count >= 10_000 ? 2 : 3
        let ours = NestedTreePeers.resizes(
            views: count, kind: .ourRenderer, repetitions: repetitions, timeLimit: options.timeLimit)
        let closed = NestedTreePeers.resizes(
            views: count, kind: .closedForm, repetitions: repetitions, timeLimit: options.timeLimit)
        let shape = NestedTreeShape(views: count)
        for (name, result) in [("ours", ours), ("closed form", closed)] {
            if let failure = result.peer.failure { failures.append("nested tree N=\(count), \(name): \(failure)") }
        }
        var agreement = "frames not compared"
        if ours.peer.failure == nil && closed.peer.failure == nil {
            if let mismatch = NestedTreePeers.mismatch(ours, closed) {
                failures.append("nested tree N=\(count): \(mismatch)")
            } else {
                agreement = "every widget at the same pixels in both (digests equal), 0 px off closed form"
            }
        }
        let configuration = "3 levels"
        for metric in ["build", "resize", "resize CPU"] {
            let pick = { (result: NestedTreePeers.TreeResult) in
                switch metric {
                case "build": result.peer.build
                case "resize": result.peer.resize
                default: result.resizeCPU
                }
            }
            report.add(
                Row(
                    scenario: "GTK nested tree", configuration: configuration, count: count, metric: metric,
                    ours: measurement(ours.peer, pick(ours)), peerName: "closed-form frames",
                    peer: measurement(closed.peer, pick(closed))))
        }
        let steps = ours.peer.phases.map { "\($0.name) \(formatDuration($0.samples.median))" }
        report.notes.append(
            "GTK nested tree N=\(count): \(shape.viewCount) views (\(shape.sections) sections of "
                + "\(shape.rowsPerSection) rows); \(agreement); our build's steps: \(steps.joined(separator: ", "))")
        if count == sizes.max(), count >= 1000 {
            report.memory.append(("GTK nested tree with our renderer, N=\(count)", ours.peer.peakRSSKiB))
            report.memory.append(("GTK nested tree with closed-form frames, N=\(count)", closed.peer.peakRSSKiB))
        }
    }

    // Two previews of 1,000 views (or the smallest size when 1,000 is not asked for, as in --smoke).
    let views = sizes.contains(1000) ? 1000 : sizes.min()!
    print("\nGTK: switching between two previews of \(views) views (body, show(_:), the layout pass), against 50 ms")
    let switching = NestedTreePeers.switches(
        views: views, rounds: options.smoke ? 4 : 20, timeLimit: options.timeLimit)
    var budget = Samples()
    budget.values = [0.05]
    func switchMeasurement(_ samples: Samples?) -> Measurement {
        if let failure = switching.failure { return .missing("FAILED: " + failure) }
        return samples.map { .of($0) } ?? .missing("–")
    }
    report.add(
        Row(
            scenario: "preview switch", configuration: "two trees", count: views, metric: "switch",
            ours: switchMeasurement(switching.switches), peerName: "a 50 ms budget", peer: .of(budget)))
    report.add(
        Row(
            scenario: "preview switch", configuration: "two trees", count: views, metric: "switch to screen",
            ours: switchMeasurement(switching.toScreen), peerName: "a 50 ms budget", peer: .of(budget)))
    let steps = switching.phases.map { "\($0.name) \(formatDuration($0.samples.median))" }
    report.notes.append(
        "preview switch N=\(views): steps \(steps.joined(separator: ", ")); "
            + "\(switching.widgetsCreated.map(String.init) ?? "–") widgets made in all")
    if let failure = switching.failure { failures.append("preview switch N=\(views): \(failure)") }
    return failures
}
