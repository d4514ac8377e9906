// Ours against kiwi on the same systems: build + first solve, one resize, one refresh.

import Cassowary
import Foundation

/// Our solver's times for one system: build + first solve, mean resize, one refresh.
func measureOurs(_ spec: SystemSpec, batch: Bool = false) throws -> (build: Double, resize: Double, refresh: Double?) {
    let variables = spec.variableNames.map { Variable($0) }
    let constraints = spec.makeConstraints(variables)
    let start = now()
    let solver = try spec.build(variables, constraints, batch: batch)
    let build = now() - start
    if let check = spec.check {
        precondition(abs(variables[check.variable].value - check.value) < 1e-6 * max(1, check.value), "wrong solution")
    }
    let rounds = max(6, min(3000, 300_000 / max(1, spec.constraints.count)))
    let resizeStart = now()
    for round in 0..<rounds { try spec.resize(solver, variables, round: round) }
    let resize = (now() - resizeStart) / Double(rounds)
    var refresh: Double?
    if let groupStart = spec.refreshFrom {
        let replacement = Array(spec.makeConstraints(variables)[groupStart...])
        let refreshStart = now()
        try spec.refresh(solver, old: constraints, replacement: replacement)
        refresh = now() - refreshStart
    }
    return (build, resize, refresh)
}

/// Runs ours and kiwi alternately on one system and adds the rows.
func compareWithKiwi(
    _ spec: SystemSpec, scenario: String, configuration: String, count: Int, options: BenchmarkOptions,
    report: inout Report, kiwiGaveUp: inout Bool
) throws {
    var ours = (build: Samples(), resize: Samples(), refresh: Samples())
    var kiwi = KiwiResult()
    var kiwiFailure: String? = kiwiGaveUp ? "over \(formatDuration(options.timeLimit)) at a smaller size" : nil
    if !options.kiwi { kiwiFailure = "not run (--no-kiwi)" }
    // Untimed: the first system of a new size grows the heap (fresh pages from the kernel), which made
    // the first samples at 10,000 cells up to twice as slow as the rest.
    if count >= 1000 { _ = try measureOurs(spec) }
    for _ in 0..<options.repetitions(for: count) {
        let result = try measureOurs(spec)
        ours.build.values.append(result.build)
        ours.resize.values.append(result.resize)
        if let refresh = result.refresh { ours.refresh.values.append(refresh) }
        guard kiwiFailure == nil else { continue }
        let run = KiwiPeer.run(
            spec, repetitions: 1, resizeRounds: count >= 10_000 ? 20 : 200, timeLimit: options.timeLimit)
        if let failure = run.failure {
            kiwiFailure = failure
            kiwiGaveUp = true
            continue
        }
        if let checked = run.checked, let check = spec.check, abs(checked - check.value) > 1e-6 * max(1, check.value) {
            report.notes.append("kiwi's solution for \(spec.name) is wrong: \(checked) instead of \(check.value)")
        }
        kiwi.build.values += run.build.values
        kiwi.resize.values += run.resize.values
        kiwi.bindingPerCall = run.bindingPerCall
        kiwi.calls = run.calls
        kiwi.peakRSSKiB = run.peakRSSKiB
        kiwi.refreshValues += run.refreshValues
    }
    func peer(_ samples: Samples) -> Measurement {
        kiwiFailure.map { Measurement.missing($0) } ?? .of(samples)
    }
    report.add(
        Row(
            scenario: scenario, configuration: configuration, count: count, metric: "build", ours: .of(ours.build),
            peerName: "kiwi", peer: peer(kiwi.build)))
    report.add(
        Row(
            scenario: scenario, configuration: configuration, count: count, metric: "resize", ours: .of(ours.resize),
            peerName: "kiwi", peer: peer(kiwi.resize)))
    if spec.refreshFrom != nil {
        var refresh = Samples()
        refresh.values = kiwi.refreshValues
        report.add(
            Row(
                scenario: scenario, configuration: configuration, count: count, metric: "refresh",
                ours: .of(ours.refresh), peerName: "kiwi", peer: peer(refresh)))
    }
    if let binding = kiwi.bindingPerCall, count == 9 || count == 10_000 {
        report.notes.append(
            "kiwi's Python binding costs \(formatDuration(binding)) per call: \(kiwi.calls.build) calls per build "
                + "(\(formatDuration(binding * Double(kiwi.calls.build)))), \(kiwi.calls.resize) per resize "
                + "(\(formatDuration(binding * Double(kiwi.calls.resize)))) of \(spec.name)'s kiwi times")
    }
    if count == 10_000, let rss = kiwi.peakRSSKiB {
        report.memory.append(("kiwi (Python process), \(spec.name), \(configuration)", rss))
    }
}
