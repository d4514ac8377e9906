// Repeated timing with medians, min and max.

import Foundation

/// Durations of repeated runs of one measurement, in seconds.
struct Samples {
    var values: [Double] = []

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    var min: Double { values.min() ?? .nan }
    var max: Double { values.max() ?? .nan }
}

/// Monotonic time in seconds.
@inline(__always)
func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// Formats a duration with a unit a person reads at a glance.
func formatDuration(_ seconds: Double) -> String {
    if !seconds.isFinite { return "–" }
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
    if seconds >= 1e-6 { return String(format: "%.2f µs", seconds * 1e6) }
    return String(format: "%.0f ns", seconds * 1e9)
}
