// How a view's content (an image) is fitted into its bounds, as UIView.ContentMode.

import Foundation

extension View {
    /// How content is fitted into the bounds, as `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Stretched to the bounds, ignoring the aspect ratio (UIKit's default).
        case scaleToFill
        /// As large as fits inside the bounds, keeping the aspect ratio, centred.
        case scaleAspectFit
        /// As small as covers the bounds, keeping the aspect ratio, centred (the excess is cut when
        /// the view clips to its bounds).
        case scaleAspectFill
        /// Stretched to the bounds; UIKit also redraws on bounds changes.
        case redraw
        /// Unscaled, centred.
        case center
        /// Unscaled, at the top, centred horizontally.
        case top
        /// Unscaled, at the bottom, centred horizontally.
        case bottom
        /// Unscaled, at the left, centred vertically.
        case left
        /// Unscaled, at the right, centred vertically.
        case right
        /// Unscaled, in a corner.
        case topLeft, topRight, bottomLeft, bottomRight

        /// Where content of `size` is drawn in `bounds` (it may extend outside).
        ///
        /// ```swift
        /// View.ContentMode.scaleAspectFit.rect(forContentOfSize: CGSize(width: 200, height: 100),
        ///                                      in: CGRect(x: 0, y: 0, width: 100, height: 100))
        /// // (0, 25, 100, 50)
        /// ```
        public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                guard size.width > 0, size.height > 0 else { return bounds }
                let widthScale = bounds.width / size.width
                let heightScale = bounds.height / size.height
                let scale = self == .scaleAspectFit ? min(widthScale, heightScale) : max(widthScale, heightScale)
                let scaled = CGSize(width: size.width * scale, height: size.height * scale)
                return CGRect(
                    x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width,
                    height: scaled.height)
            default:
                let x: CGFloat =
                    switch self {
                    case .left, .topLeft, .bottomLeft: bounds.minX
                    case .right, .topRight, .bottomRight: bounds.maxX - size.width
                    default: bounds.midX - size.width / 2
                    }
                let y: CGFloat =
                    switch self {
                    case .top, .topLeft, .topRight: bounds.minY
                    case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
                    default: bounds.midY - size.height / 2
                    }
                return CGRect(origin: CGPoint(x: x, y: y), size: size)
            }
        }
    }
}
