// Collects results, prints them side by side with ratios, and writes them as JSON.

import Foundation

/// One measured quantity of one engine, or why it is missing ("over 20 s", "no display").
struct Measurement {
    var samples: Samples?
    var missing: String?

    static func of(_ samples: Samples) -> Measurement { Measurement(samples: samples.values.isEmpty ? nil : samples) }
    static func missing(_ reason: String) -> Measurement { Measurement(samples: nil, missing: reason) }

    var median: Double? { samples?.median }

    var text: String {
        guard let samples else { return missing ?? "–" }
        if samples.values.count == 1 { return formatDuration(samples.median) }
        return "\(formatDuration(samples.median)) (\(formatDuration(samples.min))–\(formatDuration(samples.max)))"
    }
}

/// A comparison row: ours against one peer, for one scenario, size and metric.
struct Row {
    var scenario: String
    var configuration: String
    var count: Int
    var metric: String
    var ours: Measurement
    var peerName: String
    var peer: Measurement

    /// ours / peer: below 1 means ours is faster.
    var ratio: Double? {
        guard let ours = ours.median, let peer = peer.median, peer > 0 else { return nil }
        return ours / peer
    }

    var ratioText: String {
        if let ratio { return String(format: "%.3g×", ratio) }
        if ours.median != nil, peer.missing != nil { return "peer \(peer.missing!)" }
        return "–"
    }
}

/// Every row of a run, plus memory and notes, printed and saved.
struct Report {
    var rows: [Row] = []
    var memory: [(what: String, kib: Int?)] = []
    var notes: [String] = []

    mutating func add(_ row: Row) {
        rows.append(row)
        print(
            "  \(row.scenario) \(row.configuration) N=\(row.count) \(row.metric): ours \(row.ours.text) | \(row.peerName) \(row.peer.text) | ours/peer \(row.ratioText)"
        )
        fflush(nil)  // All streams: referring to `stdout` is not concurrency-safe in Swift 6.
    }

    /// For each series (scenario, configuration, metric, engine), how a median grows from N=1,000 to N=10,000.
    var growthFactors: [(series: String, factor: Double)] {
        var result: [(String, Double)] = []
        let keys = Set(rows.map { "\($0.scenario)|\($0.configuration)|\($0.metric)|\($0.peerName)" })
        for key in keys.sorted() {
            let series = rows.filter { "\($0.scenario)|\($0.configuration)|\($0.metric)|\($0.peerName)" == key }
            let parts = key.split(separator: "|")
            if let small = series.first(where: { $0.count == 1000 }),
                let large = series.first(where: { $0.count == 10_000 })
            {
                if let a = small.ours.median, let b = large.ours.median {
                    result.append(("ours: \(parts[0]) \(parts[1]) \(parts[2]) (vs \(parts[3]))", b / a))
                }
                if let a = small.peer.median, let b = large.peer.median {
                    result.append(("\(parts[3]): \(parts[0]) \(parts[1]) \(parts[2])", b / a))
                }
            }
        }
        return result
    }

    func printSummary() {
        let factors = growthFactors
        if !factors.isEmpty {
            print("\nGrowth from N=1,000 to N=10,000 (10× is linear):")
            var seen = Set<String>()
            for (series, factor) in factors where seen.insert(series).inserted {
                print(String(format: "  ×%6.1f  %@", factor, series))
            }
        }
        if !memory.isEmpty {
            print("\nPeak memory (RSS):")
            for (what, kib) in memory {
                print("  \(what): \(kib.map { String(format: "%.1f MB", Double($0) / 1024) } ?? "–")")
            }
        }
        for note in notes { print("Note: \(note)") }
    }

    func writeJSON(to path: String, machine: String) {
        func measurement(_ m: Measurement) -> Any {
            guard let samples = m.samples else { return ["missing": m.missing ?? "–"] }
            return ["median": samples.median, "min": samples.min, "max": samples.max, "samples": samples.values]
        }
        let object: [String: Any] = [
            "machine": machine,
            "date": ISO8601DateFormatter().string(from: Date()),
            "rows": rows.map { row in
                [
                    "scenario": row.scenario, "configuration": row.configuration, "count": row.count,
                    "metric": row.metric, "ours": measurement(row.ours), "peer": row.peerName,
                    "peerResult": measurement(row.peer), "ratio": row.ratio as Any,
                ] as [String: Any]
            },
            "growth": growthFactors.map { ["series": $0.series, "factor": $0.factor] },
            "peakRSSKiB": memory.map { ["what": $0.what, "kib": $0.kib as Any] },
            "notes": notes,
        ]
        if let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]) {
            if FileManager.default.createFile(atPath: path, contents: data) {
                print("\nResults written to \(path)")
            } else {
                print("\nCould not write the results to \(path)")
            }
        }
    }
}

/// A short description of this machine: CPU model and count, memory.
func machineDescription() -> String {
    let cpu =
        (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
        .split(separator: "\n").first { $0.hasPrefix("model name") }?
        .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    let memory = ProcessInfo.processInfo.physicalMemory / (1 << 30)
    return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory) GiB"
}

/// This process's peak resident memory, from /proc/self/status (VmHWM).
func peakResidentKiB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
    return nil
}
