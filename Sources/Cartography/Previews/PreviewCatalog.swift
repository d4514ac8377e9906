// The previews of a set of providers, grouped and found by name.

/// Previews grouped by the provider that declares them, in the order given; what a previewer lists.
public struct PreviewCatalog {
    /// One provider's previews.
    public struct Group {
        /// The provider's name, without `_Previews`.
        public let name: String
        /// The provider's previews, in its order.
        public let previews: [Preview]

        /// A group called `name`.
        public init(name: String, previews: [Preview]) {
            self.name = name
            self.previews = previews
        }
    }

    /// The groups, in the order given.
    public private(set) var groups: [Group]

    /// A catalog of these groups.
    public init(groups: [Group] = []) {
        self.groups = groups
    }

    /// The previews of `providers`, a group for each group name, in the order the names first appear.
    @MainActor
    public init(providers: [any PreviewProvider.Type]) {
        groups = []
        for provider in providers {
            let name = provider.groupName
            if let index = groups.firstIndex(where: { $0.name == name }) {
                groups[index] = Group(name: name, previews: groups[index].previews + provider.previews)
            } else {
                groups.append(Group(name: name, previews: provider.previews))
            }
        }
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
