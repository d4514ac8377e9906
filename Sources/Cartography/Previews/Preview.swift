// One preview: a name, a body that makes the screen, and the traits it is shown with.

import Foundation

/// What a preview's body makes: a view controller, as a screen, or a bare view.
public enum PreviewContent {
    /// A screen: the controller's view is the root.
    case viewController(ViewController)
    /// A bare view, which is the root.
    case view(View)

    /// The root view to lay out: the controller's view, or the view itself.
    public var rootView: View {
        switch self {
        case .viewController(let controller): controller.view
        case .view(let view): view
        }
    }

    /// The view controller, when the body made one.
    public var viewController: ViewController? {
        if case .viewController(let controller) = self { return controller }
        return nil
    }
}

/// A named way to show a screen, as SwiftUI's `PreviewProvider.previews` lists them:
/// `Preview("Profile header, wide", size: CGSize(width: 800, height: 400)) { ProfileHeaderViewController() }`.
///
/// The body runs each time the previewer shows the preview, so every showing starts fresh.
public struct Preview {
    /// The name the previewer lists; `--preview NAME` selects it.
    public let name: String
    /// How the preview is shown: its size, layout direction and the like.
    public var traits: PreviewTraits
    /// The variants the preview declares (`Preview(…, variants:)`); empty for the default ones (``variants``).
    public var declaredVariants: [PreviewVariant] = []
    private let body: @MainActor (inout PreviewContext) throws -> PreviewContent

    /// A preview of the view controller `body` makes.
    public init(
        _ name: String, size: CGSize? = nil, layoutDirection: LayoutDirection? = nil,
        variants: [PreviewVariant] = [], _ body: @escaping @MainActor () throws -> ViewController
    ) {
        self.init(name, traits: PreviewTraits(size: size, layoutDirection: layoutDirection)) { _ in
            .viewController(try body())
        }
        declaredVariants = variants
    }

    /// A preview of the view controller `body` makes from the host's context (a seeded random generator).
    public init(
        _ name: String, size: CGSize? = nil, layoutDirection: LayoutDirection? = nil,
        variants: [PreviewVariant] = [], _ body: @escaping @MainActor (inout PreviewContext) throws -> ViewController
    ) {
        self.init(name, traits: PreviewTraits(size: size, layoutDirection: layoutDirection)) { context in
            .viewController(try body(&context))
        }
        declaredVariants = variants
    }

    /// A preview of the view `body` makes.
    public init(
        _ name: String, size: CGSize? = nil, layoutDirection: LayoutDirection? = nil,
        variants: [PreviewVariant] = [], view body: @escaping @MainActor () throws -> View
    ) {
        self.init(name, traits: PreviewTraits(size: size, layoutDirection: layoutDirection)) { _ in
            .view(try body())
        }
        declaredVariants = variants
    }

    /// A preview with explicit traits and a body that makes its content.
    public init(
        _ name: String, traits: PreviewTraits,
        content: @escaping @MainActor (inout PreviewContext) throws -> PreviewContent
    ) {
        self.name = name
        self.traits = traits
        self.body = content
    }

    /// Runs the body and loads the root view (a controller's `viewDidLoad` runs here), which takes the
    /// traits' layout direction.
    @MainActor
    public func makeContent(in context: inout PreviewContext) throws -> PreviewContent {
        let content = try body(&context)
        let root = content.rootView
        if let direction = traits.layoutDirection { root.layoutDirection = direction }
        return content
    }
}

/// How a preview is shown. Variants (sizes, directions, text scales, appearance) build on these.
public struct PreviewTraits {
    /// The root view's size; nil for the host's window size.
    public var size: CGSize?
    /// The root view's layout direction; nil for the host's (left to right).
    public var layoutDirection: LayoutDirection?
    /// A line on what the preview shows, for the host to display beside it.
    public var summary: String?
    /// Whether the host shows how long each layout pass takes (for stress tests and demos of speed).
    public var showsLayoutTimes: Bool

    /// Traits; each one left nil is the host's choice; layout times are shown only when asked for.
    public init(
        size: CGSize? = nil, layoutDirection: LayoutDirection? = nil, summary: String? = nil,
        showsLayoutTimes: Bool = false
    ) {
        self.size = size
        self.layoutDirection = layoutDirection
        self.summary = summary
        self.showsLayoutTimes = showsLayoutTimes
    }
}

extension Preview {
    /// The same preview with a line of description.
    public func summary(_ text: String) -> Preview {
        var copy = self
        copy.traits.summary = text
        return copy
    }
}
