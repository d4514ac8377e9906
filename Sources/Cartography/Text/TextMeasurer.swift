// Text measurement is the host's: the library asks through this protocol, so that measured and drawn text agree.

import Foundation
import Synchronization

/// The size and baselines of a piece of text set in a style at a width.
public struct TextMeasurement: Sendable, Hashable {
    /// The size of the text's lines, from the top of the first line box to the bottom of the last.
    public var size: CGSize
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline.
    public var lastBaseline: CGFloat
    /// How many lines the text takes.
    public var lineCount: Int

    /// A measurement, as a ``TextMeasurer`` reports it.
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }
}

/// Measures text; the previewer provides one backed by Pango, the fonts it draws with.
public protocol TextMeasurer: Sendable {
    /// The size the text takes in `style`, wrapped to `width` when it is given (nil: each paragraph on one
    /// line), limited to `style.numberOfLines` lines when that is positive.
    func measure(_ text: String, style: TextStyle, width: CGFloat?) -> TextMeasurement
}

/// The process's text measurer: the host installs its own before it lays out text.
public enum TextMeasurers {
    private static let installed = Mutex<any TextMeasurer>(FixedMetricsTextMeasurer())

    /// The measurer labels and controls use; ``FixedMetricsTextMeasurer`` until a host installs another.
    public static var current: any TextMeasurer {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }
}
