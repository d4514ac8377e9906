// A progress bar 4 points high, as UIProgressView.

import Foundation

/// A bar that fills as ``progress`` goes from 0 to 1, as UIProgressView: 4 points high (its intrinsic
/// height), as wide as its constraints make it.
open class ProgressView: View {
    /// The bar's styles, as `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`, bar
    }

    /// UIKit's height of a progress view.
    public static let height: CGFloat = 4
    /// UIKit's track grey (`systemFill`'s light appearance, over white).
    static let trackColor = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)

    /// The style.
    public var progressViewStyle: Style
    /// How far the bar is filled, 0...1 (clamped; NaN is 0).
    public var progress: Float = 0 {
        didSet {
            progress = progress.isNaN ? 0 : min(1, max(0, progress))
            if progress != oldValue { setNeedsDisplay() }
        }
    }
    /// The filled part's colour; the tint colour when nil.
    public var progressTintColor: Color? {
        didSet { setNeedsDisplay() }
    }
    /// The unfilled track's colour; UIKit's grey when nil.
    public var trackTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// A bar of a style.
    public init(progressViewStyle style: Style = .default) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: ProgressView.height))
    }

    /// A default bar with a frame (4 points high whatever the frame's height, as UIKit's).
    public convenience override init(frame: CGRect) {
        self.init(progressViewStyle: .default)
        self.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: ProgressView.height)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``progress`` (there are no animations to run here).
    public func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No intrinsic width; 4 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ProgressView.height)
    }

    /// The track, then the filled part from the leading edge.
    open override func draw(in canvas: any DrawingCanvas) {
        let radius = bounds.height / 2
        canvas.fill(bounds, cornerRadius: radius, color: trackTintColor ?? ProgressView.trackColor)
        var filled = bounds
        filled.size.width = bounds.width * CGFloat(progress)
        if traitCollection.layoutDirection == .rightToLeft { filled.origin.x = bounds.maxX - filled.width }
        if filled.width > 0 { canvas.fill(filled, cornerRadius: radius, color: progressTintColor ?? tintColor) }
    }
}
