// What a host draws views on: the few operations views need, in the view's own coordinates.

import Foundation

/// A surface a host gives a view to draw its content on (``View/draw(in:)``), in the view's own
/// coordinate space (its bounds). The previewer implements it with Cairo and Pango; the library never
/// draws by itself.
public protocol DrawingCanvas {
    /// Fills a rectangle, with rounded corners when `cornerRadius` is positive.
    func fill(_ rect: CGRect, cornerRadius: CGFloat, color: Color)
    /// Strokes the outline of a rectangle inside it, with rounded corners when `cornerRadius` is positive.
    func stroke(_ rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, color: Color)
    /// Draws a straight line.
    func strokeLine(from start: CGPoint, to end: CGPoint, lineWidth: CGFloat, color: Color)
    /// Draws text laid out in `rect` the way the host's ``TextMeasurer`` measures it: wrapped to the
    /// rectangle's width, at most `style.numberOfLines` lines (0: any), aligned by `style.alignment`, its
    /// first line at the top of the rectangle.
    func drawText(_ text: String, in rect: CGRect, style: TextStyle)
    /// Draws an image (the host loads its pixels from ``Image/path``) fitted into `rect` as `contentMode`
    /// says (``View/ContentMode/rect(forContentOfSize:in:)`` gives where), cut at `rect` for the modes
    /// that overflow it only when the view clips to its bounds.
    func drawImage(_ image: Image, in rect: CGRect, contentMode: View.ContentMode)
}
