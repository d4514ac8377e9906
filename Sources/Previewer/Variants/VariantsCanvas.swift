// The variants canvas: the selected preview in several variants at once, each a live renderer of its own.

import Cartography
import Foundation
import GtkKit
import PreviewerCore
import ViewRendering

/// What the content area shows instead of the single preview while `app.variants` is on (Ctrl+Shift+V, the
/// grid button under the list, the primary menu): a toolbar to choose the variants (the preview's declared
/// ones, the device presets, both directions, text sizes, light and dark, plus any W×H typed in), to show or
/// hide the devices' bars and to zoom, over a scrolling flow of tiles. Each tile is the preview made afresh
/// with the session's seed and laid out by the engine at its variant's size and traits (`VariantTile`).
///
/// The tiles follow the session: a new preview (the sidebar, a reload of the user's code) makes them again,
/// and a bar button tapped (Refresh, Ctrl+R) is tapped in every tile too. Tiles made later replay the taps
/// the single preview has had, so they show the same content.
@MainActor
final class VariantsCanvas {
    /// The toolbar over the scrolling tiles.
    let widget = Box(vertical: true)
    private let tilesArea = FrameContainer()
    private let toolbar = VariantsToolbar()
    private(set) var tiles: [VariantTile] = []
    /// Whether the canvas is shown (and has tiles).
    private(set) var isOn = false
    /// The set, the typed sizes and the zoom.
    private var shown = ShownVariants()
    /// Why the last tiles could not all be made, if they could not.
    private(set) var problem: String?
    /// The bar buttons tapped on the preview since it was made, replayed on tiles made later.
    private var taps: [BarButtonSide] = []
    private var isRefitScheduled = false
    /// Runs after the tiles were made again (another set, a size added, another preview).
    var tilesDidChange: (@MainActor () -> Void)?
    private let source: @MainActor () -> (document: PreviewDocument, itemCount: Int?, viewport: PixelSize)

    /// `source` gives the session's current preview, `--count` and the content area's size.
    init(source: @escaping @MainActor () -> (document: PreviewDocument, itemCount: Int?, viewport: PixelSize)) {
        self.source = source
        for (set, button) in toolbar.setButtons {
            button.onToggled { [unowned self, unowned button] in
                // The buttons act as radio buttons: the one pressed chooses, the others let go.
                if button.isActive, set != self.variantSet {
                    self.choose(set)
                } else if !button.isActive, set == self.variantSet {
                    button.isActive = true
                }
            }
        }
        let sizeEntry = toolbar.sizeEntry
        sizeEntry.onActivate { [unowned self, unowned sizeEntry] in
            if let problem = self.add(size: sizeEntry.text) {
                Console.printError("previewer: \(problem)")
            } else {
                sizeEntry.text = ""
            }
        }
        toolbar.barsButton.onToggled { [unowned self] in self.setShowsChrome(self.toolbar.barsButton.isActive) }
        toolbar.zoomOut.onClicked { [unowned self] in self.zoom(by: -1) }
        toolbar.zoomIn.onClicked { [unowned self] in self.zoom(by: 1) }
        toolbar.fit.onClicked { [unowned self] in self.setZoom(nil) }
        widget.append(toolbar.toolbar.widget)
        tilesArea.name = "Variants"
        tilesArea.addCSSClass("variants")
        tilesArea.setLayout(
            mode: .heightForWidth,
            measure: { [unowned self] orientation, forSize in self.measure(orientation, forSize: forSize) },
            allocate: { [unowned self] size in self.placeTiles(in: size) })
        let scroller = ScrolledWindow(horizontal: .automatic, vertical: .automatic)
        scroller.setChild(tilesArea)
        scroller.setExpands(horizontally: true, vertically: true)
        widget.append(scroller)
        widget.setExpands(horizontally: true, vertically: true)
        toolbar.showChosen(shown.set)
    }

    /// The set whose variants are shown.
    var variantSet: VariantSet { shown.set }
    /// The zoom the tiles are drawn at now, in percent.
    var zoomPercent: Int { shown.zoomPercent }

    // MARK: What is shown

    /// Shows the tiles (made afresh) or drops them.
    func setOn(_ isOn: Bool) {
        guard isOn != self.isOn else { return }
        self.isOn = isOn
        if isOn { rebuild() } else { removeTiles() }
    }

    /// Shows `set`'s variants (and the typed sizes).
    func choose(_ set: VariantSet) {
        shown.set = set
        toolbar.showChosen(set)
        if isOn { rebuild() }
    }

    /// Adds a variant of the size in `text` (W×H); what is wrong with it, or nil.
    func add(size text: String) -> String? {
        guard let variant = TypedVariantSize.variant(from: text) else {
            return "\"\(text)\" is no size: expected \(TypedVariantSize.expected)"
        }
        add(variant)
        return nil
    }

    /// Adds a variant of `size` (`variants add`).
    func add(_ size: SizeInPixels) {
        add(TypedVariantSize.variant(size))
    }

    private func add(_ variant: PreviewVariant) {
        shown.typedSizes.removeAll { $0.size == variant.size }
        shown.typedSizes.append(variant)
        if isOn { rebuild() }
    }

