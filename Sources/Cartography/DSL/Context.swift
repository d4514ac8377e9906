// The constraints one `constrain` block makes.

/// Collects the constraints made in one `constrain` block, to activate them together when it returns.
public final class Context {
    private(set) var constraints: [LayoutConstraint] = []
    /// The line of the `constrain` call, the fallback location of its constraints.
    let location: SourceLocation?
    /// For proxies made outside a block (`LayoutItem.asProxy()`): no block will activate them later.
    let activatesAtOnce: Bool

    init(location: SourceLocation?, activatesAtOnce: Bool = false) {
        self.location = location
        self.activatesAtOnce = activatesAtOnce
    }

    func add(_ constraint: LayoutConstraint) {
        if activatesAtOnce {
            constraint.activate()
        } else {
            constraints.append(constraint)
        }
    }
}
