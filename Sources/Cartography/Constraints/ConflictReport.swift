// The report of required constraints that cannot all hold.

/// Required constraints that cannot hold together: a minimal conflicting set (removing any one of
/// them resolves it) and the constraint left out to keep the layout working.
public struct ConflictReport: CustomStringConvertible, Sendable, Hashable {
    /// The constraint that was left out: the last one added of the set.
    public let leftOut: String
    /// The other constraints of the minimal set, in the order they were added.
    public let conflictsWith: [String]

    /// A message in the spirit of UIKit's, but naming only the constraints that matter.
    public var description: String {
        var lines = ["Unable to simultaneously satisfy constraints. These cannot all hold:"]
        for constraint in conflictsWith { lines.append("    \(constraint)") }
        lines.append("    \(leftOut)")
        lines.append("Recovered by leaving out: \(leftOut)")
        return lines.joined(separator: "\n")
    }
}
