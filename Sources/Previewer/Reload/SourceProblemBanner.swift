// A bar across the window that says why the user's files could not be shown: the first error at a glance, all
// of the compiler's messages one click away.

import GtkKit

/// The user's files failed to build or load: the bar shows the first line of the error, and its button opens
/// every message in a selectable text, so they can be read in full and copied. Hidden while all is well.
@MainActor
final class SourceProblemBanner {
    let widget = Box(vertical: false, spacing: 8)
    private let summary = Label()
    private let detailsButton = Button(label: "All messages")
    private let details = TextView(monospace: true, minimumSize: PixelSize(width: 640, height: 320))
    private let popover: Popover

    /// The problem shown; nil hides the bar.
    private(set) var problem: String?

    init() {
        popover = Popover(child: details)
        popover.setParent(detailsButton)
        widget.addCSSClass("source-problem")
        summary.setEllipsizes(true)
        summary.setExpands(horizontally: true, vertically: false)
        widget.append(summary)
        widget.append(detailsButton)
        detailsButton.onClicked { [weak self] in self?.popover.popup() }
        widget.isVisible = false
    }

    /// Shows `problem` (the first line in the bar, all of it behind the button), or hides the bar for nil.
    func show(_ problem: String?) {
        self.problem = problem
        guard let problem else {
            widget.isVisible = false
            return
        }
        let lines = problem.split(separator: "\n", omittingEmptySubsequences: true)
        summary.text = String(lines.first ?? "")
        detailsButton.isVisible = lines.count > 1
        details.text = problem
        widget.isVisible = true
    }
}
