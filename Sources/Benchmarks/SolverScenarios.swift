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

/// One kiwi peer's samples across the alternating runs, or why it has none.
struct KiwiPeerSamples {
    let name: String
    let engine: KiwiPeer.Engine
    var result = KiwiResult()
    var failure: String?
}

/// Runs ours, native kiwi and kiwi through Python alternately on one system and adds the rows.
func compareWithKiwi(
    _ spec: SystemSpec, scenario: String, configuration: String, count: Int, options: BenchmarkOptions,
    report: inout Report, kiwiGaveUp: inout [String: Bool]
) throws {
    var ours = (build: Samples(), resize: Samples(), refresh: Samples())
    var peers = [
        KiwiPeerSamples(
            name: "kiwi C++", engine: KiwiPeer.nativeDriver.map { .native(driver: $0) } ?? .python,
            failure: KiwiPeer.nativeDriver == nil ? "not built (scripts/peers/build-kiwi-native failed)" : nil),
        KiwiPeerSamples(name: "kiwi Python", engine: .python),
    ]
    for index in peers.indices {
        if kiwiGaveUp[peers[index].name] == true {
            peers[index].failure = "over \(formatDuration(options.timeLimit)) at a smaller size"
        }
        if !options.kiwi { peers[index].failure = "not run (--no-kiwi)" }
    }
    // Untimed: the first system of a new size grows the heap (fresh pages from the kernel), which made
    // the first samples at 10,000 cells up to twice as slow as the rest.
    if count >= 1000 { _ = try measureOurs(spec) }
    for _ in 0..<options.repetitions(for: count) {
        let result = try measureOurs(spec)
        ours.build.values.append(result.build)
        ours.resize.values.append(result.resize)
        if let refresh = result.refresh { ours.refresh.values.append(refresh) }
        for index in peers.indices where peers[index].failure == nil {
            // The native driver builds once untimed first, so its times are warm, as ours are.
            let run = KiwiPeer.run(
                spec, engine: peers[index].engine, repetitions: 1, warmups: count <= 1000 ? 2 : 0,
                resizeRounds: count >= 10_000 ? 20 : 200, timeLimit: options.timeLimit)
            if let failure = run.failure {
                peers[index].failure = failure
                kiwiGaveUp[peers[index].name] = true
                continue
            }
            if let checked = run.checked, let check = spec.check,
                abs(checked - check.value) > 1e-6 * max(1, check.value)
            {
                report.notes.append(
                    "\(peers[index].name)'s solution for \(spec.name) is wrong: \(checked) instead of \(check.value)")
            }
            var kiwi = peers[index].result
            kiwi.build.values += run.build.values
            kiwi.resize.values += run.resize.values
            kiwi.bindingPerCall = run.bindingPerCall ?? kiwi.bindingPerCall
            kiwi.calls = run.calls
            kiwi.peakRSSKiB = run.peakRSSKiB
            kiwi.refreshValues += run.refreshValues
            peers[index].result = kiwi
        }
    }
    for peer in peers {
        func measurement(_ samples: Samples) -> Measurement {
            peer.failure.map { Measurement.missing($0) } ?? .of(samples)
        }
        var refresh = Samples()
        refresh.values = peer.result.refreshValues
        var metrics = [("build", ours.build, peer.result.build), ("resize", ours.resize, peer.result.resize)]
        if spec.refreshFrom != nil { metrics.append(("refresh", ours.refresh, refresh)) }
        for (metric, mine, theirs) in metrics {
            report.add(
                Row(
                    scenario: scenario, configuration: configuration, count: count, metric: metric, ours: .of(mine),
                    peerName: peer.name, peer: measurement(theirs)))
        }
        let kiwi = peer.result
        if let binding = kiwi.bindingPerCall, count == 9 || count == 10_000 {
            report.notes.append(
                "kiwi's Python binding costs \(formatDuration(binding)) per call: \(kiwi.calls.build) calls per build "
                    + "(\(formatDuration(binding * Double(kiwi.calls.build)))), \(kiwi.calls.resize) per resize "
                    + "(\(formatDuration(binding * Double(kiwi.calls.resize)))) of \(spec.name)'s kiwi times")
        }
        if count == 10_000, let rss = kiwi.peakRSSKiB {
            report.memory.append(("\(peer.name) process, \(spec.name), \(configuration)", rss))
        }
    }
}
