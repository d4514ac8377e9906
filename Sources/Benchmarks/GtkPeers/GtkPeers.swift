// The GTK peers of the benchmark: the grid of N cells in GtkConstraintLayout, our engine and closed form.

import Foundation
import GtkKit

/// Measurements of the grid of N cells placed in a real GTK 4 container (N `GtkDrawingArea`s in a
/// shown window, under Xvfb on a headless machine).
///
/// Every measurement runs in a child process (this executable re-run with a hidden flag, handled by
/// `runChildIfRequested`), so a slow GTK build can be killed at the time limit and each one reports its
/// own peak RSS. In the child: GTK is initialised, two windows are shown (one for a warm-up grid of 9),
/// the main loop is stopped, and then, with nothing else running:
/// - **build** = make the container, attach it to the window, parent N drawing areas, create the
///   placement's constraints or views, measure the container and allocate it at the first width;
/// - **resize** = one `gtk_widget_size_allocate` of the container at the other width (alternating), which
///   places every child before it returns: GTK's whole allocation pass, not drawing.
/// After the build and after every resize, every child's allocation is read back and compared with the
/// closed-form frame (within one pixel); a mismatch makes the result a failure.
@MainActor
enum GtkPeers {
    /// How the cells get their frames.
    enum Placement: String, CaseIterable, Sendable {
        /// A Cartography view tree with the seed's constraints, solved by our engine in the container's
        /// allocate callback (`layoutIfNeeded()`), each child allocated at its frame with edges rounded.
        case ourEngine
        /// Frames computed directly from the width in the allocate callback: the floor of any layout.
        case closedForm
        /// GTK's own `GtkConstraintLayout` with the grid's constraints (GTK's solver).
        case gtkConstraintLayout
    }

    /// The time of one named step of the build.
    struct Phase {
        let name: String
        var samples = Samples()
    }

    /// One peer's numbers for one grid. Times are in seconds; `Samples` gives the median, min and max.
    struct PeerResult {
        /// Build + first solve, one sample per child process; nil if none finished.
        var build: Samples?
        /// One allocation pass after a width change, over all resizes of all child processes.
        var resize: Samples?
        /// The build's steps ("children", "constraints", "measure", "allocate"), in order.
        var phases: [Phase] = []
        /// The build took longer than the time limit (the child was killed).
        var overLimit = false
        /// The largest peak RSS of the child processes that finished (GTK, the window and everything), in KiB.
        var peakRSSKiB: Int?
        /// Peak RSS of a child once GTK was up and its windows shown, before the build, in KiB.
        var baselineRSSKiB: Int?
        /// The largest difference in pixels between a child's allocation and its closed-form frame.
        var maxDeviation: Double?
        /// The two widths alternated (the build uses the first): 375 and 800 unless the grid is too wide.
        var widths: (first: Int, second: Int)
        /// Why the result is missing or wrong: a failed check, a crash, no display. Nil when all is well.
        var failure: String?
        /// Anything else worth printing beside the numbers: the time limit, GTK's warnings.
        var note: String?
    }

    private static var displayChecked: Bool?

    /// Whether GTK can open a display (initialises GTK in this process the first time).
    static var hasDisplay: Bool {
        if let displayChecked { return displayChecked }
        Toolkit.setEnvironmentDefault("GTK_A11Y", "none")
        let opened = Toolkit.openDisplay()
        displayChecked = opened
        return opened
    }

    /// Part 1: the grid built with GtkConstraintLayout: build + first solve, and one resize.
    ///
    /// - Parameters:
    ///   - timeLimit: Seconds a build may take before the child is killed and the result is "over".
    ///   - repetitions: Child processes, each giving one build sample; stops at the first one over the limit.
    static func constraintLayoutGrid(count: Int, columns: Int, timeLimit: Double = 20, repetitions: Int) -> PeerResult {
        endToEndRelayout(
            count: count, columns: columns, placement: .gtkConstraintLayout, repetitions: repetitions,
            timeLimit: timeLimit)
    }

