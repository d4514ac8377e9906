// What Xcode's `#Preview { … }` macro becomes when the previewer loads a file: a preview named as Xcode names it.

/// The previews of a file's `#Preview` blocks.
///
/// Swift on Linux has no `#Preview` macro, so the previewer rewrites a copy of the file:
///
/// ```swift
/// #Preview("Login") {
///     LoginViewController()
/// }
/// ```
///
/// becomes a `PreviewProvider` whose one preview is
/// `PreviewMacro(file: "LoginViewController.swift", line: 1).preview("Login") { LoginViewController() }`.
/// As in Xcode, the body returns a view controller or a view; a preview without a name is called `Preview`
/// followed by where it is written (`Preview (LoginViewController.swift:1)`), so that the names of a
/// file's previews, and of several files', differ.
public struct PreviewMacro: Sendable {
    /// The name of the file the block is in, without its folder.
    public let file: String
    /// The line the `#Preview` is on, from 1.
    public let line: Int

    /// The block written at `line` of `file`.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The name of a block written without one: `Preview (File.swift:12)`.
    public var defaultName: String { "Preview (\(file):\(line))" }

    /// The preview of a block whose body makes a view controller (`#Preview { ProfileViewController() }`).
    public func preview(_ name: String? = nil, _ body: @escaping @MainActor () -> ViewController) -> Preview {
        Preview(name ?? defaultName) { body() }
    }

    /// The preview of a block whose body makes a view (`#Preview { ProfileHeaderView() }`).
    public func preview(_ name: String? = nil, _ body: @escaping @MainActor () -> View) -> Preview {
        Preview(name ?? defaultName, view: { body() })
    }
}
