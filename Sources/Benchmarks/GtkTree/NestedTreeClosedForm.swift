// The floor of the GTK tree scenario: the renderer's widget tree, placed by closed-form code.

import GtkKit

/// The same widgets the renderer makes for the nested tree (a frame container for the host and one per
/// view, nested as the views are), each placing its children in its allocate callback at frames computed
/// from the root's width, snapped in the root's coordinates as the renderer snaps them.
///
/// Every frame of this shape changes size with the width, so GTK runs every callback on a resize; a
/// shape whose views only moved would need `reallocatingChildren`, as the renderer passes it.
@MainActor
final class NestedTreeClosedForm {
    /// The host's child, as `ViewRenderer.widget`: measures the tree's height, places the root's widget.
    let widget = FrameContainer()
    /// The views' widgets in depth-first order (root, section, its rows, each row's label then box, …).
    private(set) var viewWidgets: [FrameContainer] = []
    private let shape: NestedTreeShape
    /// The root's width in the current allocation: every callback below the root's runs inside it.
    private var rootWidth = 0.0

    init(shape: NestedTreeShape) {
        self.shape = shape
        viewWidgets.reserveCapacity(shape.viewCount)
        let root = FrameContainer()
        viewWidgets.append(root)
        widget.append(root)
        let height = shape.fittingHeight
        widget.setLayout(
            mode: .heightForWidth,
            measure: { orientation, _ in
                orientation == .vertical ? SizeRequest(minimum: height, natural: height) : .zero
            },
            allocate: { [unowned self] size in
                rootWidth = Double(size.width)
                widget.place(root, in: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
            })
        var sections: [FrameContainer] = []
        for sectionIndex in 0..<shape.sections {
            let section = FrameContainer()
            viewWidgets.append(section)
            root.append(section)
            sections.append(section)
            var rows: [RowWidgets] = []
            for _ in 0..<shape.rowsPerSection {
                let row = FrameContainer()
                let label = FrameContainer()
                let box = FrameContainer()
                viewWidgets.append(contentsOf: [row, label, box])
                row.append(label)
                row.append(box)
                section.append(row)
                rows.append(RowWidgets(row: row, label: label, box: box))
            }
            installSectionLayout(on: section, index: sectionIndex, rows: rows)
        }
        root.setLayout(
            measure: { _, _ in .zero },
            allocate: { [unowned self, unowned root] _ in
                for (index, section) in sections.enumerated() {
                    root.place(section, in: Self.snapped(shape.section(index, width: rootWidth)))
                }
            })
    }

    private struct RowWidgets {
        let row, label, box: FrameContainer
    }

    private func installSectionLayout(on section: FrameContainer, index: Int, rows: [RowWidgets]) {
        let shape = shape
        section.setLayout(
            measure: { _, _ in .zero },
            allocate: { [unowned self, unowned section] _ in
                let frame = shape.section(index, width: rootWidth)
                let pixels = Self.snapped(frame)
                for (rowIndex, widgets) in rows.enumerated() {
                    section.place(widgets.row, in: Self.snapped(shape.row(rowIndex, in: frame), in: pixels))
                }
            })
        for (rowIndex, widgets) in rows.enumerated() {
            let (row, label, box) = (widgets.row, widgets.label, widgets.box)
            row.setLayout(
                measure: { _, _ in .zero },
                allocate: { [unowned self, unowned row] _ in
                    let frame = shape.row(rowIndex, in: shape.section(index, width: rootWidth))
                    let pixels = Self.snapped(frame)
                    let labelFrame = shape.label(in: frame)
                    row.place(label, in: Self.snapped(labelFrame, in: pixels))
                    row.place(box, in: Self.snapped(shape.box(in: frame, beside: labelFrame), in: pixels))
                })
        }
    }

    /// A frame in the root's coordinates on the pixel grid, as the renderer snaps it.
    private static func snapped(_ frame: NestedTreeShape.Frame) -> PixelRect {
        PixelRect(snapping: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The snapped frame relative to its parent's snapped frame: what the parent places it at.
    private static func snapped(_ frame: NestedTreeShape.Frame, in parent: PixelRect) -> PixelRect {
        snapped(frame).offsetBy(dx: -parent.x, dy: -parent.y)
    }
}
