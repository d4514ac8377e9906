// The previews of a set of providers, grouped and found by name.

/// Previews grouped by the provider that declares them, in the order given; what a previewer lists.
public struct PreviewCatalog {
    /// One provider's previews.
    public struct Group {
        /// The provider's name, without `_Previews`.
        public let name: String
        public let previews: [Preview]

        public init(name: String, previews: [Preview]) {
            self.name = name
            self.previews = previews
        }
    }

    public private(set) var groups: [Group]

    public init(groups: [Group] = []) {
        self.groups = groups
    }

    /// The previews of `providers`, a group each.
    @MainActor
    public init(providers: [any PreviewProvider.Type]) {
        groups = providers.map { Group(name: $0.groupName, previews: $0.previews) }
    }

    /// Every preview, group by group.
    public var previews: [Preview] { groups.flatMap(\.previews) }

    /// The first preview called `name`.
    public func preview(named name: String) -> Preview? {
        previews.first { $0.name == name }
    }

    /// Adds groups before the existing ones (a user's own previews come first).
    public mutating func prepend(_ other: PreviewCatalog) {
        groups = other.groups + groups
    }
}
