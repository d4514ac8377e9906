// Giving the rows in view their cells: reloading, measuring self-sizing rows, placing and reusing cells.

import Foundation

extension TableView {
    /// Reloads and places cells if the data, the offset or the size changed since the last time.
    func tileIfNeeded() {
        guard !isTiling, needsReload || needsTile || bounds.size != tiledSize else { return }
        guard bounds.width > 0, bounds.height > 0 else { return }
        isTiling = true
        defer { isTiling = false }
        if needsReload { reload() }
        needsTile = false
        tiledSize = bounds.size
        tile()
    }

    /// Reads the counts and the heights known without cells; every cell shown goes to the reuse queues.
    private func reload() {
        needsReload = false
        for (_, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) { enqueue(cell) }
        visibleCellsByRow.removeAll()
        for view in Array(visibleHeaders.values) + Array(visibleFooters.values) { view.removeFromSuperview() }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        var geometry = TableGeometry()
        geometry.tableHeader = tableHeaderView?.frame.height ?? 0
        geometry.tableFooter = tableFooterView?.frame.height ?? 0
        let sectionCount = sanitizedCount(dataSource.map { $0.numberOfSections(in: self) } ?? 0, of: "sections")
        for section in 0..<sectionCount {
            let rowCount = sanitizedCount(
                dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0, of: "rows in section \(section)")
            var heights: [CGFloat] = []
            var measured: [Bool] = []
            heights.reserveCapacity(rowCount)
            measured.reserveCapacity(rowCount)
            for row in 0..<rowCount {
                let known = heightKnownWithoutCell(IndexPath(row: row, section: section))
                heights.append(known.height)
                measured.append(known.isReal)
            }
            geometry.sections.append(
                TableGeometry.Section(
                    header: headerHeight(section), footer: footerHeight(section), rowHeights: heights,
                    isMeasured: measured))
        }
        geometry.recompute()
        self.geometry = geometry
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    /// A count the table can use: a negative one is reported and taken as zero.
    private func sanitizedCount(_ count: Int, of what: String) -> Int {
        guard count >= 0 else {
            LayoutIssues.report(.invalidList("the data source gave \(count) \(what); the table shows none"))
            return 0
        }
        return count
    }

    /// A row's height when no cell is needed for it: a fixed one (real), else the estimate.
    private func heightKnownWithoutCell(_ indexPath: IndexPath) -> (height: CGFloat, isReal: Bool) {
        let estimate = estimatedHeight(indexPath)
        if estimate > 0 && delegate != nil { return (estimate, false) }
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height >= 0 && height.isFinite { return (height, true) }
        return (estimate > 0 ? estimate : TableView.standardRowHeight, false)
    }

    private func estimatedHeight(_ indexPath: IndexPath) -> CGFloat {
        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        if estimate == TableView.automaticDimension { return TableView.standardRowHeight }
        return estimate.isFinite && estimate >= 0 ? estimate : TableView.standardRowHeight
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        let given = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if given >= 0 && given.isFinite { return given }
        let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        return TableView.standardSupplementaryHeight(style: style, titled: titled)
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let given = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if given >= 0 && given.isFinite { return given }
        let titled = dataSource?.tableView(self, titleForFooterInSection: section) != nil
        return TableView.standardSupplementaryHeight(style: style, titled: titled)
    }

    /// UIKit's automatic header and footer heights: a plain table's titled header is 28 points and an
    /// untitled one absent; a grouped table keeps 18 points between sections without a title and 38
    /// with one (the title's line above the section).
    static func standardSupplementaryHeight(style: Style, titled: Bool) -> CGFloat {
        switch style {
        case .plain: titled ? 28 : 0
        case .grouped, .insetGrouped: titled ? 38 : 18
        }
    }

    // MARK: Placing

    /// Gives the rows in view cells, measuring rows still estimated; keeps the first row in view where it
    /// is on screen when rows above it change height; sends the others' cells to the reuse queues.
    private func tile() {
        let anchor = firstVisibleRow()
        for _ in 0..<4 {
            let band = visibleBand()
            enqueueCells(outside: band)
            var changed = false
            for indexPath in geometry.rows(in: band.minY, band.maxY) where visibleCellsByRow[indexPath] == nil {
                let cell = requestCell(for: indexPath)
                visibleCellsByRow[indexPath] = cell
                if !geometry.sections[indexPath.section].isMeasured[indexPath.row] {
                    changed = measure(cell, at: indexPath) || changed
                }
            }
            if changed { geometry.recompute() }
            if let anchor, geometry.contains(anchor.row) {
                let top = geometry.rowExtent(anchor.row).top
                let corrected = top - anchor.offsetInView
                if corrected != contentOffset.y { contentOffset.y = corrected }
            }
            if !changed { break }
        }
        let band = visibleBand()
        enqueueCells(outside: band)
        for (indexPath, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) { place(cell, at: indexPath) }
        placeSupplementaryViews(in: band)
        placeTableAccessories()
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    /// Sends the cells of rows outside the band to the reuse queues, first, so the new rows reuse them.
    private func enqueueCells(outside band: CGRect) {
        let wanted = Set(geometry.rows(in: band.minY, band.maxY))
        for (indexPath, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) where !wanted.contains(indexPath) {
            enqueue(cell)
            visibleCellsByRow[indexPath] = nil
        }
    }

    /// The first row on screen and how far its top is below the top of the visible area.
    private func firstVisibleRow() -> (row: IndexPath, offsetInView: CGFloat)? {
        guard let row = geometry.rows(in: contentOffset.y, contentOffset.y + max(bounds.height, 1)).first else {
            return nil
        }
        return (row, geometry.rowExtent(row).top - contentOffset.y)
    }

    /// The visible area in content coordinates, grown by the preload margin.
    private func visibleBand() -> CGRect {
        CGRect(
            x: 0, y: contentOffset.y - preloadMargin, width: bounds.width,
            height: bounds.height + 2 * preloadMargin)
    }

    /// Asks the data source for a row's cell; a cell already shown in another row is reported and replaced.
    private func requestCell(for indexPath: IndexPath) -> TableViewCell {
        dequeuedDuringRequest.removeAll()
        guard let dataSource else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        dequeuedDuringRequest.removeAll()
        if let shownAt = self.indexPath(for: cell) {
            LayoutIssues.report(
                .invalidList(
                    "the data source returned for \(describe(indexPath)) the cell already shown at "
                        + "\(describe(shownAt)) (\(cell.debugName)); dequeue a cell for each row; an empty cell "
                        + "is shown instead"))
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        if cell.superview != nil && cell.superview !== self { cell.removeFromSuperview() }
        return cell
    }

    /// Sizes a row from its cell when its height is automatic; returns whether the height changed.
    private func measure(_ cell: TableViewCell, at indexPath: IndexPath) -> Bool {
        let old = geometry.sections[indexPath.section].rowHeights[indexPath.row]
        var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height == TableView.automaticDimension || !height.isFinite || height < 0 {
            height = selfSizedHeight(of: cell, at: indexPath) ?? old
        }
        geometry.sections[indexPath.section].rowHeights[indexPath.row] = height
        geometry.sections[indexPath.section].isMeasured[indexPath.row] = true
        return height != old
    }

    /// The height the cell's constraints give it at the row's width, separator included; nil (reported,
    /// with the cell's constraints and their lines) when they leave it at zero, as UIKit then keeps the
    /// standard height and warns that the constraints "ambiguously suggest a height of zero".
    func selfSizedHeight(of cell: TableViewCell, at indexPath: IndexPath) -> CGFloat? {
        if cell.superview != nil { cell.removeFromSuperview() }
        let width = bounds.width - 2 * rowInset
        cell.separatorHeight = separatorHeight
        cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let contentHeight = size.height - cell.separatorHeight
        guard contentHeight > 0.001 else {
            let lines = cell.describedConstraints()
            LayoutIssues.report(
                .invalidList(
                    "the constraints of \(cell.debugName) at \(describe(indexPath)) ambiguously suggest a height of "
                        + "zero for its content view: pin its content to the content view's top and bottom; the "
                        + "estimated height is kept. Its constraints: "
                        + (lines.isEmpty ? "none" : lines.joined(separator: "; "))))
            return nil
        }
        return size.height
    }

    /// One pixel at 2× when rows have separators, as UIKit's hairline; zero without.
    var separatorHeight: CGFloat {
        separatorStyle == .none ? 0 : 0.5
    }

    private func place(_ cell: TableViewCell, at indexPath: IndexPath) {
        let extent = geometry.rowExtent(indexPath)
        let inset = rowInset
        let isNew = cell.superview !== self
        cell.separatorHeight = separatorHeight
        cell.frame = CGRect(x: inset, y: extent.top, width: bounds.width - 2 * inset, height: extent.height)
        let section = geometry.sections[indexPath.section]
        let isLast = indexPath.row == section.rowHeights.count - 1
        let hidesSeparator = separatorStyle == .none || (style != .plain && isLast)
        cell.showSeparator(hidesSeparator ? nil : separatorInset, color: separatorColor)
        if style != .plain && cell.backgroundColor == nil { cell.backgroundColor = .secondarySystemGroupedBackground }
        if style == .insetGrouped {
            let isFirst = indexPath.row == 0
            cell.layer.cornerRadius = isFirst || isLast ? 10 : 0
            cell.clipsToBounds = isFirst || isLast
        }
        if isNew {
            insertSubview(cell, at: 0)
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// Takes a cell off screen and keeps it for reuse under its identifier (cells without one are dropped).
    func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueues[identifier, default: []].append(cell)
    }

    // MARK: Headers and footers

    private func placeSupplementaryViews(in band: CGRect) {
        let sections = Set(geometry.sections(in: band.minY, band.maxY))
        for (section, view) in visibleHeaders where !sections.contains(section) {
            view.removeFromSuperview()
            visibleHeaders[section] = nil
        }
        for (section, view) in visibleFooters where !sections.contains(section) {
            view.removeFromSuperview()
            visibleFooters[section] = nil
        }
        for section in sections.sorted() {
            let extent = geometry.sections[section]
            if extent.header > 0 {
                let view = visibleHeaders[section] ?? makeSupplementary(section, isHeader: true)
                visibleHeaders[section] = view
                place(view, CGRect(x: 0, y: extent.top, width: bounds.width, height: extent.header))
            }
            if extent.footer > 0 {
                let view = visibleFooters[section] ?? makeSupplementary(section, isHeader: false)
                visibleFooters[section] = view
                let top = extent.top + extent.height - extent.footer
                place(view, CGRect(x: 0, y: top, width: bounds.width, height: extent.footer))
            }
        }
    }

    private func place(_ view: View, _ frame: CGRect) {
        view.frame = frame
        if view.superview !== self { addSubview(view) }
    }

    /// The delegate's view for a header or footer, else one showing the data source's title (or empty space).
    private func makeSupplementary(_ section: Int, isHeader: Bool) -> View {
        if let view =
            isHeader
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        {
            return view
        }
        let title =
            isHeader
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        return TableSectionTitleView(title: title, style: style, isHeader: isHeader, inset: rowInset)
    }

    private func placeTableAccessories() {
        if let header = tableHeaderView {
            place(header, CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeader))
        }
        if let footer = tableFooterView {
            place(
                footer,
                CGRect(
                    x: 0, y: geometry.contentHeight - geometry.tableFooter, width: bounds.width,
                    height: geometry.tableFooter))
        }
    }
}

extension View {
    /// The constraints of this view and its subviews written in the user's code, each with its line.
    func describedConstraints() -> [String] {
        var lines: [String] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            for constraint in view.constraints where constraint.location != nil {
                lines.append(constraint.description)
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return lines
    }
}
