// Flutter's overflow warning: yellow and black tape along each edge of the root that views reach past.

import Foundation
import GtkKit
import PreviewerCore

/// A drawing over the root, shown while the root keeps its exact size and some views overflow it: a band of
/// yellow and black stripes along each overflowing edge, and a line saying by how much.
///
/// Like the debug overlay it takes no input, and it lies over the root in the scrolled window, so it has the
/// root's size and coordinates.
@MainActor
final class OverflowTape {
    /// The tape's colours: Flutter's yellow and black, exact (the stripes are not antialiased), for tests.
    static let yellow = RGBA(red: 1, green: 0.8, blue: 0)
    static let black = RGBA(red: 0, green: 0, blue: 0)
    /// The band's thickness across its edge, and one stripe's width.
    static let thickness = 8
    static let stripeWidth = 6.0
    private static let font = Font(family: "Sans", pixelSize: 10, isBold: true)

    let widget = DrawingArea()
    /// The overflow drawn; empty hides the tape.
    private(set) var overflow = RootOverflow()

    init() {
        widget.setCanTarget(false)
        widget.isVisible = false
        widget.setDrawFunction { [weak self] context in self?.draw(context) }
    }

    /// Shows the tape for `overflow`, or hides it when there is none.
    func show(_ overflow: RootOverflow) {
        guard overflow != self.overflow else { return }
        self.overflow = overflow
        widget.isVisible = !overflow.isEmpty
        widget.queueDraw()
    }

    private func draw(_ context: DrawingContext) {
        let width = Double(context.size.width)
        let height = Double(context.size.height)
        let band = Double(Self.thickness)
        var textTop = height - band
        for edge in overflow.edges {
            let rect: CGRect =
                switch edge.name {
                case "bottom": CGRect(x: 0, y: height - band, width: width, height: band)
                case "top": CGRect(x: 0, y: 0, width: width, height: band)
                case "left": CGRect(x: 0, y: 0, width: band, height: height)
                default: CGRect(x: width - band, y: 0, width: band, height: height)
                }
            context.fillStripes(rect, stripeWidth: Self.stripeWidth, first: Self.yellow, second: Self.black)
            let text = "\(edge.name.uppercased()) OVERFLOWED BY \(ConstraintLabel.format(CGFloat(edge.amount))) POINTS"
            let size = context.textSize(text, font: Self.font)
            // Above the bottom band (or the lowest line so far), at the right, clear of the tape itself.
            textTop -= size.height.rounded(.up) + 2
            let box = CGRect(
                x: width - band - size.width.rounded(.up) - 6, y: textTop, width: size.width.rounded(.up) + 4,
                height: size.height.rounded(.up) + 2)
            context.fill(box, color: Self.yellow)
            context.showText(text, at: CGPoint(x: box.minX + 2, y: box.minY + 1), font: Self.font, color: Self.black)
        }
    }
}
