// The parent side of the nested-tree scenario: runs its child processes and gathers their numbers.

import Foundation

/// Measurements of the nested tree (`NestedTreeShape`) in a shown GTK window: ours (Cartography views
/// through `ViewRenderer`) against the same widgets placed by closed-form code, and switching previews.
///
/// Each measurement runs in a child process, as the grid's GTK peers do (`GtkPeers`): build = the tree into
/// the window, measured and allocated at the first width; resize = one allocation of the tree's top widget
/// at the other width, which places every widget before it returns. After the build and every resize,
/// every widget's frame in the root's coordinates is read back from GTK and must be exactly the closed-form
/// one; the digests of those frames must also agree between the two placements.
@MainActor
enum NestedTreePeers {
    /// One placement's numbers, with the digests of its frames per width.
    struct TreeResult {
        var peer: GtkPeers.PeerResult
        var digests: [Int: Set<String>] = [:]
        /// The thread CPU time of each resize (`peer.resize` holds their wall times).
        var resizeCPU: Samples?
    }

    /// The numbers of the switches between two previews.
    struct SwitchResult {
        /// `show(_:)` of a new tree and the layout pass after it, body included.
        var switches: Samples?
        /// The same, to the end of the next frame painted.
        var toScreen: Samples?
        var phases: [GtkPeers.Phase] = []
        /// Widgets the renderer ever made: about one tree's worth, if switches reuse them.
        var widgetsCreated: Int?
        var failure: String?
    }

    static func resizes(
        views: Int, kind: NestedTreeJob.Kind, repetitions: Int, timeLimit: Double
    ) -> TreeResult {
        let job = NestedTreeJob(
            kind: kind, views: views, rounds: max(20, min(400, 400_000 / views)),
            resizeBudget: min(5, max(1, timeLimit / 4)))
        var result = TreeResult(peer: GtkPeers.PeerResult(widths: NestedTreeShape.widths))
        var phases: [String: Samples] = [:]
        var phaseOrder: [String] = []
        for _ in 0..<max(1, repetitions) {
            let report = GtkPeerProcess.run(job, buildLimit: timeLimit)
            let others = GtkPeers.read(report.lines, into: &result.peer, phases: &phases, phaseOrder: &phaseOrder)
            for fields in others where fields.count == 3 && fields[0] == "frames" {
                if let width = Int(fields[1]) { result.digests[width, default: []].insert(fields[2]) }
            }
            for fields in others where fields.count == 2 && fields[0] == "cpu" {
                GtkPeers.append(Double(fields[1]), to: &result.resizeCPU)
            }
            if stop(after: report, in: &result.peer, timeLimit: timeLimit) { break }
        }
        result.peer.phases = phaseOrder.map { GtkPeers.Phase(name: $0, samples: phases[$0]!) }
        return result
    }

    /// Why two placements' frames are not the same pixels, or nil when every width's digests agree.
    static func mismatch(_ ours: TreeResult, _ closed: TreeResult) -> String? {
        for width in [NestedTreeShape.widths.first, NestedTreeShape.widths.second] {
            let mine = ours.digests[width] ?? []
            let theirs = closed.digests[width] ?? []
            if mine.isEmpty || theirs.isEmpty { return "no frames at width \(width) to compare" }
            if mine.count > 1 || mine != theirs {
                return "frames differ at width \(width): ours \(mine.sorted()), closed form \(theirs.sorted())"
            }
        }
        return nil
    }

    static func switches(views: Int, rounds: Int, timeLimit: Double) -> SwitchResult {
        let job = NestedTreeJob(
            kind: .previewSwitch, views: views, rounds: rounds, resizeBudget: min(5, max(1, timeLimit / 4)))
        var peer = GtkPeers.PeerResult(widths: NestedTreeShape.widths)
        var phases: [String: Samples] = [:]
        var phaseOrder: [String] = []
        let report = GtkPeerProcess.run(job, buildLimit: timeLimit)
        var result = SwitchResult()
        for fields in GtkPeers.read(report.lines, into: &peer, phases: &phases, phaseOrder: &phaseOrder)
        where fields.count == 2 {
            switch fields[0] {
            case "switch": GtkPeers.append(Double(fields[1]), to: &result.switches)
            case "screen": GtkPeers.append(Double(fields[1]), to: &result.toScreen)
            case "created": result.widgetsCreated = Int(fields[1])
            default: break
            }
        }
        _ = stop(after: report, in: &peer, timeLimit: timeLimit)
        result.failure = peer.failure
        result.phases = phaseOrder.map { GtkPeers.Phase(name: $0, samples: phases[$0]!) }
        return result
    }

    /// Records how a child ended badly; true when no more children should run.
    private static func stop(
        after report: GtkPeerChildReport, in result: inout GtkPeers.PeerResult, timeLimit: Double
    ) -> Bool {
        if report.overLimit {
            result.overLimit = true
            result.note = "build over \(formatDuration(timeLimit))"
            return true
        }
        if let problem = report.problem {
            let detail = report.standardError.isEmpty ? "" : " (" + report.standardError + ")"
            result.failure = result.failure ?? problem + detail
            return true
        }
        return result.failure != nil
    }
}
