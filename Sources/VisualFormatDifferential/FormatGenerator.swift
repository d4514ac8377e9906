// Random valid formats over a few views, each view placed exactly by one horizontal and one vertical line.

/// A small seeded generator (SplitMix64), so a seed always gives the same cases.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Generates cases in the dialects' common subset: `|`, `-`, `-N-`, flush, `-(==N)-`, metrics, view
/// predicates `==N`, `>=N`, `<=N`, `==otherView`, lists, and non-required priorities on preferences.
///
/// Every case is *determined*: a line runs from `|` to `|` with one view sized by what is left, or, when
/// every view of the line has a fixed size, from `|` only; every other view has a required size. So both
/// solvers must find the same unique solution; a preference at a lower priority may be broken, never the
/// required constraints. Left out of the subset: `>=`/`<=` spacings
/// (GTK relates them the other way round, see the README), alignment and direction options (GTK has
/// none), negative numbers (GTK's grammar has no sign), and metrics on GTK's side.
struct FormatGenerator {
    var random: SplitMix64

    /// Standard spacing of both: 8 between siblings; 8 to the superview (our default margins, GTK's
    /// default spacing).
    static let standard = 8

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    mutating func makeCase() -> FormatCase {
        let count = int(2...4)
        let names = (0..<count).map { "v\($0)" }
        var result = FormatCase(width: 0, height: 0, viewNames: names, ours: [], metrics: [:], gtk: [])
        var extents: [Int] = []
        for vertical in [false, true] {
            let lines = partition(names.shuffled(using: &random))
            var longest = 0
            for line in lines {
                let (ours, gtk, length) = makeLine(line, vertical: vertical, metrics: &result.metrics)
                result.ours.append(ours)
                result.gtk.append(gtk)
                longest = max(longest, length)
            }
            extents.append(longest)
        }
        // Room for every line's fixed parts, plus some for the flexible views.
        result.width = extents[0] + int(20...200)
        result.height = extents[1] + int(20...200)
        return result
    }

    /// Splits views into one to three lines.
    private mutating func partition(_ names: [String]) -> [[String]] {
        var lines: [[String]] = []
        var rest = names[...]
        while !rest.isEmpty {
            let take = lines.count == 2 ? rest.count : int(1...rest.count)
            lines.append(Array(rest.prefix(take)))
            rest = rest.dropFirst(take)
        }
        return lines
    }

    /// One line; returns both renderings and the length of its fixed parts.
    private mutating func makeLine(
        _ names: [String], vertical: Bool, metrics: inout [String: Int]
    ) -> (ours: String, gtk: String, length: Int) {
        var ours = (vertical ? "V:" : "H:") + "|"
        var gtk = ours
        var length = 0
        let flexible: Int? = chance(80) ? int(0...names.count - 1) : nil
        var sizes: [(name: String, size: Int)] = []
        for (index, name) in names.enumerated() {
            let gap = spacing(metrics: &metrics)
            ours += gap.ours
            gtk += gap.gtk
            length += gap.length
            let predicates = index == flexible ? flexiblePredicates() : fixedPredicates(earlier: sizes)
            if let size = predicates.size { sizes.append((name, size)) }
            length += predicates.size ?? 0
            ours += "[\(name)\(predicates.ours.isEmpty ? "" : "(\(predicates.ours.joined(separator: ",")))")]"
            gtk += "[\(name)\(predicates.gtk.isEmpty ? "" : "(\(predicates.gtk.joined(separator: ",")))")]"
        }
        if flexible != nil {
            let gap = spacing(metrics: &metrics)
            ours += gap.ours + "|"
            gtk += gap.gtk + "|"
            length += gap.length
        }
        return (ours, gtk, length)
    }

    /// A connection: standard, flush, `-N-`, `-(==N)-`, or (ours) a metric GTK gets as its number.
    private mutating func spacing(metrics: inout [String: Int]) -> (ours: String, gtk: String, length: Int) {
        let value = int(0...24)
        switch int(0...4) {
        case 0: return ("-", "-", FormatGenerator.standard)
        case 1: return ("", "", 0)
        case 2: return ("-\(value)-", "-\(value)-", value)
        case 3: return ("-(==\(value))-", "-(==\(value))-", value)
        default:
            let name = "m\(metrics.count)"
            metrics[name] = value
            return ("-\(name)-", "-\(value)-", value)
        }
    }

    /// The view that takes what is left: perhaps a minimum that holds, perhaps a preference at 750, 500
    /// or 250 (GTK's strong, medium, weak) that the required constraints may break.
    private mutating func flexiblePredicates() -> (ours: [String], gtk: [String], size: Int?) {
        var ours: [String] = []
        var gtk: [String] = []
        if chance(40) {
            let minimum = ">=\(int(0...5))"
            ours.append(minimum)
            gtk.append(minimum)
        }
        if chance(40) {
            let (number, word) = [(750, "strong"), (500, "medium"), (250, "weak")][int(0...2)]
            let preferred = int(10...300)
            ours.append("==\(preferred)@\(number)")
            gtk.append("==\(preferred)@\(word)")
        }
        return (ours, gtk, nil)
    }

    /// A required size, a number or another view's, with bounds that hold.
    private mutating func fixedPredicates(
        earlier: [(name: String, size: Int)]
    ) -> (ours: [String], gtk: [String], size: Int?) {
        var predicates: [String] = []
        let size: Int
        if !earlier.isEmpty, chance(30) {
            let other = earlier[int(0...earlier.count - 1)]
            size = other.size
            predicates.append("==\(other.name)")
        } else {
            size = int(5...60)
            predicates.append("==\(size)")
        }
        if chance(30) { predicates.append("<=\(size + int(0...20))") }
        if chance(30) { predicates.insert(">=\(max(0, size - int(0...20)))", at: 0) }
        return (predicates, predicates, size)
    }
}
