// A hidden command that measures every GTK peer at every size and prints one table row per measurement.

import Foundation

@MainActor
enum GtkPeersTable {
    static let flag = "--gtk-peers-table"

    /// `--sizes 9,100,1000` (default 9, 100, 1000, 3000, 10000) and `--time-limit 20` (seconds per build).
    static func run(arguments: [String]) {
        var sizes = [9, 100, 1000, 3000, 10_000]
        var timeLimit = 20.0
        var index = 0
        while index + 1 < arguments.count {
            switch arguments[index] {
            case "--sizes": sizes = arguments[index + 1].split(separator: ",").compactMap { Int($0) }
            case "--time-limit": timeLimit = Double(arguments[index + 1]) ?? timeLimit
            default: break
            }
            index += 2
        }
        guard GtkPeers.hasDisplay else {
            emit("GTK peers: no display (run under xvfb-run -a)")
            return
        }
        emit("GTK peers: the grid of N cells in a GtkWindow; times are medians (min–max); RSS is the child's peak")
        emit("N | C | peer | widths | build | build steps | resize (samples) | peak RSS (GTK up) | max px off | note")
        for squareRoot in [false, true] {
            var gtkOverAt: Int?
            for count in sizes {
                let columns = GtkPeerGrid.columns(for: count, squareRoot: squareRoot)
                for placement in GtkPeers.Placement.allCases {
                    let label = "\(count) | \(squareRoot ? "√N=" : "")\(columns) | \(placement.rawValue)"
                    if placement == .gtkConstraintLayout, let smaller = gtkOverAt {
                        emit("\(label) | | over (N = \(smaller) was already over) | | | | | skipped")
                        continue
                    }
                    let repetitions = count <= 100 ? 7 : (count <= 1000 || placement != .gtkConstraintLayout ? 3 : 1)
                    let result = GtkPeers.endToEndRelayout(
                        count: count, columns: columns, placement: placement, repetitions: repetitions,
                        timeLimit: timeLimit)
                    if placement == .gtkConstraintLayout && result.overLimit { gtkOverAt = count }
                    emit("\(label) | \(row(result))")
                }
            }
        }
    }

    private static func row(_ result: GtkPeers.PeerResult) -> String {
        func span(_ samples: Samples?) -> String {
            guard let samples else { return "–" }
            return "\(formatDuration(samples.median)) (\(formatDuration(samples.min))–\(formatDuration(samples.max)))"
        }
        let build = result.overLimit && result.build == nil ? "over limit" : span(result.build)
        let steps = result.phases.map { "\($0.name) \(formatDuration($0.samples.median))" }.joined(separator: ", ")
        let resize = result.resize.map { "\(span($0)) [\($0.values.count)]" } ?? "–"
        let memory = "\(mebibytes(result.peakRSSKiB)) (\(mebibytes(result.baselineRSSKiB)))"
        let deviation = result.maxDeviation.map { String(format: "%.2f", $0) } ?? "–"
        let note = [result.failure.map { "FAILED: " + $0 }, result.note].compactMap { $0 }.joined(separator: "; ")
        return
            "\(result.widths.first)/\(result.widths.second) | \(build) | \(steps) | \(resize) | \(memory) | \(deviation) | \(note)"
    }

    /// Writes a line straight to standard output, so progress shows even when stdout is a pipe.
    private static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func mebibytes(_ kibibytes: Int?) -> String {
        guard let kibibytes else { return "–" }
        return String(format: "%.0f MiB", Double(kibibytes) / 1024)
    }
}
