// One nested-tree measurement as the parent asks for it on a child's command line.

/// A nested-tree measurement: resizes of the tree placed one way, or switches between two previews.
struct NestedTreeJob: GtkChildJob {
    static let flag = "--gtk-tree-child"

    enum Kind: String, CaseIterable, Sendable {
        /// The tree as Cartography views shown through `ViewRenderer`: build, then resizes.
        case ourRenderer
        /// The same widgets placed by closed-form code (`NestedTreeClosedForm`): build, then resizes.
        case closedForm
        /// `ViewRenderer.show(_:)` from one tree of about `views` views to another, and the layout pass.
        case previewSwitch
    }

    var kind: Kind
    /// About this many views in the tree (each of the two trees, for a switch).
    var views: Int
    /// At most this many timed resizes or switches…
    var rounds: Int
    /// …and no more once their total time exceeds this many seconds.
    var resizeBudget: Double

    var arguments: [String] {
        [Self.flag, kind.rawValue, String(views), String(rounds), String(resizeBudget)]
    }

    /// Parses `arguments` (flag, job, output path) as `arguments` wrote them; nil if they are not a job.
    static func parse(_ arguments: ArraySlice<String>) -> (job: NestedTreeJob, outputPath: String)? {
        let values = Array(arguments)
        guard values.count == 6, values[0] == flag, let kind = Kind(rawValue: values[1]),
            let views = Int(values[2]), let rounds = Int(values[3]), let budget = Double(values[4]), views > 1
        else { return nil }
        return (NestedTreeJob(kind: kind, views: views, rounds: rounds, resizeBudget: budget), values[5])
    }
}
