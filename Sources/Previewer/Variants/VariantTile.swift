// One tile of the variants canvas: the preview made afresh, shown live in one variant, captioned.

import Cartography
import Foundation
import GtkKit
import ViewRendering

/// The preview in one variant, as a live renderer of its own: its own view tree, made by the preview's body
/// with the session's seed (so every tile shows the same content), given the variant's traits and bars, and
/// laid out by the engine at exactly the variant's size. The tile draws it under a caption (the variant's
/// name and size), scaled down by the canvas's zoom, with the device's bars over it when they are shown.
@MainActor
final class VariantTile {
    /// The caption's height above the screen, in pixels.
    static let captionHeight = 20
    static let captionFont = Font(family: "Sans", pixelSize: 12, isBold: false)

    let variant: PreviewVariant
    let document: PreviewDocument
    let renderer: ViewRenderer
    /// The caption and the screen below it.
    let widget = FrameContainer()
    /// The screen at the zoom: what `screen` is drawn in, scaled.
    private let holder = FrameContainer()
    /// The variant's screen at its own size: the root's widget, and the bars drawn over it.
    private let screen = FrameContainer()
    /// How much smaller the screen is drawn (1 for one pixel per point).
    var scale = 1.0 {
        didSet { if scale != oldValue { widget.queueResize() } }
    }
    /// Whether the device's bars are drawn over a variant that has them.
    var showsChrome = true {
        didSet { if showsChrome != oldValue { screen.queueDraw() } }
    }

    /// Makes the preview afresh in `variant`; throws what the preview's body throws.
    init(variant: PreviewVariant, preview: Preview, groupName: String, seed: UInt32, itemCount: Int?) throws {
        self.variant = variant
        document = try PreviewDocument(preview: preview, groupName: groupName, seed: seed, itemCount: itemCount)
        document.content.apply(variant)
        renderer = ViewRenderer(screen: document.lifecycle)
        // A device's screen: views that need more room overflow it rather than make it taller.
        renderer.keepsSize = true
        renderer.routeDrags()
        widget.name = "Variant \(variant.name)"
        screen.name = "Screen \(variant.name)"
        screen.append(renderer.widget)
        screen.setClipsChildren(true)
        screen.setLayout(
            measure: { [unowned self] orientation, _ in
                let side = orientation == .horizontal ? self.pixelSize.width : self.pixelSize.height
                return SizeRequest(minimum: side, natural: side)
            },
            allocate: { [unowned self] _ in
                self.screen.place(
                    self.renderer.widget,
                    in: PixelRect(x: 0, y: 0, width: self.pixelSize.width, height: self.pixelSize.height))
            })
        screen.setDrawnLayers(below: false, above: true)
        screen.setDrawFunction { [unowned self] context, _ in self.drawChrome(on: context) }
        holder.append(screen)
        holder.setClipsChildren(true)
        holder.setLayout(
            measure: { [unowned self] orientation, _ in
                let size = self.screenSize
                let side = orientation == .horizontal ? size.width : size.height
                return SizeRequest(minimum: side, natural: side)
            },
            allocate: { [unowned self] _ in self.holder.place(self.screen, size: self.pixelSize, scale: self.scale) })
        widget.append(holder)
        widget.setLayout(
            measure: { [unowned self] orientation, _ in
                let size = self.tileSize
                let side = orientation == .horizontal ? size.width : size.height
                return SizeRequest(minimum: side, natural: side)
            },
            allocate: { [unowned self] _ in
                self.widget.place(self.holder, in: self.screenFrame)
            })
        widget.setDrawnLayers(below: true, above: false)
        widget.setDrawFunction { [unowned self] context, _ in self.drawCaption(on: context) }
    }

    /// The variant's size in whole pixels: the root's.
    var pixelSize: PixelSize {
        PixelSize(width: Int(variant.size.width.rounded()), height: Int(variant.size.height.rounded()))
    }

    /// The screen as drawn, at the zoom.
    var screenSize: PixelSize {
        PixelSize(
            width: max(1, Int((Double(pixelSize.width) * scale).rounded())),
            height: max(1, Int((Double(pixelSize.height) * scale).rounded())))
    }

    /// The caption over the screen, in the tile's pixels.
    var caption: String {
        let size = "\(pixelSize.width) × \(pixelSize.height)"
        // A typed size is named after itself.
        return variant.name == "\(pixelSize.width)×\(pixelSize.height)" ? size : "\(variant.name) · \(size)"
    }

    /// The whole tile: as wide as the screen or the caption, whichever is wider.
    var tileSize: PixelSize {
        let captionWidth = Int(
            TextLayout(text: caption, pixelSize: Self.captionFont.pixelSize).measure().width.rounded(.up))
        let screen = screenSize
        return PixelSize(
            width: max(screen.width + 2 * Self.border, captionWidth),
            height: screen.height + Self.captionHeight + 2 * Self.border)
    }

    /// The line around the screen, in pixels: white screens stand out from the canvas.
    static let border = 1

    /// The screen's frame in the tile's coordinates, inside the border.
    var screenFrame: PixelRect {
        let size = screenSize
        return PixelRect(x: Self.border, y: Self.captionHeight + Self.border, width: size.width, height: size.height)
    }

    /// The screen's frame in `ancestor`'s coordinates (the window's), where it is drawn.
    func screenFrame(in ancestor: Widget) -> PixelRect? {
        holder.bounds(in: ancestor)
    }

    /// The same content with the bar button called `title` tapped, as the preview's own was.
    func perform(barButton side: BarButtonSide) {
        guard let item = side.item(of: document) else { return }
        document.perform(item)
        renderer.setNeedsLayout()
    }

    private func drawCaption(on context: DrawingContext) {
        let size = context.textSize(caption, font: Self.captionFont)
        context.showText(
            caption, at: CGPoint(x: 0, y: (Double(Self.captionHeight) - size.height) / 2 - 1), font: Self.captionFont,
            color: VariantsStyle.captionColor)
        let screen = screenFrame
        context.fill(
            CGRect(
                x: Double(screen.x - Self.border), y: Double(screen.y - Self.border),
                width: Double(screen.width + 2 * Self.border), height: Double(screen.height + 2 * Self.border)),
            color: VariantsStyle.borderColor)
    }

    private func drawChrome(on context: DrawingContext) {
        guard showsChrome,
            let painter = DeviceChromePainter(variant: variant, content: document.content, title: document.title)
        else { return }
        painter.draw(on: context)
    }
}

/// Which of the navigation item's bar buttons a tap went to.
enum BarButtonSide: Equatable {
    case left, right

    /// The button on this side of `document`'s navigation item, if it has one.
    @MainActor
    func item(of document: PreviewDocument) -> BarButtonItem? {
        self == .left ? document.leftBarButton : document.rightBarButton
    }
}
