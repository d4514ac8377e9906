// The nine-grid's parts, found in a frame report (the reply types themselves are PreviewerCore's wire types).

import PreviewerCore

extension FrameReport {
    /// The nine-grid's gray container (`showView`), found in the tree; a placeholder if it is missing, so
    /// the checks report wrong frames rather than crash.
    var container: ViewNode {
        views.find("showView")
            ?? ViewNode(
                name: "missing showView", type: "", frame: Rect(x: 0, y: 0, width: 0, height: 0),
                layoutFrame: FrameReport.LayoutRect(x: 0, y: 0, width: 0, height: 0),
                frameInSuperview: FrameReport.LayoutRect(x: 0, y: 0, width: 0, height: 0), hidden: true, color: nil,
                text: nil,
                children: [])
    }

    /// The nine-grid's cells: the container's subviews.
    var cells: [ViewNode] { container.children }

    /// The cells' colors as 8-bit RGB.
    var cellColors: [RGB] { cells.map { RGB(components: $0.color ?? []) } }
}
