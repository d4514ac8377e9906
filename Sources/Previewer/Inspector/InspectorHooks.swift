// What the inspector asks of the session it serves: the layout's view of a view, the dock, the Escape key.

import Cartography

/// The session's answers to the inspector's questions, set once when the session connects it.
@MainActor
struct InspectorHooks {
    /// What the layout knows of a view as it is now (the session's document at the root's size).
    var inspect: @MainActor (View) -> ViewInspection = { $0.inspection() }
    /// Opens the docked pane if it is closed, then runs the closure.
    var openPane: @MainActor (@escaping @MainActor () -> Void) -> Void = { $0() }
    /// Called when a view becomes selected (true) or nothing is (false): Escape clears the selection first.
    var selectionDidChange: @MainActor (Bool) -> Void = { _ in }
}