    /// Part 2: the grid placed one way in a GTK container; one relayout (allocation pass) after a resize.
    ///
    /// GtkConstraintLayout's numbers come from the same measurement as `constraintLayoutGrid`.
    static func endToEndRelayout(
        count: Int, columns: Int, placement: Placement, repetitions: Int, timeLimit: Double = 20
    ) -> PeerResult {
        let grid = GtkPeerGrid(count: count, columns: columns)
        var result = PeerResult(widths: grid.widths)
        if grid.widths != GtkPeerGrid.standardWidths {
            result.note = "widths \(grid.widths.first)/\(grid.widths.second): cells would be negative at 375"
        }
        let job = GtkPeerJob(
            placement: placement, grid: grid, resizeRounds: max(20, min(400, 400_000 / count)),
            resizeBudget: min(5, max(1, timeLimit / 4)))
        var phases: [String: Samples] = [:]
        var phaseOrder: [String] = []
        var warnings: [String] = []
        for _ in 0..<max(1, repetitions) {
            let report = GtkPeerProcess.run(job, buildLimit: timeLimit)
            if !report.standardError.isEmpty && warnings.isEmpty { warnings.append(report.standardError) }
            _ = read(report.lines, into: &result, phases: &phases, phaseOrder: &phaseOrder)
            if report.overLimit {
                result.overLimit = true
                result.note = [result.note, "build over \(formatDuration(timeLimit))"].compactMap { $0 }
                    .joined(separator: "; ")
                break
            }
            if let problem = report.problem {
                result.failure = result.failure ?? problem
                break
            }
            if result.failure != nil { break }
        }
        result.phases = phaseOrder.map { Phase(name: $0, samples: phases[$0]!) }
        if let warning = warnings.first {
            result.note = [result.note, "stderr: " + warning.replacingOccurrences(of: "\n", with: " | ")]
                .compactMap { $0 }.joined(separator: "; ")
        }
        return result
    }

    /// Adds a child's result lines (see `GtkPeerChild`) to `result` and the phases' samples; returns the
    /// lines it does not know, split into fields, for a scenario's own results.
    static func read(
        _ lines: [String], into result: inout PeerResult, phases: inout [String: Samples], phaseOrder: inout [String]
    ) -> [[String]] {
        var others: [[String]] = []
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
            switch (fields.first, fields.count) {
            case ("ready", 2): result.baselineRSSKiB = max(result.baselineRSSKiB ?? 0, Int(fields[1]) ?? 0)
            case ("peak", 2): result.peakRSSKiB = max(result.peakRSSKiB ?? 0, Int(fields[1]) ?? 0)
            case ("build", 2): append(Double(fields[1]), to: &result.build)
            case ("resize", 2): append(Double(fields[1]), to: &result.resize)
            case ("check", 2): result.maxDeviation = max(result.maxDeviation ?? 0, Double(fields[1]) ?? .nan)
            case ("phase", 3):
                if phases[fields[1]] == nil { phaseOrder.append(fields[1]) }
                phases[fields[1], default: Samples()].values.append(Double(fields[2]) ?? .nan)
            case ("fail", _): result.failure = result.failure ?? fields.dropFirst().joined(separator: " ")
            default: others.append(fields)
            }
        }
        return others
    }

    static func append(_ value: Double?, to samples: inout Samples?) {
        guard let value else { return }
        var updated = samples ?? Samples()
        updated.values.append(value)
        samples = updated
    }

    /// Handles the hidden flags: `--gtk-peer-child …` and `--gtk-tree-child …` run one measurement in this
    /// process and exit with its status; `--gtk-peers-table [--sizes 9,100] [--time-limit 20]` prints every peer for every size
    /// and returns true. Returns false for any other command line. Call it first thing in `main.swift`.
    static func runChildIfRequested(arguments: [String]) -> Bool {
        let flags = arguments.dropFirst()
        if flags.first == GtkPeerJob.flag {
            guard let (job, outputPath) = GtkPeerJob.parse(flags) else {
                FileHandle.standardError.write(Data("bad \(GtkPeerJob.flag) arguments\n".utf8))
                exit(2)
            }
            exit(GtkPeerChild.run(job, outputPath: outputPath))
        }
        if flags.first == NestedTreeJob.flag {
            guard let (job, outputPath) = NestedTreeJob.parse(flags) else {
                FileHandle.standardError.write(Data("bad \(NestedTreeJob.flag) arguments\n".utf8))
                exit(2)
            }
            exit(NestedTreeChild.run(job, outputPath: outputPath))
        }
        if flags.first == GtkPeersTable.flag {
            GtkPeersTable.run(arguments: Array(flags.dropFirst()))
            return true
        }
        return false
    }
}
