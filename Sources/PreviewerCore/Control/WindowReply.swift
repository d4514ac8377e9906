// What a command that changes or shows the window replies with: the window as the command left it.

/// The frames of every view, whether the debug overlay is on and what it draws, the animations, the variants
/// canvas while it is shown, and what the one command adds.
public struct WindowReply: Equatable, Sendable {
    public var frames: FrameReport
    /// Whether the debug overlay is on; absent in a failure's frames.
    public var debug: Bool?
    /// What the overlay draws, while it is on.
    public var overlay: ControlReply.Overlay?
    public var animations: ControlReply.Animations?
    /// The variants canvas's tiles: while it is shown, and for `variants`.
    public var variants: VariantsReply?
    /// What the command adds to the window's state.
    public var detail: Detail?

    /// What one command adds.
    public enum Detail: Equatable, Sendable {
        /// `scroll`: whether a scroll view under the point moved.
        case scrolled(Bool)
        /// `wait-reload`: the reload waited for.
        case reload(ReloadRecord)
        /// The inspector's commands: the selection, the pane's text, the distances, the layers, the stepper.
        case inspector(InspectorReply)
        /// `report open`: the text the open pane shows.
        case report(String)
        /// `report search`: what the search found.
        case search(ControlReply.ReportSearch)
    }

    /// The window as `frames` show it, with the other parts given.
    public init(
        frames: FrameReport, debug: Bool? = nil, overlay: ControlReply.Overlay? = nil,
        animations: ControlReply.Animations? = nil, variants: VariantsReply? = nil, detail: Detail? = nil
    ) {
        self.frames = frames
        self.debug = debug
        self.overlay = overlay
        self.animations = animations
        self.variants = variants
        self.detail = detail
    }
}