    /// The variants shown: the set's, then the sizes typed in.
    var variants: [PreviewVariant] {
        shown.set.variants(of: source().document.preview) + shown.typedSizes
    }

    /// The preview changed (the sidebar, a reload): its tiles are made again, and its taps forgotten.
    func documentDidChange() {
        taps = []
        if isOn { rebuild() }
    }

    /// The preview's bar button `side` was tapped: every tile taps its own, and tiles made later will too.
    func barButtonTapped(_ side: BarButtonSide) {
        taps.append(side)
        for tile in tiles { tile.perform(barButton: side) }
    }

    /// Shows or hides the devices' bars over the tiles.
    func setShowsChrome(_ shows: Bool) {
        if toolbar.barsButton.isActive != shows { toolbar.barsButton.isActive = shows }
        for tile in tiles { tile.showsChrome = shows }
    }

    var showsChrome: Bool { toolbar.barsButton.isActive }

    // MARK: Zoom

    /// Ctrl+plus (1) and Ctrl+minus (-1) while the canvas is shown: the next zoom level.
    func zoom(by step: Int) {
        let levels = ZoomLevel.tilePercentages
        let index = levels.lastIndex { $0 <= zoomPercent } ?? 0
        setZoom(levels[min(max(index + step, 0), levels.count - 1)])
    }

    /// Draws every tile at `percent` (one of `ZoomLevel.tilePercentages`), or fits them with nil.
    func setZoom(_ percent: Int?) {
        shown.fixedZoom = percent
        applyZoom()
    }

    private func applyZoom() {
        shown.zoomPercent = shown.fixedZoom ?? fittingZoom()
        toolbar.zoomLabel.text = "\(zoomPercent) %"
        for tile in tiles { tile.scale = Double(zoomPercent) / 100 }
        tilesArea.queueResize()
    }

    /// The largest zoom level at which the tallest tile fits the content area's height and the widest its width.
    private func fittingZoom() -> Int {
        let viewport = source().viewport
        let toolbar = toolbar.toolbar.widget.measure(.vertical, forSize: viewport.width).natural
        let height = Double(viewport.height - toolbar - 2 * VariantsStyle.margin - VariantTile.captionHeight)
        let width = Double(viewport.width - 2 * VariantsStyle.margin)
        let tallest = Double(tiles.map(\.pixelSize.height).max() ?? 1)
        let widest = Double(tiles.map(\.pixelSize.width).max() ?? 1)
        let fit = min(height / tallest, width / widest) * 100
        return ZoomLevel.tilePercentages.last { Double($0) <= fit } ?? ZoomLevel.tilePercentages[0]
    }

    // MARK: Tiles

    private func rebuild() {
        removeTiles()
        let (document, itemCount, _) = source()
        problem = nil
        for variant in variants {
            do {
                let tile = try VariantTile(
                    variant: variant, preview: document.preview, groupName: document.groupName, seed: document.seed,
                    itemCount: itemCount)
                for side in taps { tile.perform(barButton: side) }
                tile.showsChrome = showsChrome
                tiles.append(tile)
                tilesArea.append(tile.widget)
            } catch {
                problem = "the preview \"\(document.preview.name)\" failed in \(variant.name): \(error)"
            }
        }
        applyZoom()
        tilesDidChange?()
    }

    private func removeTiles() {
        for tile in tiles { tilesArea.remove(tile.widget) }
        tiles = []
    }

    /// Calls `body` once every tile has been laid out again (after a tap, a new set, a zoom).
    func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
        guard !tiles.isEmpty else { return MainLoop.whenIdle(body) }
        var remaining = tiles.count
        for tile in tiles {
            tile.renderer.afterNextLayout {
                remaining -= 1
                if remaining == 0 { body() }
            }
        }
    }

    private var sizes: [PixelSize] { tiles.map(\.tileSize) }

    private func measure(_ orientation: Orientation, forSize: Int?) -> SizeRequest {
        let minimumWidth = TileFlow.minimumWidth(of: sizes)
        switch orientation {
        case .horizontal:
            return SizeRequest(minimum: minimumWidth, natural: minimumWidth)
        case .vertical:
            let height = TileFlow(sizes: sizes, width: max(forSize ?? minimumWidth, minimumWidth)).height
            return SizeRequest(minimum: height, natural: height)
        }
    }

    private func placeTiles(in size: PixelSize) {
        let flow = TileFlow(sizes: sizes, width: size.width)
        for (tile, frame) in zip(tiles, flow.frames) { tilesArea.place(tile.widget, in: frame) }
        refitWhenIdle()
    }

    /// While fitting, a window resized gets the zoom that fits it, once the resize is done: changing the
    /// tiles' sizes inside this allocation would have GTK measure them again while it places them.
    private func refitWhenIdle() {
        guard shown.fixedZoom == nil, !isRefitScheduled else { return }
        isRefitScheduled = true
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.isRefitScheduled = false
            if self.isOn, self.shown.fixedZoom == nil, self.fittingZoom() != self.zoomPercent { self.applyZoom() }
        }
    }
}
