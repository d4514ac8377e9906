// The providers a loaded library hands to the previewer that loaded it, across a C entry point.

/// The preview providers of a library the previewer built from a user's files, boxed so that a generated
/// `@_cdecl` entry point can return them as one retained pointer.
///
/// Not for users: the previewer generates the code that makes one. The box is a class of this library, so a
/// host that casts the pointer back also learns that the library bound to the host's own copy of Cartography
/// (a private copy's class would not cast).
@_spi(PreviewLoading)
public final class PreviewProviderList {
    /// The providers, in the order their files declare them.
    public let providers: [any PreviewProvider.Type]

    /// Boxes `providers`.
    public init(_ providers: [any PreviewProvider.Type]) {
        self.providers = providers
    }
}
