// Measurements of text already measured, so that a screen of repeated strings asks Pango once for each.

import Cartography
import Foundation
import Synchronization

/// Remembers measurements by text, style and width. Measuring is deterministic for the process's fonts, so a
/// remembered measurement is the one Pango would give again. Pango takes about 25 µs a label, which was a
/// third of the Words demo's first layout (1,200 labels of 20 distinct words).
final class TextMeasurementCache: Sendable {
    struct Key: Hashable {
        var text: String
        var style: TextStyle
        var width: CGFloat?
    }

    /// The most measurements kept; past it the cache starts over, which bounds its memory (about 100 bytes
    /// an entry plus the strings) without the bookkeeping of evicting the least recently used.
    static let capacity = 8192

    private let entries = Mutex<[Key: TextMeasurement]>([:])

    /// The measurement of `key`, measured by `measure` the first time.
    func measurement(_ key: Key, measure: () -> TextMeasurement) -> TextMeasurement {
        if let known = entries.withLock({ $0[key] }) { return known }
        let measured = measure()
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = measured
        }
        return measured
    }
}
