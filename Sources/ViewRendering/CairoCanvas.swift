// The library's DrawingCanvas on a GTK drawing context: what views draw with `draw(in:)` goes through here.

import Cartography
import Foundation
import GtkKit

/// Draws a view's content on the cairo context GTK gives the view's widget, in the view's coordinates
/// (one point is one pixel).
@MainActor
struct CairoCanvas: DrawingCanvas {
    let context: DrawingContext
    /// The appearance dynamic colours are resolved for: the drawing view's.
    let style: UserInterfaceStyle

    nonisolated func fill(_ rect: CGRect, cornerRadius: CGFloat, color: Color) {
        MainActor.assumeIsolated {
            context.fill(rect, cornerRadius: Double(cornerRadius), color: RGBA(color.resolved(for: style)))
        }
    }

    nonisolated func stroke(_ rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, color: Color) {
        MainActor.assumeIsolated {
            context.strokeInside(
                rect, cornerRadius: Double(cornerRadius), width: Double(lineWidth),
                color: RGBA(color.resolved(for: style)))
        }
    }

    nonisolated func strokeLine(from start: CGPoint, to end: CGPoint, lineWidth: CGFloat, color: Color) {
        MainActor.assumeIsolated {
            context.strokeLine(
                from: start, to: end, Stroke(color: RGBA(color.resolved(for: style)), width: Double(lineWidth)))
        }
    }

    nonisolated func drawImage(_ image: Image, in rect: CGRect, contentMode: View.ContentMode) {
        MainActor.assumeIsolated {
            let placed = contentMode.rect(forContentOfSize: image.size, in: rect)
            context.drawImage(atPath: image.path, in: placed, clip: rect)
        }
    }

    nonisolated func drawText(_ text: String, in rect: CGRect, style: TextStyle) {
        MainActor.assumeIsolated {
            let layout = PangoTextMeasurer.layout(text, style: style, width: rect.width)
            context.showText(layout, at: rect.origin, color: RGBA(style.color.resolved(for: self.style)))
        }
    }
}

extension RGBA {
    /// The same color in GtkKit's type.
    init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
