// The constraints one `constrain` block makes.

/// Collects the constraints made in one `constrain` block, to activate them together when it returns.
public final class Context {
    private(set) var constraints: [LayoutConstraint] = []
    /// The line of the `constrain` call, the fallback location of its constraints.
    let location: SourceLocation?

    init(location: SourceLocation?) {
        self.location = location
    }

    func add(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
    }
}
