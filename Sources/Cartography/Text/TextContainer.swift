// The region a text view lays its text out in, as UIKit's NSTextContainer.

import Foundation

/// Where a ``TextView`` sets its lines, as UIKit's `NSTextContainer` (`textView.textContainer`): each line
/// leaves ``lineFragmentPadding`` free at both ends, inside the view's `textContainerInset`.
///
/// A screen that wants its text flush with the view's edges sets both to zero, as on iOS:
/// `textView.textContainerInset = .zero; textView.textContainer.lineFragmentPadding = 0`.
public final class TextContainer {
    /// The text view whose text this container holds; it measures and draws again when the padding changes.
    weak var owner: TextView?

    /// The space kept free at each end of every line: 5 points by default, as UIKit's.
    public var lineFragmentPadding: CGFloat = TextView.lineFragmentPadding {
        didSet { if lineFragmentPadding != oldValue { owner?.contentChanged() } }
    }

    /// A container with UIKit's padding, not yet in a text view.
    public init() {}
}
