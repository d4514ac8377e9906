// A type that declares previews, as SwiftUI's PreviewProvider does.

/// Declares the previews a previewer lists for a screen:
///
/// ```swift
/// struct ProfileHeader_Previews: PreviewProvider {
///     static var previews: [Preview] {
///         [Preview("Profile header") { ProfileHeaderViewController() },
///          Preview("Profile header, wide", size: CGSize(width: 800, height: 400)) { ProfileHeaderViewController() }]
///     }
/// }
/// ```
///
/// The previewer finds the providers of its own gallery and of the files given to `--source`, and lists their
/// previews grouped by provider.
public protocol PreviewProvider {
    /// The previews, in the order the previewer lists them.
    @MainActor static var previews: [Preview] { get }
    /// The heading the previewer lists the previews under; providers with the same name share a heading.
    static var groupName: String { get }
}

extension PreviewProvider {
    /// By default, the type's name without a `_Previews` suffix.
    public static var groupName: String {
        let name = String(describing: self)
        return name.hasSuffix("_Previews") ? String(name.dropLast("_Previews".count)) : name
    }
}
