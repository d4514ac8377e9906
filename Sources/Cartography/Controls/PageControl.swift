// A row of page dots, as UIPageControl.

import Foundation

/// A row of dots, one per page, the current one darker, as UIPageControl: 26 points high, each dot 7
/// points wide with 9 between them and 16 at each end (``size(forNumberOfPages:)``).
open class PageControl: Control {
    /// UIKit's height of a page control.
    public static let height: CGFloat = 26
    static let dotDiameter: CGFloat = 7
    static let dotSpacing: CGFloat = 9
    static let endPadding: CGFloat = 16

    /// How many pages there are (0 by default).
    public var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The page shown, 0...numberOfPages-1.
    public var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }
    /// Whether a control with one page hides itself; false by default.
    public var hidesForSinglePage = false
    /// The other pages' dots' colour; a translucent grey when nil.
    public var pageIndicatorTintColor: Color? {
        didSet { setNeedsDisplay() }
    }
    /// The current page's dot's colour; a dark grey when nil.
    public var currentPageIndicatorTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// A page control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size the dots of `pageCount` pages need.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        let dots = count * PageControl.dotDiameter + max(0, count - 1) * PageControl.dotSpacing
        return CGSize(width: pageCount > 0 ? dots + 2 * PageControl.endPadding : 0, height: PageControl.height)
    }

    override var primaryActionEvents: Event { .valueChanged }

    /// The dots' size.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The dots, centred.
    open override func draw(in canvas: any DrawingCanvas) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let needed = size(forNumberOfPages: numberOfPages).width - 2 * PageControl.endPadding
        var x = (bounds.width - needed) / 2
        let y = bounds.midY - PageControl.dotDiameter / 2
        for page in 0..<numberOfPages {
            let color =
                page == currentPage
                ? currentPageIndicatorTintColor ?? Color(white: 0, alpha: 0.8)
                : pageIndicatorTintColor ?? Color(white: 0, alpha: 0.25)
            let dot = CGRect(x: x, y: y, width: PageControl.dotDiameter, height: PageControl.dotDiameter)
            canvas.fill(dot, cornerRadius: PageControl.dotDiameter / 2, color: color)
            x += PageControl.dotDiameter + PageControl.dotSpacing
        }
    }
}
