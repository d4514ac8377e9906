// The root view: lays out the gray container and its cells from GTK's allocation cycle.

import Foundation
import GtkKit

/// The root view (the content area under the header bar), the gray container and the cell widgets.
///
/// GTK allocates the root whenever its size changes; the root's allocate callback asks the layout source
/// for frames at that size, snaps them to pixels and places the container, whose own allocate callback
/// places the cells. The root asks for the height the layout needs at its width, so a scrolled window
/// around it scrolls when that is taller than the window.
@MainActor
final class GridView {
    let root = FrameContainer()
    let container = FrameContainer()
    private let source: PreviewLayoutSource
    private(set) var cells: [CellView] = []
    /// Cells a refresh took away, kept for the next refresh that needs more: at most nine widgets ever.
    private var spareCells: [CellView] = []
    private var cellFrames: [PixelRect] = []
    private var layoutObservers: [@MainActor () -> Void] = []

    /// The frames of the last layout pass, as the source computed them (before snapping).
    private(set) var lastFrames: PreviewFrames?
    /// How many times the root was laid out.
    private(set) var layoutPasses = 0
    /// How many cell widgets were ever made: never more than the largest count shown, and never by a resize.
    private(set) var cellWidgetsCreated = 0
    /// The root size of the last layout pass.
    private(set) var rootSize = CGSize.zero
    /// Runs after every layout pass, inside it, once the views have their frames (the debug overlay's hook).
    var onLayout: (@MainActor () -> Void)?

    init(source: PreviewLayoutSource) {
        self.source = source
        root.addCSSClass("root-view")
        container.addCSSClass("grid-container")
        root.setExpands(horizontally: true, vertically: true)
        root.append(container)
        // Weak: the widgets keep these closures until they are disposed, and this object keeps the widgets.
        root.setLayout(
            mode: .heightForWidth,
            measure: { [weak self] orientation, width in
                self?.measureRoot(orientation, width: width) ?? .zero
            },
            allocate: { [weak self] size in self?.layOut(in: size) })
        container.setLayout(
            measure: { _, _ in .zero },
            allocate: { [weak self] _ in self?.placeCells() })
        updateCells()
    }

    /// The layout source's counters.
    var counters: LayoutCounters { source.counters }

    /// Asks the source for new cells and lays them out again, reusing the cell widgets it already has.
    func refresh() {
        source.refresh()
        updateCells()
        // The height the root needs depends on the number of rows: measure again, not just allocate.
        root.queueResize()
    }

    /// Runs `body` once, when the main loop is idle after the next layout pass.
    func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
        layoutObservers.append(body)
    }

    private func measureRoot(_ orientation: Orientation, width: Int?) -> SizeRequest {
        // Any width works (the cells shrink); the height follows from the width.
        guard orientation == .vertical, let width else { return .zero }
        // Noise first, so 379.00000000000006 is 379 pixels, not 380.
        let height = Int(PixelRect.denoised(source.fittingHeight(forWidth: Double(width))).rounded(.up))
        return SizeRequest(minimum: height, natural: height)
    }

    private func layOut(in size: PixelSize) {
        layoutPasses += 1
        rootSize = CGSize(width: Double(size.width), height: Double(size.height))
        let frames = source.layout(rootSize: rootSize)
        let pixels = PixelFrames(frames)
        // Cells snap in root coordinates, so a container that only moved may still need its cells placed again.
        let cellsChanged = pixels.cells != cellFrames
        cellFrames = pixels.cells
        lastFrames = frames
        root.place(container, in: pixels.container, reallocatingChildren: cellsChanged)
        onLayout?()
        notifyObservers()
    }

    private func placeCells() {
        for (index, cell) in cells.enumerated() {
            // A source that returns fewer frames than cells leaves the rest empty rather than unallocated.
            let frame = index < cellFrames.count ? cellFrames[index] : PixelRect(x: 0, y: 0, width: 0, height: 0)
            container.place(cell.widget, in: frame)
        }
    }

    private func updateCells() {
        let contents = source.cells
        while cells.count > contents.count {
            let cell = cells.removeLast()
            container.remove(cell.widget)
            spareCells.append(cell)
        }
        for (index, content) in contents.enumerated() {
            if index < cells.count {
                cells[index].content = content
            } else {
                let cell = spareCells.popLast() ?? makeCell()
                cell.content = content
                cells.append(cell)
                container.append(cell.widget)
            }
        }
    }

    private func makeCell() -> CellView {
        cellWidgetsCreated += 1
        return CellView(content: PreviewCell(color: .white, text: ""))
    }

    private func notifyObservers() {
        guard !layoutObservers.isEmpty else { return }
        let observers = layoutObservers
        layoutObservers = []
        // After the whole frame: GTK is still allocating the rest of the window here.
        MainLoop.whenIdle { observers.forEach { $0() } }
    }
}
