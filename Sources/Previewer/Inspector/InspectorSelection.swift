// What the inspector holds of the tree: the selected view, the one measured to, the hierarchy rows shown.

import Cartography

/// The selected view and the view measured to from it (while Alt is held); both unretained, so a view that
/// leaves the tree is not kept alive by being selected.
@MainActor
struct InspectorSelection {
    weak var selected: View?
    weak var measured: View?
}

/// The hierarchy tree as last shown: which root, at which tree revision.
@MainActor
struct ShownHierarchy {
    weak var root: View?
    var revision: Int?
}
