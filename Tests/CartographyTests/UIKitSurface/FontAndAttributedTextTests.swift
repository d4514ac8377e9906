// Fonts by iOS name and text style, the Swift 3 weight names, and attributed text on labels, measured with
// the fixed metrics (a character advances 0.6 × its font's size, a line is 1.2 × the size).

import Foundation
import Testing

@_spi(Rendering) @testable import Cartography

@Suite("Fonts and attributed text")
@MainActor
struct FontAndAttributedTextTests {
    // iOS: UIFont(name:size:) knows font names and family names; an unknown name is nil.
    @Test("UIFont(name:size:) maps iOS names to families, weights and slants; unknown names are nil")
    func namedFonts() throws {
        let heavy = try #require(UIFont(name: "Avenir-Heavy", size: 18))
        #expect(heavy.familyName == "Avenir" && heavy.fontName == "Avenir-Heavy")
        #expect(heavy.pointSize == 18 && heavy.weight == .heavy && !heavy.isItalic)
        #expect(heavy.genericFamily == .sansSerif)
        let neue = try #require(UIFont(name: "HelveticaNeue-BoldItalic", size: 15))
        #expect(neue.familyName == "Helvetica Neue" && neue.weight == .bold && neue.isItalic)
        #expect(UIFont(name: "Georgia", size: 20)?.genericFamily == .serif)
        #expect(UIFont(name: "Times New Roman", size: 20)?.familyName == "Times New Roman")
        #expect(UIFont(name: "TimesNewRomanPS-BoldMT", size: 20)?.weight == .bold)
        #expect(UIFont(name: "Menlo-Regular", size: 12)?.genericFamily == .monospace)
        #expect(UIFont(name: "ArialMT", size: 12)?.familyName == "Arial")
        #expect(UIFont(name: "Gotham-Book", size: 12) == nil)
        #expect(UIFont(name: "Avenir-Squiggly", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
        // The fallback screens write, as on iOS.
        let font = UIFont(name: "BrandSans-Bold", size: 16) ?? .systemFont(ofSize: 16)
        #expect(font == .systemFont(ofSize: 16))
        #expect(UIFont.familyNames.contains("Avenir Next"))
    }

    // iOS's sizes at the default (large) text size.
    // UIKit declares UILabel.font as UIFont!: an optional font assigns, and nil brings the 17-point default back.
    @Test("UILabel.font takes UIFont(name:size:)'s optional; nil is the default font again")
    func labelFontTakesAnOptional() throws {
        let label = UILabel()
        label.text = "Title"
        label.font = UIFont(name: "HelveticaNeue-Bold", size: 24)
        #expect(label.font.pointSize == 24)
        let named = label.intrinsicContentSize
        label.font = UIFont(name: "No Such Font", size: 24)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.intrinsicContentSize != named)
        label.font = nil
        #expect(label.font == .systemFont(ofSize: 17))
    }

    @Test("preferredFont(forTextStyle:) has iOS's default sizes and weights")
    func textStyles() {
        let expected: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.subheadline, 15, .regular), (.body, 17, .regular),
            (.callout, 16, .regular), (.footnote, 13, .regular), (.caption1, 12, .regular),
            (.caption2, 11, .regular),
        ]
        for (style, size, weight) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size && font.weight == weight, "\(style)")
        }
        let large = UIFont.preferredFont(
            forTextStyle: .body, compatibleWith: UITraitCollection(textScale: 1.5))
        #expect(large.pointSize == 25.5)
    }

    // UIKit's weight numbers, and Swift 3's global names for them.
    @Test("Weights: UIKit's numbers and the pre-iOS-12 names")
    func weights() {
        #expect(UIFont.Weight.bold.rawValue == 0.4 && UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight(rawValue: 0.5) == .heavy)
        #expect(UIFont.systemFont(ofSize: 14, weight: UIFontWeightBold) == .boldSystemFont(ofSize: 14))
        #expect(UIFont.systemFont(ofSize: 14, weight: UIFontWeightMedium).weight == .medium)
        let italic = UIFont.italicSystemFont(ofSize: 15)
        #expect(italic.isItalic && italic.pointSize == 15 && italic.lineHeight == 18)
        let avenir = UIFont(name: "Avenir-Heavy", size: 10)!.withSize(20)
        #expect(avenir.familyName == "Avenir" && avenir.pointSize == 20 && avenir.ascender == 19)
    }

    // UIKit: attributedText's fonts and colours size and colour their ranges; text then is its string.
    @Test("attributedText: runs measured in their own fonts; setting text drops them")
    func attributedLabel() {
        let string = NSMutableAttributedString(
            string: "Total: ", attributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.gray])
        string.append(
            NSAttributedString(
                string: "42€", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red]))
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.attributedText = string
        #expect(label.text == "Total: 42€")
        // 7 characters at 6, 3 at 12; lines of the 20-point font, 24 high.
        #expect(label.intrinsicContentSize == CGSize(width: 78, height: 24))
        let runs = label.textStyle.runs
        #expect(runs.map(\.utf8Range) == [0..<7, 7..<12])  // "€" is three bytes
        #expect(runs.map(\.color) == [UIColor.gray, .red])
        #expect(runs[1].font == .boldSystemFont(ofSize: 20))
        #expect(label.attributedText?.string == "Total: 42€")
        label.text = "Total: 42€"
        #expect(label.textStyle.runs.isEmpty)
        #expect(label.intrinsicContentSize == CGSize(width: 60, height: 12))
        #expect(label.attributedText?.string == "Total: 42€")
    }

    // A range with no font keeps the label's; a colour alone changes no size.
    @Test("A colour-only attributed string keeps the label's font and size")
    func colourOnly() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.adjustsFontForContentSizeCategory = true
        label.attributedText = NSAttributedString(string: "abc", attributes: [.foregroundColor: UIColor.blue])
        #expect(label.intrinsicContentSize == CGSize(width: 18, height: 12))
        #expect(label.textStyle.runs == [TextRun(utf8Range: 0..<3, color: .blue)])
        #expect(label.adjustsFontForContentSizeCategory)
    }
}
