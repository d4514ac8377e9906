// The base of controls: states, events and the actions they trigger, as UIControl.

import Foundation

/// A view that turns touches into events and events into actions, as UIControl. A host's ``InputRouter``
/// gives it the touches that start on it (it highlights while pressed, sends `.touchDown`, the drag events
/// and `.touchUpInside` or `.touchUpOutside`, and calls the tracking methods subclasses override); tests
/// may also send events with ``sendActions(for:)``.
///
/// ```swift
/// button.addAction(UIAction { _ in save() }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)   // save() runs
/// ```
open class Control: View {
    /// What happened to a control, as `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits, as UIKit's.
        public let rawValue: UInt
        /// An event set.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second touch went down soon after the first (a double tap's second press).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved from outside the control into it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved from inside the control out of it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch went up inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch went up outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (a switch was flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field, ending its editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How a control looks now, as `UIControl.State`; titles and colors are set per state.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits, as UIKit's.
        public let rawValue: UInt
        /// A state set.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted (the empty set).
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The actions in the order added, target/action pairs among them (see `Control+TargetAction.swift`).
    var actions: [(action: Action, events: Event)] = []

    /// Whether the control responds; a disabled control sends no actions.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether the control is selected.
    public var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the control is being touched.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Whether a touch is being tracked: ``beginTracking(_:with:)`` took it and no call since gave it up.
    public internal(set) var isTracking = false
    /// Whether the touch being tracked is inside the control's bounds.
    public internal(set) var isTouchInside = false

    /// A touch went down on the control: whether to go on tracking it (true by default), as UIControl's.
    open func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { true }

    /// The touch moved: whether to go on tracking it (true by default).
    open func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { true }

    /// The touch went up (before `.touchUpInside` or `.touchUpOutside` is sent).
    open func endTracking(_ touch: Touch?, with event: InputEvent?) {}

    /// The touch was taken away.
    open func cancelTracking(with event: InputEvent?) {}

    /// The current state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    public var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Creates a control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Runs `action` whenever one of `events` is sent. Adding an action that is already there again (the
    /// same object) only adds the events.
    public func addAction(_ action: Action, for events: Event) {
        if let index = actions.firstIndex(where: { $0.action === action }) {
            actions[index].events.formUnion(events)
        } else {
            actions.append((action, events))
        }
    }

    /// Stops running `action` for `events`.
    public func removeAction(_ action: Action, for events: Event) {
        for index in actions.indices where actions[index].action === action {
            actions[index].events.subtract(events)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// The actions registered for any of `events`, in the order they were added.
    public func actions(for events: Event) -> [Action] {
        actions.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    }

    /// Runs the actions registered for any of `events`, in the order they were added, with the control
    /// as their sender, unless the control is disabled. The control's primary event (a button's
    /// `.touchUpInside`, a switch's `.valueChanged`) also triggers `.primaryActionTriggered`, as in UIKit.
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        var sent = events
        if !events.isDisjoint(with: primaryActionEvents) { sent.insert(.primaryActionTriggered) }
        for action in actions(for: sent) {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }

    /// The events that are this control's primary action (none for a plain control).
    var primaryActionEvents: Event { [] }

    /// Called when the state changes: controls that look different per state redraw (and resize).
    func stateDidChange() {
        setNeedsDisplay()
    }
}

/// What a control does when it sends an event, as UIAction: a closure with a title.
public final class Action {
    /// The closure, given the action itself (whose ``sender`` is the control).
    public let handler: (Action) -> Void
    /// A title, for menus.
    public var title: String
    /// The control sending the action, while its handler runs.
    public internal(set) var sender: Control? {
        get { senderLink.view as? Control }
        set { senderLink = UnretainedView(newValue) }
    }
    private var senderLink = UnretainedView(nil)
    /// The target and selector this action sends, for an action made by `addTarget(_:action:for:)`.
    var targetAction: TargetAction?

    /// An action: `UIAction { _ in … }`, or `UIAction(title: "Save") { _ in … }`.
    public init(title: String = "", handler: @escaping (Action) -> Void) {
        self.title = title
        self.handler = handler
    }
}
