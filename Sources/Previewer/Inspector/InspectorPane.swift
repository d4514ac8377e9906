// The inspector's part of the docked pane: the view tree beside what the layout knows of the selected view.

import Foundation
import GtkKit

/// The hierarchy (a tree of the views, named by accessibility identifier, else debug name) beside the selected view's frame, content-size settings,
/// constraints (a click on one opens its line in `$EDITOR`) and problems, with the ambiguity stepper's button.
/// It sits at the top of the docked report pane, shown while a view is selected.
@MainActor
final class InspectorPane {
    /// The height the inspector takes of the pane; the report below keeps the rest.
    static let height = 330

    let widget = Box(vertical: true, spacing: 4)
    let hierarchy = TreeList()
    let constraintList = ListBox()
    let stepButton = Button(label: "Step solutions")
    let explodeButton = ToggleButton(iconName: "view-dual-symbolic")
    let clearButton = Button(iconName: "edit-clear-symbolic")
    private let title = Label("Inspector")
    private let summary = Label()
    private let problems = Label()
    private let status = Label()

    init() {
        widget.addCSSClass("inspector-pane")
        widget.name = "inspector-pane"
        widget.setMinimumSize(width: -1, height: Self.height)
        widget.setExpands(horizontally: true, vertically: false)
        let bar = Box(vertical: false, spacing: 4)
        title.addCSSClass("heading")
        title.setExpands(horizontally: true, vertically: false)
        title.setEllipsizes(true)
        stepButton.setTooltip(
            "Step the selected ambiguous view through the other solutions its constraints allow, then back")
        explodeButton.actionName = "app.explode"
        explodeButton.setTooltip("Exploded view: the hierarchy in layers, turned by dragging (Ctrl+Shift+X)")
        clearButton.setTooltip("Clear the selection (Escape)")
        for part in [title, stepButton, explodeButton, clearButton] as [Widget] { bar.append(part) }
        widget.append(bar)
        status.setWraps(true)
        status.addCSSClass("dim-label")
        status.isVisible = false
        widget.append(status)

        let columns = Paned()
        let tree = ScrolledWindow(horizontal: .never, vertical: .automatic)
        tree.setChild(hierarchy)
        tree.setMinimumSize(width: 120, height: -1)
        columns.setStartChild(tree, takesGrowth: false)
        let details = Box(vertical: true, spacing: 4)
        for label in [summary, problems] {
            label.setWraps(true)
            label.setSelectable(true)
        }
        details.append(summary)
        let heading = Label("Constraints (click: open in $EDITOR)")
        heading.addCSSClass("dim-label")
        details.append(heading)
        constraintList.setSelectable(false)
        details.append(constraintList)
        details.append(problems)
        let detailScroller = ScrolledWindow(horizontal: .never, vertical: .automatic)
        detailScroller.setChild(details)
        detailScroller.setExpands(horizontally: true, vertically: true)
        columns.setEndChild(detailScroller, takesGrowth: true)
        columns.position = 140
        columns.setExpands(horizontally: true, vertically: true)
        widget.append(columns)
        widget.isVisible = false
    }

    /// Shows an inspection: the title, the summary lines, one row per constraint line, then the problems.
    func show(title: String, summary: [String], constraints: [String], problems: [String], canStep: Bool) {
        self.title.text = title
        self.title.setTooltip(title)
        self.summary.text = summary.joined(separator: "\n")
        constraintList.removeAll()
        for line in constraints { constraintList.appendRow(line, tooltip: "Open this line in $EDITOR", wraps: true) }
        self.problems.text = problems.joined(separator: "\n")
        stepButton.isSensitive = canStep
    }

    /// The line under the details: what the last action did.
    var statusText: String {
        get { status.text }
        set {
            status.text = newValue
            // An empty label still takes a line: hidden, it gives the room to the details.
            status.isVisible = !newValue.isEmpty
        }
    }
}
