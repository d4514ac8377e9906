// The nested tree written with Cartography's DSL, as a preview's body would write it.

import Cartography
import Foundation

/// Builds the tree of `shape` as views with `constrain` blocks: sections chained down the root, rows
/// chained down each section, and in every row a label at a fraction of its width beside a box.
@MainActor
enum NestedTreeViews {
    static func make(_ shape: NestedTreeShape) -> View {
        let root = View()
        root.backgroundColor = .white
        var sections: [View] = []
        for sectionIndex in 0..<shape.sections {
            let section = View()
            section.backgroundColor = Color(white: 0.92, alpha: 1)
            root.addSubview(section)
            sections.append(section)
            var rows: [View] = []
            for rowIndex in 0..<shape.rowsPerSection {
                let row = View()
                let label = Label()
                label.text = "Row \(sectionIndex).\(rowIndex)"
                let box = View()
                box.backgroundColor = .gray
                row.addSubview(label)
                row.addSubview(box)
                section.addSubview(row)
                rows.append(row)
                constrainRow(label: label, box: box, fraction: CGFloat(shape.labelFraction))
            }
            constrainRows(rows)
            constrain(section, rows.last!) { section, last in
                section.bottom == last.bottom + CGFloat(NestedTreeShape.rowInset)
            }
        }
        constrainSections(sections)
        return root
    }

    private static func constrainRow(label: Label, box: View, fraction: CGFloat) {
        constrain(label, box) { label, box in
            label.left == label.superview!.left + CGFloat(NestedTreeShape.contentInset)
            label.top == label.superview!.top + CGFloat(NestedTreeShape.contentTopInset)
            label.bottom == label.superview!.bottom - CGFloat(NestedTreeShape.contentTopInset)
            label.width == label.superview!.width * fraction
            box.left == label.right + CGFloat(NestedTreeShape.labelToBox)
            box.right == box.superview!.right - CGFloat(NestedTreeShape.contentInset)
            box.top == label.top
            box.bottom == label.bottom
        }
    }

    /// Rows of fixed height, each below the one before, inset from the section's sides.
    private static func constrainRows(_ rows: [View]) {
        let inset = CGFloat(NestedTreeShape.rowInset)
        constrain(rows) { rows in
            for (index, row) in rows.enumerated() {
                let top = index == 0 ? row.superview!.top : rows[index - 1].bottom
                row.top == top + (index == 0 ? inset : CGFloat(NestedTreeShape.rowSpacing))
                row.left == row.superview!.left + inset
                row.right == row.superview!.right - inset
                row.height == CGFloat(NestedTreeShape.rowHeight)
            }
        }
    }

    /// Sections down the root, each below the one before; their heights follow from their rows.
    private static func constrainSections(_ sections: [View]) {
        let margin = CGFloat(NestedTreeShape.sectionMargin)
        constrain(sections) { sections in
            for (index, section) in sections.enumerated() {
                let top = index == 0 ? section.superview!.top : sections[index - 1].bottom
                section.top == top + margin
                section.left == section.superview!.left + margin
                section.right == section.superview!.right - margin
            }
        }
    }
}
