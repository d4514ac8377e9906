// A paragraph's line spacing, indents and alignment, as UIKit's NSParagraphStyle and NSMutableParagraphStyle.

import Foundation

/// How the lines of a paragraph are set, as UIKit's `NSParagraphStyle` (Foundation on Linux has none): the
/// value of an attributed string's `.paragraphStyle`. Read-only, with UIKit's defaults (no extra spacing,
/// natural alignment, word wrapping); change a ``NSMutableParagraphStyle``.
///
/// Kept with the text; not measured or drawn yet (a label or text view lays its text out with its own
/// alignment and line breaks, and no extra line spacing).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// The values, shared by the read-only and the mutable class.
    struct Values: Equatable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var alignment = TextAlignment.natural
        var lineBreakMode = LineBreakMode.byWordWrapping
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
    }
    var values = Values()

    /// UIKit's default style.
    public static let `default` = NSParagraphStyle()

    /// A style with the defaults.
    public override init() {
        super.init()
    }

    /// The extra space between the lines of the paragraph, in points (0).
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// The extra space after the paragraph (0).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The extra space before the paragraph (0).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How lines are aligned (natural).
    open var alignment: TextAlignment { values.alignment }
    /// How lines break (by words).
    open var lineBreakMode: LineBreakMode { values.lineBreakMode }
    /// The first line's indent from the leading edge (0).
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The other lines' indent from the leading edge (0).
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent: from the leading edge if positive, from the trailing edge if not (0).
    open var tailIndent: CGFloat { values.tailIndent }
    /// A factor of the font's line height; 0 for none.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least line height; 0 for none.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest line height; 0 for none.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }

    /// Whether `object` is a paragraph style with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }
}

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`:
///
/// ```swift
/// let paragraph = NSMutableParagraphStyle()
/// paragraph.lineSpacing = 3
/// label.attributedText = NSAttributedString(string: summary, attributes: [.paragraphStyle: paragraph])
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The extra space between the lines of the paragraph, in points (0).
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// The extra space after the paragraph (0).
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// The extra space before the paragraph (0).
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    /// How lines are aligned (natural).
    open override var alignment: TextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// How lines break (by words).
    open override var lineBreakMode: LineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// The first line's indent from the leading edge (0).
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// The other lines' indent from the leading edge (0).
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// The trailing indent: from the leading edge if positive, from the trailing edge if not (0).
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// A factor of the font's line height; 0 for none.
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    /// The least line height; 0 for none.
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// The greatest line height; 0 for none.
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
}
