// Fixed amounts of work for callgrind, whose instruction counts repeat on this noisy machine where times
// do not: `benchmarks --callgrind-scenario NAME` (scripts/callgrind-counts runs them all and records the counts).

import Cartography
import Cassowary
import Foundation

enum CallgrindScenarios {
    static let flag = "--callgrind-scenario"
    /// How many times a scenario runs its measured work: counts are divided by this (the heavy text scenarios
    /// run once: their counts barely vary, and under callgrind each run takes a minute).
    static func rounds(of name: String) -> Int { name.hasPrefix("label-") || name.hasPrefix("words-") ? 1 : 10 }

    /// Each scenario: one warm-up run outside `measured`, then `rounds(of:)` runs inside it.
    static let all: [(name: String, run: @Sendable () throws -> Void)] = [
        ("solver-build-9", { try solverBuild(count: 9) }),
        ("solver-build-1000", { try solverBuild(count: 1000) }),
        ("solver-resize-1000", { try solverResize(count: 1000) }),
        ("raw-seed-build-1000", { try rawSeedBuild(count: 1000) }),
        ("dsl-build-9", { dslBuild(count: 9) }),
        ("dsl-build-100", { dslBuild(count: 100) }),
        ("dsl-refresh-100", { dslRefresh(count: 100) }),
        ("dsl-resize-100", { dslResize(count: 100) }),
        ("dsl-build-1000", { dslBuild(count: 1000) }),
        ("dsl-refresh-1000", { dslRefresh(count: 1000) }),
        ("label-chain-1000", { labelChain(count: 1000) }),
        ("words-1200", { try words() }),
    ]

    /// The scenario being run, for `measured`.
    nonisolated(unsafe) static var current = ""

    /// Runs the scenario named by the arguments (`--callgrind-rounds NAME` prints its rounds instead);
    /// false if they name none.
    static func runIfRequested(_ arguments: [String]) -> Bool {
        if let index = arguments.firstIndex(of: "--callgrind-rounds"), index + 1 < arguments.count {
            print(rounds(of: arguments[index + 1]))
            return true
        }
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return false }
        current = arguments[index + 1]
        guard let scenario = all.first(where: { $0.name == arguments[index + 1] }) else {
            print("unknown scenario; one of: \(all.map(\.name).joined(separator: " "))")
            exit(2)
        }
        do {
            try scenario.run()
        } catch {
            print("failed: \(error)")
            exit(1)
        }
        return true
    }

    /// callgrind collects only inside this function (`--toggle-collect='*CallgrindScenarios*measured*'`).
    @inline(never)
    static func measured(_ body: () throws -> Void) rethrows {
        for _ in 0..<rounds(of: current) { try body() }
    }

    static func solverBuild(count: Int) throws {
        let spec = GridShape.spec(count: count, columns: 3, editsFirst: true)
        let variables = spec.variableNames.map { Variable($0) }
        let constraints = spec.makeConstraints(variables)
        _ = try spec.build(variables, constraints)
        try measured { _ = try spec.build(variables, constraints) }
    }

    static func solverResize(count: Int) throws {
        let spec = GridShape.spec(count: count, columns: 3, editsFirst: true)
        let variables = spec.variableNames.map { Variable($0) }
        let solver = try spec.build(variables, spec.makeConstraints(variables))
        try spec.resize(solver, variables, round: 1)
        var round = 0
        try measured {
            try spec.resize(solver, variables, round: round)
            round += 1
        }
    }

    static func rawSeedBuild(count: Int) throws {
        let spec = SeedSystem.spec(count: count, columns: 3)
        let variables = spec.variableNames.map { Variable($0) }
        let constraints = spec.makeConstraints(variables)
        _ = try spec.build(variables, constraints)
        try measured { _ = try spec.build(variables, constraints) }
    }

    static func dslBuild(count: Int) {
        func build() {
            let controller = GridController(count: count, columns: 3)
            controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            controller.view.layoutIfNeeded()
        }
        build()
        measured(build)
    }

    static func dslResize(count: Int) {
        let controller = GridController(count: count, columns: 3)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        var round = 0
        func resize() {
            controller.view.frame.size =
                round % 2 == 0 ? CGSize(width: 800, height: 600) : CGSize(width: 375, height: 667)
            controller.view.layoutIfNeeded()
            round += 1
        }
        resize()
        resize()
        measured(resize)
    }

    static func dslRefresh(count: Int) {
        let controller = GridController(count: count, columns: 3)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        controller.refreshShowView()
        controller.view.layoutIfNeeded()
        measured {
            controller.refreshShowView()
            controller.view.layoutIfNeeded()
        }
    }

    /// A chain of labels built and laid out, measured with fixed metrics: the engine's and solver's work alone.
    static func labelChain(count: Int) {
        TextMeasurers.current = FixedMetricsTextMeasurer()
        func build() { _ = LabelColumn.measure(count: count, wrapping: false, measurer: FixedMetricsTextMeasurer()) }
        build()
        measured(build)
    }

    /// The gallery's Words demo built and laid out once, measured with fixed metrics.
    static func words() throws {
        try MainActor.assumeIsolated {
            _ = try measureWords(measurer: FixedMetricsTextMeasurer())
            try measured { _ = try measureWords(measurer: FixedMetricsTextMeasurer()) }
        }
    }
}
