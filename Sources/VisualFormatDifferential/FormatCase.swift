// One generated test case: a container size, some views, and visual format lines in both dialects.

/// A layout described only by visual formats, written once for UIKit's dialect (ours) and once for GTK's.
///
/// The two renderings differ only where the dialects do: metrics are ours alone (GTK's public API takes
/// none, so GTK gets the number), and priorities are numbers for us and GTK's names for GTK.
struct FormatCase {
    var width: Int
    var height: Int
    var viewNames: [String]
    /// Our format lines, with the metrics they use.
    var ours: [String]
    var metrics: [String: Int]
    /// GTK's format lines, in the same order.
    var gtk: [String]
}

/// The frames a layout gave, by view name, rounded to whole points (GTK allocates whole pixels).
typealias Frames = [String: [Int]]
