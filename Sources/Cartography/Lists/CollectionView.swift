// A scrolling grid of items placed by a layout object, as UICollectionView: only items in view have cells.

import Foundation

/// Items in sections placed by a ``CollectionViewLayout``, as UICollectionView:
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self
/// ```
///
/// As on iOS, only items that meet the visible area (and ``preloadMargin`` around it) have cells, which
/// are reused as they scroll out. A data source that returns a cell it did not dequeue, gives a negative
/// count, or an index path out of range is reported through ``LayoutIssues`` (UIKit stops the app), and
/// the collection view goes on with what it can use.
open class CollectionView: ScrollView {
    /// The kind of a section header, as `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer, as `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// What places the items; setting it lays them out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            setNeedsRelayout()
        }
    }
    /// What the collection view shows; read again at the next layout after ``reloadData()``.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }
    /// Selection and display callbacks; a ``CollectionViewDelegateFlowLayout`` also sizes items.
    public weak var delegate: CollectionViewDelegate? {
        didSet { reloadData() }
    }
    /// How far beyond the visible area items get cells ahead of being scrolled in.
    public var preloadMargin: CGFloat = 50

    private var itemCounts: [Int] = []
    var visibleCellsByItem: [IndexPath: CollectionViewCell] = [:]
    private var visibleSupplementaries: [String: CollectionReusableView] = [:]
    /// Headers and footers that left the screen, by kind and reuse identifier (`kind#identifier`).
    private var supplementaryQueues: [String: [CollectionReusableView]] = [:]
    private var registeredSupplementaries: [String: CollectionReusableView.Type] = [:]
    /// The scroll views of the carousel sections (orthogonal scrolling), by section; kept while out of view
    /// so that each keeps its offset.
    var carouselScrollers: [Int: CarouselScrollView] = [:]
    private var reuseQueues: [String: [CollectionViewCell]] = [:]
    private var registeredCells: [String: CollectionViewCell.Type] = [:]
    private var dequeued: Set<ObjectIdentifier> = []
    private var needsReload = true
    private var needsLayoutPrepare = true
    private var needsTile = true
    private var tiledSize = CGSize.zero
    private var isTiling = false
    /// How many cells the collection view has made, for tests and benchmarks of reuse.
    public private(set) var cellsCreated = 0

    /// A collection view with a layout: `UICollectionView(frame: .zero, collectionViewLayout: layout)`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Cells

    /// Makes cells of `cellClass` for `identifier` when none is waiting for reuse.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A cell for an item: one that scrolled out, or a new one of the registered class. With none
    /// registered (UIKit stops the app) the problem is reported and a plain cell is returned.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> CollectionViewCell
    {
        let cell: CollectionViewCell
        if var queue = reuseQueues[identifier], let reused = queue.popLast() {
            reuseQueues[identifier] = queue
            reused.prepareForReuse()
            cell = reused
        } else {
            if registeredCells[identifier] == nil {
                LayoutIssues.report(
                    .invalidList(
                        "unable to dequeue a cell with identifier \(identifier) for item \(indexPath.item) of section "
                            + "\(indexPath.section): register a class for it; a plain cell is used"))
            }
            let cellClass = registeredCells[identifier] ?? CollectionViewCell.self
            cell = cellClass.init(registeredWithReuseIdentifier: identifier)
            cellsCreated += 1
        }
        dequeued.insert(ObjectIdentifier(cell))
        return cell
    }

    /// Whether a cell class is registered for `identifier`.
    func isRegistered(cellReuseIdentifier identifier: String) -> Bool {
        registeredCells[identifier] != nil
    }

    /// Whether a header or footer class is registered for a kind and identifier.
    func isRegistered(supplementaryKind kind: String, reuseIdentifier identifier: String) -> Bool {
        registeredSupplementaries["\(kind)#\(identifier)"] != nil
    }

    /// Makes headers or footers of `viewClass` for a kind and identifier when none is waiting for reuse.
    public func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        registeredSupplementaries["\(elementKind)#\(identifier)"] = viewClass
    }

    /// A header or footer: one that scrolled out, or a new one of the registered class. With none
    /// registered (UIKit stops the app) the problem is reported and a plain view is returned.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = "\(elementKind)#\(identifier)"
        if var queue = supplementaryQueues[key], let reused = queue.popLast() {
            supplementaryQueues[key] = queue
            reused.prepareForReuse()
            return reused
        }
        if registeredSupplementaries[key] == nil {
            LayoutIssues.report(
                .invalidList(
                    "unable to dequeue a supplementary view of kind \(elementKind) with identifier \(identifier) for "
                        + "section \(indexPath.section): register a class for it; a plain view is used"))
        }
        let view = (registeredSupplementaries[key] ?? CollectionReusableView.self).init(
            registeredWithReuseIdentifier: identifier)
        view.reuseElementKind = elementKind
        return view
    }

    // MARK: Asking about items

    /// The number of sections, as of the last reload.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    /// The number of items of a section (0 out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cells on screen, in index path order.
    public var visibleCells: [CollectionViewCell] {
        tileIfNeeded()
        return visibleCellsByItem.keys.sorted().compactMap { visibleCellsByItem[$0] }
    }

    /// The items that have cells, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        tileIfNeeded()
        return visibleCellsByItem.keys.sorted()
    }

    /// The cell of an item on screen, nil otherwise.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        tileIfNeeded()
        return visibleCellsByItem[indexPath]
    }

    /// An item's attributes from the layout; nil, reported, for an item out of range.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        tileIfNeeded()
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
            LayoutIssues.report(
                .invalidList(
                    "layoutAttributesForItem(at:): item \(indexPath.item) of section \(indexPath.section) is out of "
                        + "range (counts \(itemCounts))"))
            return nil
        }
        return attributes
    }

    /// The supplementary views shown (headers and footers).
    public func visibleSupplementaryViews(ofKind kind: String) -> [View] {
        tileIfNeeded()
        return visibleSupplementaries.filter { $0.key.hasPrefix(kind + "#") }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Asks the data source again at the next layout.
    public func reloadData() {
        needsReload = true
        setNeedsRelayout()
    }

    /// Lays the items out again at the next layout (``CollectionViewLayout/invalidateLayout()`` calls it).
    func setNeedsRelayout() {
        needsLayoutPrepare = true
        needsTile = true
        setNeedsLayout()
    }

    /// Scrolling shows other items: they get cells at the next layout.
    public override var contentOffset: CGPoint {
        didSet {
            if contentOffset != oldValue && !isTiling {
                needsTile = true
                setNeedsLayout()
            }
        }
    }

    override var tilesContent: Bool { true }

    override func tileContentIfNeeded() {
        tileIfNeeded()
    }

    // MARK: Tiling

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (_, cell) in visibleCellsByItem.sorted(by: { $0.key < $1.key }) { enqueue(cell) }
        visibleCellsByItem.removeAll()
        for (_, view) in visibleSupplementaries.sorted(by: { $0.key < $1.key }) { enqueueSupplementary(view) }
        visibleSupplementaries.removeAll()
        collectionViewLayout.forgetMeasuredSizes()
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        itemCounts = (0..<max(0, sections)).map { section in
            let count = dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
            guard count >= 0 else {
                LayoutIssues.report(
                    .invalidList("the data source gave \(count) items in section \(section); the section shows none"))
                return 0
            }
            return count
        }
        if sections < 0 {
            LayoutIssues.report(
                .invalidList("the data source gave \(sections) sections; the collection view shows none"))
        }
    }

    func tileIfNeeded() {
        guard !isTiling, needsReload || needsLayoutPrepare || needsTile || bounds.size != tiledSize else { return }
        guard bounds.width > 0, bounds.height > 0 else { return }
        isTiling = true
        defer { isTiling = false }
        reloadIfNeeded()
        if needsLayoutPrepare || bounds.size != tiledSize {
            collectionViewLayout.prepare()
            needsLayoutPrepare = false
        }
        needsTile = false
        tiledSize = bounds.size
        for _ in 0..<4 where placeVisibleElements() {
            collectionViewLayout.prepare()
        }
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// Gives the elements in view their cells and views; returns whether self-sizing cells changed size
    /// (the layout then prepares again).
    private func placeVisibleElements() -> Bool {
        let band = CGRect(
            x: contentOffset.x - preloadMargin, y: contentOffset.y - preloadMargin,
            width: bounds.width + 2 * preloadMargin, height: bounds.height + 2 * preloadMargin)
        let elements = collectionViewLayout.layoutAttributesForElements(in: band) ?? []
        let items = elements.filter { $0.representedElementCategory == .cell }
        let wanted = Set(items.map(\.indexPath))
        for (indexPath, cell) in visibleCellsByItem.sorted(by: { $0.key < $1.key }) where !wanted.contains(indexPath) {
            enqueue(cell)
            visibleCellsByItem[indexPath] = nil
        }
        var resized = false
        for attributes in items {
            let indexPath = attributes.indexPath
            let cell = visibleCellsByItem[indexPath] ?? requestCell(for: indexPath)
            let isNew = visibleCellsByItem[indexPath] == nil
            visibleCellsByItem[indexPath] = cell
            if isNew, let priorities = collectionViewLayout.selfSizingPriorities(at: indexPath) {
                let size = selfSizedSize(of: cell, at: indexPath, estimate: attributes.frame.size, priorities)
                collectionViewLayout.recordMeasuredSize(size, at: indexPath)
                resized = resized || size != attributes.frame.size
            }
            let container = carouselContainer(ofSection: indexPath.section)
            cell.frame = attributes.frame.offsetBy(dx: -container.origin.x, dy: -container.origin.y)
            if cell.superview !== container.view {
                container.view.insertSubview(cell, at: 0)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
        }
        for (section, scroller) in carouselScrollers where !items.contains(where: { $0.indexPath.section == section }) {
            scroller.removeFromSuperview()
        }
        placeSupplementaryViews(elements.filter { $0.representedElementCategory == .supplementaryView })
        return resized
    }

    /// The size a cell's constraints give it at the fitting priorities (its required sides the estimate's);
    /// the estimate, reported with the cell's constraints and their lines, when they leave a fitted side at
    /// zero (UIKit warns that they "ambiguously suggest a height of zero" and keeps the estimate).
    private func selfSizedSize(
        of cell: CollectionViewCell, at indexPath: IndexPath, estimate: CGSize,
        _ priorities: (horizontal: LayoutPriority, vertical: LayoutPriority)
    ) -> CGSize {
        if cell.superview != nil { cell.removeFromSuperview() }
        // The fitted sides start from zero, so that constraints that do not decide them leave them there.
        let target = CGSize(
            width: priorities.horizontal == .required ? estimate.width : 0,
            height: priorities.vertical == .required ? estimate.height : 0)
        let size = cell.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: priorities.horizontal, verticalFittingPriority: priorities.vertical)
        let undecidedWidth = priorities.horizontal != .required && !(size.width > 0.001)
        let undecidedHeight = priorities.vertical != .required && !(size.height > 0.001)
        guard undecidedWidth || undecidedHeight else { return size }
        let lines = cell.describedConstraints()
        LayoutIssues.report(
            .invalidList(
                "the constraints of \(cell.debugName) at item \(indexPath.item) of section \(indexPath.section) "
                    + "ambiguously suggest a \(undecidedHeight ? "height" : "width") of zero for its content view: pin its "
                    + "content to the content view's edges; the estimated size is kept. Its constraints: "
                    + (lines.isEmpty ? "none" : lines.joined(separator: "; "))))
        return estimate
    }

    private func placeSupplementaryViews(_ elements: [CollectionViewLayoutAttributes]) {
        var shown: [String: CollectionReusableView] = [:]
        for attributes in elements {
            guard let kind = attributes.representedElementKind else { continue }
            let key = "\(kind)#\(attributes.indexPath.section)"
            let view =
                visibleSupplementaries[key]
                ?? dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
                ?? CollectionReusableView(frame: .zero)
            view.frame = attributes.frame
            if view.superview !== self { addSubview(view) }
            shown[key] = view
        }
        for (key, view) in visibleSupplementaries.sorted(by: { $0.key < $1.key }) where shown[key] == nil {
            enqueueSupplementary(view)
        }
        visibleSupplementaries = shown
    }

    /// Takes a header or footer off screen and keeps it for reuse if it was dequeued.
    private func enqueueSupplementary(_ view: CollectionReusableView) {
        view.removeFromSuperview()
        guard let kind = view.reuseElementKind, let identifier = view.reuseIdentifier else { return }
        supplementaryQueues["\(kind)#\(identifier)", default: []].append(view)
    }

    /// Asks for an item's cell; one not dequeued is reported (UIKit stops the app) and shown all the same.
    private func requestCell(for indexPath: IndexPath) -> CollectionViewCell {
        dequeued.removeAll()
        guard let dataSource else { return CollectionViewCell(frame: .zero) }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if !dequeued.contains(ObjectIdentifier(cell)) {
            LayoutIssues.report(
                .invalidList(
                    "the cell returned for item \(indexPath.item) of section \(indexPath.section) (\(cell.debugName)) "
                        + "was not retrieved by calling dequeueReusableCell(withReuseIdentifier:for:); it is shown "
                        + "but cannot be reused"))
        }
        dequeued.removeAll()
        if visibleCellsByItem.values.contains(where: { $0 === cell }) {
            LayoutIssues.report(
                .invalidList(
                    "the cell returned for item \(indexPath.item) of section \(indexPath.section) is already shown "
                        + "for another item; an empty cell is shown instead"))
            return CollectionViewCell(frame: .zero)
        }
        return cell
    }

    private func enqueue(_ cell: CollectionViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueues[identifier, default: []].append(cell)
    }
}

extension CollectionView {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}
