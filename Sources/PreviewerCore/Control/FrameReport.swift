// Every view's frame as JSON, as a tree: what GTK allocated, and what the layout computed before snapping.

/// The window, the content area and the preview's whole view tree, in one JSON object (`frames` replies and
/// `--dump-frames`).
///
/// For each view, `frame` is what GTK allocated its widget (whole pixels, read back from GTK) and `layoutFrame`
/// what the layout computed, both in the root view's coordinates (the content area's when nothing is
/// scrolled); `frameInSuperview` is the view's own `frame`, in its superview's coordinates, as UIKit has it.
public struct FrameReport: Codable, Equatable, Sendable {
    /// A size in whole pixels.
    public struct Size: Codable, Equatable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// `W×H`.
        public var description: String { "\(width)×\(height)" }
    }

    /// A rectangle in whole pixels, as GTK allocated it.
    public struct Rect: Codable, Equatable, Sendable, CustomStringConvertible {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var maxX: Int { x + width }
        public var maxY: Int { y + height }

        /// Whether the pixel at (x, y) is inside.
        public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

        /// `(X, Y, W×H)`.
        public var description: String { "(\(x), \(y), \(width)×\(height))" }
    }

    /// A rectangle in points, as the layout computed it, before snapping to pixels.
    public struct LayoutRect: Codable, Equatable, Sendable, CustomStringConvertible {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// `(X, Y, W×H)`.
        public var description: String { "(\(x), \(y), \(width)×\(height))" }
    }

    /// One view and its subviews, back to front.
    public struct ViewNode: Codable, Equatable, Sendable {
        /// The accessibility identifier, else the debug name (`Label12`).
        public var name: String
        /// The view's class: `Label`, `View`, or the user's subclass.
        public var type: String
        public var frame: Rect
        public var layoutFrame: LayoutRect
        public var frameInSuperview: LayoutRect
        public var hidden: Bool
        /// Red, green, blue and alpha of the background, from 0 to 1; absent for none.
        public var color: [Double]?
        /// A label's, text field's or text view's text, or a button's current title.
        public var text: String?
        /// A control's value: a switch's `on` or `off`, a slider's or stepper's number, a segmented control's
        /// selected index; absent for other views.
        public var value: String?
        public var children: [ViewNode]

        public init(
            name: String, type: String, frame: Rect, layoutFrame: LayoutRect, frameInSuperview: LayoutRect,
            hidden: Bool, color: [Double]?, text: String?, value: String? = nil, children: [ViewNode]
        ) {
            self.name = name
            self.type = type
            self.frame = frame
            self.layoutFrame = layoutFrame
            self.frameInSuperview = frameInSuperview
            self.hidden = hidden
            self.color = color
            self.text = text
            self.value = value
            self.children = children
        }

        /// This view and every view below it, depth first, back to front.
        public var subtree: [ViewNode] { [self] + children.flatMap(\.subtree) }

        /// The first view of the subtree called `name`.
        public func find(_ name: String) -> ViewNode? { subtree.first { $0.name == name } }
    }

    /// A row of the problems pane: the message it shows, and where it is in the window.
    public struct ProblemRow: Codable, Equatable, Sendable {
        public var message: SourceMessage
        /// In the window's coordinates; nil when the row is not on screen.
        public var frame: Rect?

        public init(message: SourceMessage, frame: Rect?) {
            self.message = message
            self.frame = frame
        }
    }

    /// The preview shown and the seed its body was given.
    public var preview: String
    public var seed: UInt32
    /// The window, without the frame GTK draws around it when there is no window manager.
    public var window: Size
    /// The content area (under the header bar, beside the sidebar), in the window's coordinates.
    public var content: Rect
    /// The root view: as wide as the content area, and taller when the layout needs more height (it scrolls).
    public var root: Size
    public var scrolls: Bool
    /// Whether the root keeps exactly the content area's size (`--exact-size`); then `overflow` says how far
    /// views reach past its edges.
    public var exactSize: Bool
    public var overflow: RootOverflow?
    /// Whether the report pane is open beside the content area.
    public var reportOpen: Bool
    /// Whether the content area has the keyboard focus.
    public var contentFocused: Bool
    /// The widget with the keyboard focus (its GTK type and address): it changes exactly when the focus moves.
    public var focus: String?
    /// Where the window was on the screen when the previewer last looked (X11, with live reload on: what a
    /// restart puts it back at).
    public var position: ScreenPoint?
    /// The zoom in percent: the content area shows the root this much larger.
    public var zoom: Int
    public var views: ViewNode
    public var layoutPasses: Int
    /// The problems pane's rows, one a message about the user's files; absent while the pane is hidden.
    public var problems: [ProblemRow]?
    /// Whether clicks and keys go to the views (live mode) rather than the inspector.
    public var live: Bool?
    /// The view being edited (the first responder), by name; absent for none.
    public var firstResponder: String?
    /// How far the content area is scrolled down, in pixels (a root taller than the window scrolls).
    public var scrollOffset: Double?

    public init(
        preview: String, seed: UInt32, window: Size, content: Rect, root: Size, scrolls: Bool, exactSize: Bool,
        overflow: RootOverflow?, reportOpen: Bool, contentFocused: Bool, zoom: Int, views: ViewNode,
        layoutPasses: Int, problems: [ProblemRow]? = nil, focus: String? = nil, position: ScreenPoint? = nil
    ) {
        self.preview = preview
        self.seed = seed
        self.window = window
        self.content = content
        self.root = root
        self.scrolls = scrolls
        self.exactSize = exactSize
        self.overflow = overflow
        self.reportOpen = reportOpen
        self.contentFocused = contentFocused
        self.zoom = zoom
        self.views = views
        self.layoutPasses = layoutPasses
        self.problems = problems
        self.focus = focus
        self.position = position
    }
}
