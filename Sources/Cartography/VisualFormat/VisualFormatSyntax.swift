// What a parsed visual format says, before names are looked up: views, connections, predicates.

/// A parsed format: `H:|-[a(==50)]-(>=8)-[b]-|`. Names are still names; every part keeps its offset
/// so that the builder's errors (an unknown view, a missing metric) can point at the column too.
struct VisualFormatSyntax {
    enum Orientation {
        case horizontal, vertical
    }

    /// A name or a number, as it appeared.
    enum Value {
        case number(Double)
        case name(String)
    }

    /// `==50`, `>=other@750`, `<=wide@low`: a relation, an object, a priority.
    struct Predicate {
        var relation: LayoutRelation
        var object: Value
        var objectOffset: Int
        var priority: Value?
        var priorityOffset: Int
    }

    /// What separates two neighbours: nothing (`][`), the standard space (`-`), or predicates
    /// (`-20-`, `-(>=8,<=20)-`).
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// `[name(predicates)]`.
    struct ViewElement {
        var name: String
        var nameOffset: Int
        var predicates: [Predicate]
    }

    var orientation: Orientation
    /// The connection after a leading `|`, nil if the format does not start with one.
    var leadingSuperview: Connection?
    var leadingSuperviewOffset: Int
    var views: [ViewElement]
    /// `connections[i]` separates `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    /// The connection before a trailing `|`, nil if the format does not end with one.
    var trailingSuperview: Connection?
    var trailingSuperviewOffset: Int
}
