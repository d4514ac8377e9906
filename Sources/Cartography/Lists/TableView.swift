// A scrolling list of rows in sections, as UITableView: only the rows on screen have cells.

import Foundation

/// A list of rows in sections, as UITableView: a scroll view whose content is the rows, laid out top to
/// bottom, each shown by a ``TableViewCell`` that the ``dataSource`` gives for it.
///
/// ```swift
/// let table = UITableView(frame: .zero, style: .insetGrouped)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// table.dataSource = self
/// table.rowHeight = UITableView.automaticDimension   // the default: cells size themselves
/// ```
///
/// As on iOS, only the rows in view (and ``preloadMargin`` around them) have cells; a cell that
/// scrolls out goes back to a reuse queue and comes back from ``dequeueReusableCell(withIdentifier:for:)``
/// for another row. A row with the automatic height is as tall as its cell's constraints make it
/// (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` at the
/// table's width), plus the separator; rows not shown yet count at their estimated height, and when
/// a row above the first one in view gets its real height, the content offset moves by the difference
/// so that what is on screen does not jump, as UIKit's.
///
/// Mistakes of the data source (a negative row count, a cell already shown in another row, an index
/// path out of range) are reported through ``LayoutIssues`` as ``LayoutIssue/invalidList(_:)``, and
/// the table goes on with what it can use.
open class TableView: ScrollView {
    /// How sections look, as `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge on the system background; section headers only where titled.
        case plain
        /// Sections separated by space on the grouped background.
        case grouped
        /// As `grouped`, each section a card inset from the sides with rounded corners.
        case insetGrouped
    }

    /// How inserted or deleted rows come and go, as `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
        /// Each kind of animation UIKit has.
        case fade, right, left, top, bottom, none, middle
        /// The system's choice.
        case automatic = 100
    }

    /// Where a row lands when scrolled to, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// Scrolled as little as possible to show it.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// "Use the default" for a height, as `UITableView.automaticDimension` (UIKit's value is -1): a row
    /// sizes its cell from its constraints, an estimate is the standard 44, a header fits its title.
    public static let automaticDimension: CGFloat = -1

    /// The standard row height, UIKit's 44 points.
    public static let standardRowHeight: CGFloat = 44

    /// The style, fixed at creation.
    public let style: Style
    /// What the table shows; read again by ``reloadData()`` (and at the first layout).
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Heights, header and footer views, and what happens on selection.
    public weak var delegate: TableViewDelegate? {
        didSet { setNeedsReload() }
    }
    /// The height of every row whose delegate does not give one; ``automaticDimension`` (the default, as
    /// UIKit's since iOS 11) sizes each row from its cell's constraints.
    public var rowHeight: CGFloat = TableView.automaticDimension {
        didSet { if rowHeight != oldValue { setNeedsReload() } }
    }
    /// The height assumed for rows not yet shown; ``automaticDimension`` (the default) means 44. Zero
    /// asks the delegate for every row's height at once, as UIKit does without estimates.
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsReload() } }
    }
    /// The height of section headers when the delegate gives none; ``automaticDimension`` (the default)
    /// fits the style: 28 with a title and none without in a plain table, 38 and 18 in grouped ones.
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }
    /// The height of section footers when the delegate gives none; as ``sectionHeaderHeight``.
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
    }
    /// Whether rows have a hairline separator at their bottom (`.singleLine`, the default) or none.
    public var separatorStyle = TableViewCell.SeparatorStyle.singleLine {
        didSet { if separatorStyle != oldValue { setNeedsReload() } }
    }
    /// The separators' insets from the row's sides: 16 at the leading side by default, as UIKit's on a
    /// compact-width iPhone.
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if separatorInset != oldValue { setNeedsTile() } }
    }
    /// The separators' colour, the system's `separator` by default.
    public var separatorColor: Color? = .separator {
        didSet { setNeedsTile() }
    }
    /// A view above the first section, as wide as the table, as tall as its frame.
    public var tableHeaderView: View? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as wide as the table, as tall as its frame.
    public var tableFooterView: View? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }
    /// How far beyond the visible area, above and below, rows get cells ahead of being scrolled in.
    public var preloadMargin: CGFloat = 44

    var geometry = TableGeometry()
    /// The cells shown, by row.
    var visibleCellsByRow: [IndexPath: TableViewCell] = [:]
    /// The header and footer views shown, by section.
    var visibleHeaders: [Int: View] = [:]
    var visibleFooters: [Int: View] = [:]
    /// Cells that left the screen, by reuse identifier.
    var reuseQueues: [String: [TableViewCell]] = [:]
    /// Cell classes registered for reuse identifiers.
    var registeredCells: [String: TableViewCell.Type] = [:]
    /// Cells handed out by `dequeueReusableCell(withIdentifier:for:)` during the current `cellForRowAt`.
    var dequeuedDuringRequest: Set<ObjectIdentifier> = []
    var needsReload = true
    var needsTile = true
    var tiledSize = CGSize.zero
    var isTiling = false
    /// How many cells the table has made, for benchmarks and tests of reuse.
    public private(set) var cellsCreated = 0

    /// A table of a style: `UITableView(frame: .zero, style: .grouped)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// A plain table with a frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Registering and dequeuing cells

    /// Makes cells of `cellClass` for `identifier` when the reuse queue is empty, as UIKit's.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A cell that left the screen with this identifier, ready for reuse (after its
    /// ``TableViewCell/prepareForReuse()``), or nil if there is none: UIKit's older call, which does
    /// not make cells.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard var queue = reuseQueues[identifier], let cell = queue.popLast() else { return nil }
        reuseQueues[identifier] = queue
        cell.prepareForReuse()
        return cell
    }

    /// A cell for the row at `indexPath`: one that left the screen, or a new one of the class registered
    /// for `identifier`, as UIKit's. With no class registered, UIKit stops the app; here the problem is
    /// reported and a default-style cell with that identifier is returned.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        let cell: TableViewCell
        if let reused = dequeueReusableCell(withIdentifier: identifier) {
            cell = reused
        } else if let cellClass = registeredCells[identifier] {
            cell = cellClass.init(registeredWithReuseIdentifier: identifier)
            cellsCreated += 1
        } else {
            LayoutIssues.report(
                .invalidList(
                    "unable to dequeue a cell with identifier \(identifier) for \(describe(indexPath)): register a "
                        + "class for it with register(_:forCellReuseIdentifier:); a default-style cell is used"))
            cell = TableViewCell(style: .default, reuseIdentifier: identifier)
            cellsCreated += 1
        }
        dequeuedDuringRequest.insert(ObjectIdentifier(cell))
        return cell
    }

    // MARK: Asking about rows

    /// The number of sections, as of the last reload.
    public var numberOfSections: Int {
        tileIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in a section, as of the last reload (0 for a section out of range).
    public func numberOfRows(inSection section: Int) -> Int {
        tileIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rowHeights.count : 0
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        tileIfNeeded()
        return indexPathsForVisibleRows?.compactMap { visibleCellsByRow[$0] } ?? []
    }

    /// The rows that have cells, top to bottom; nil when there are none (as UIKit's optional).
    public var indexPathsForVisibleRows: [IndexPath]? {
        tileIfNeeded()
        let rows = visibleCellsByRow.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The cell shown for a row, nil if the row is not on screen or does not exist.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        tileIfNeeded()
        return visibleCellsByRow[indexPath]
    }

    /// The row a cell shows, nil if it is not on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }?.key
    }

    /// A row's rectangle in the table's content coordinates (estimated until the row has been shown);
    /// `.zero` (reported) for a row out of range.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        tileIfNeeded()
        guard checkRow(indexPath, in: "rectForRow(at:)") else { return .zero }
        let extent = geometry.rowExtent(indexPath)
        let inset = rowInset
        return CGRect(x: inset, y: extent.top, width: bounds.width - 2 * inset, height: extent.height)
    }

    /// The row under a point in content coordinates, nil if there is none.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        tileIfNeeded()
        return geometry.rows(in: point.y, point.y + 0.001).first { geometry.rowExtent($0).height > 0 }
    }

    /// Scrolls so that a row is at `position`; a row out of range is reported and nothing moves.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        tileIfNeeded()
        guard checkRow(indexPath, in: "scrollToRow(at:at:animated:)") else { return }
        let extent = geometry.rowExtent(indexPath)
        let height = bounds.height
        let y: CGFloat =
            switch position {
            case .top: extent.top
            case .middle: extent.top + extent.height / 2 - height / 2
            case .bottom: extent.top + extent.height - height
            case .none:
                extent.top < contentOffset.y
                    ? extent.top : max(contentOffset.y, extent.top + extent.height - height)
            }
        contentOffset.y = min(max(0, y), max(0, geometry.contentHeight - height))
    }

    /// Selects a row: tells the delegate, as a tap does (UIKit's `selectRow` does not; a tap's path
    /// is the one worth previewing).
    public func selectRow(at indexPath: IndexPath) {
        guard checkRow(indexPath, in: "selectRow(at:)") else { return }
        visibleCellsByRow[indexPath]?.isSelected = true
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// Whether a row exists; reports it, naming the call, when it does not.
    func checkRow(_ indexPath: IndexPath, in call: String) -> Bool {
        guard geometry.contains(indexPath) else {
            LayoutIssues.report(
                .invalidList(
                    "\(call): \(describe(indexPath)) is out of range (the table has \(rowCountsDescription)); ignored"))
            return false
        }
        return true
    }

    /// `section 0 row 3`.
    func describe(_ indexPath: IndexPath) -> String {
        "section \(indexPath.section) row \(indexPath.row)"
    }

    /// `2 sections of 3, 5 rows`.
    var rowCountsDescription: String {
        let counts = geometry.sections.map { String($0.rowHeights.count) }.joined(separator: ", ")
        return "\(geometry.sections.count) section\(geometry.sections.count == 1 ? "" : "s") of \(counts) rows"
    }

    // MARK: Invalidation

    /// Asks the data source again, at the next layout: counts, heights and cells.
    public func reloadData() {
        setNeedsReload()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsTile()
    }

    func setNeedsTile() {
        needsTile = true
        setNeedsLayout()
    }

    override var tilesContent: Bool { true }

    override func tileContentIfNeeded() {
        tileIfNeeded()
    }

    /// Scrolling shows other rows: they get cells at the next layout.
    public override var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue && !isTiling { setNeedsTile() } }
    }

    private func replaceAccessory(_ old: View?, with new: View?) {
        if old !== new { old?.removeFromSuperview() }
        setNeedsReload()
    }

    /// The inset of rows from the table's sides: the card margin of an inset-grouped table (20 points
    /// from a width of 414 up, 16 below, UIKit's layout margins), zero otherwise.
    var rowInset: CGFloat {
        guard style == .insetGrouped else { return 0 }
        return bounds.width >= 414 ? 20 : 16
    }
}

/// UIKit's name before Swift 4.2 for ``TableView/automaticDimension``, so older code compiles.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let UITableViewAutomaticDimension = TableView.automaticDimension
