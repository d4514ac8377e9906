// UIBarButtonItem's target/action initializers: `UIBarButtonItem(title: "Save", style: .done, target: self,
// action: #selector(save))`.

extension BarButtonItem {
    /// UIKit's standard bar buttons, as UIBarButtonItem.SystemItem: each with the title UIKit shows (in
    /// English), or a symbol for those UIKit draws as an icon.
    public enum SystemItem: Sendable, CaseIterable {
        /// Done (drawn bold).
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add: a plus sign.
        case add
        /// Space that grows between buttons (no title).
        case flexibleSpace
        /// A fixed space between buttons (no title).
        case fixedSpace
        /// Compose: a pencil.
        case compose
        /// Reply: a curved arrow.
        case reply
        /// Share: an arrow out of a box.
        case action
        /// Organize: a folder.
        case organize
        /// Bookmarks: a book.
        case bookmarks
        /// Search: a magnifying glass.
        case search
        /// Refresh: a circular arrow.
        case refresh
        /// Stop: a cross.
        case stop
        /// Camera.
        case camera
        /// Trash: a bin.
        case trash
        /// Play: a triangle.
        case play
        /// Pause: two bars.
        case pause
        /// Rewind: two triangles left.
        case rewind
        /// Fast forward: two triangles right.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Close: a cross.
        case close

        /// The title the host shows for it: UIKit's word, or a symbol standing for its icon.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "✎"
            case .reply: "↩"
            case .action: "⇪"
            case .organize: "▤"
            case .bookmarks: "☰"
            case .search: "⌕"
            case .refresh: "↻"
            case .stop, .close: "✕"
            case .camera: "◉"
            case .trash: "🗑"
            case .play: "▶"
            case .pause: "❚❚"
            case .rewind: "◀◀"
            case .fastForward: "▶▶"
            }
        }
    }

    /// A button with a title that sends `action` to `target` (not retained; nil for the responder chain
    /// is not followed here: bar buttons have no view) with the button as its sender, as UIKit's.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style)
        sendOnPerform(TargetAction(target: target, selector: action ?? Selector("")), hasAction: action != nil)
    }

    /// One of UIKit's standard buttons (``SystemItem``) sending `action` to `target`; `.done` is drawn bold,
    /// as in UIKit.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(title: systemItem.title, style: systemItem == .done ? .done : .plain)
        sendOnPerform(TargetAction(target: target, selector: action ?? Selector("")), hasAction: action != nil)
    }

    /// A button showing an image that sends `action` to `target`. The host draws bar buttons by title, so
    /// it shows none for this one.
    public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, style: style)
        sendOnPerform(TargetAction(target: target, selector: action ?? Selector("")), hasAction: action != nil)
    }

    private func sendOnPerform(_ targetAction: TargetAction, hasAction: Bool) {
        guard hasAction else { return }
        action = { [unowned self] in targetAction.send(from: self, responders: []) }
    }
}

/// UIBarButtonItem.SystemItem's name before iOS 12.
public typealias UIBarButtonSystemItem = BarButtonItem.SystemItem
