// The nested tree of the GTK tree scenario in closed form: how many views, and every view's exact frame.

/// Sections stacked down the root, each as tall as its rows; each row a label beside a box: root →
/// sections → rows → {label, box}, three levels below the root. Vertical positions are fixed (rows are 24 px
/// tall); the label takes `labelFraction` of its row's width and the box the rest, so a width change moves
/// or resizes every view below the root.
///
/// This is what both placements are checked against and what the closed-form placement computes.
struct NestedTreeShape: Sendable, Equatable {
    static let sectionMargin = 8.0
    static let rowInset = 4.0
    static let rowHeight = 24.0
    static let rowSpacing = 4.0
    static let contentInset = 4.0
    static let contentTopInset = 2.0
    static let labelToBox = 8.0
    /// The widths a run alternates between, as the grid's (the build uses the first).
    static let widths = (first: 375, second: 800)

    let sections: Int
    let rowsPerSection: Int
    let labelFraction: Double

    /// About `views` views in sections of `rowsPerSection` rows (each section is 1 + 3 × rows views).
    init(views: Int, rowsPerSection: Int = 10, labelFraction: Double = 0.3) {
        self.rowsPerSection = rowsPerSection
        self.labelFraction = labelFraction
        sections = max(1, Int((Double(views - 1) / Double(1 + 3 * rowsPerSection)).rounded()))
    }

    /// Every view, the root included.
    var viewCount: Int { 1 + sections * (1 + 3 * rowsPerSection) }

    var sectionHeight: Double {
        Self.rowInset + Double(rowsPerSection) * (Self.rowHeight + Self.rowSpacing)
    }

    /// The root height that shows every view (the last section's bottom), as the renderer measures it.
    var fittingHeight: Int {
        Int((Double(sections) * (Self.sectionMargin + sectionHeight)).rounded(.up))
    }

    /// A frame in the root's coordinates.
    struct Frame: Equatable {
        var x, y, width, height: Double
    }

    func section(_ index: Int, width: Double) -> Frame {
        let top = Self.sectionMargin + Double(index) * (sectionHeight + Self.sectionMargin)
        return Frame(x: Self.sectionMargin, y: top, width: width - 2 * Self.sectionMargin, height: sectionHeight)
    }

    func row(_ row: Int, in section: Frame) -> Frame {
        let top = section.y + Self.rowInset + Double(row) * (Self.rowHeight + Self.rowSpacing)
        return Frame(
            x: section.x + Self.rowInset, y: top, width: section.width - 2 * Self.rowInset, height: Self.rowHeight)
    }

    func label(in row: Frame) -> Frame {
        Frame(
            x: row.x + Self.contentInset, y: row.y + Self.contentTopInset, width: row.width * labelFraction,
            height: Self.rowHeight - 2 * Self.contentTopInset)
    }

    func box(in row: Frame, beside label: Frame) -> Frame {
        let left = label.x + label.width + Self.labelToBox
        return Frame(
            x: left, y: label.y, width: row.x + row.width - Self.contentInset - left, height: label.height)
    }

    /// Every view's frame in depth-first order (root, section, its rows, each row's label then box, …): the
    /// order of the views' subviews and of the widgets' children.
    func framesInRoot(width: Int) -> [Frame] {
        let rootWidth = Double(width)
        var frames: [Frame] = [Frame(x: 0, y: 0, width: rootWidth, height: Double(fittingHeight))]
        frames.reserveCapacity(viewCount)
        for index in 0..<sections {
            let section = section(index, width: rootWidth)
            frames.append(section)
            for rowIndex in 0..<rowsPerSection {
                let row = row(rowIndex, in: section)
                let label = label(in: row)
                frames.append(contentsOf: [row, label, box(in: row, beside: label)])
            }
        }
        return frames
    }
}
