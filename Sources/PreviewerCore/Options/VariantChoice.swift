// `--variants SET`: which variants --sheet, --record and --verify render, as the variants canvas offers them.

import Foundation

/// The variants asked for on the command line: families of the variants canvas and sizes, in the order given.
///
/// ```swift
/// let choice = try VariantChoice(parsing: "devices,dark,390x844")
/// // choice.items == [.family(.devices), .family(.dark), .size(SizeInPixels(390x844))]
/// ```
public struct VariantChoice: Equatable, Sendable {
    /// A family of variants, named as the command line names it.
    public enum Family: String, CaseIterable, Sendable {
        /// What the preview declares in code (the default without `--variants`).
        case declared
        /// Every device preset.
        case devices
        /// The light and the dark appearance.
        case dark
        /// Text at 85 % to 200 %.
        case text
        /// Left to right and right to left.
        case rtl
    }

    /// One item of the list: a family, or a size of its own (no bars, left to right, light, text at 100 %).
    public enum Item: Equatable, Sendable {
        case family(Family)
        case size(SizeInPixels)
    }

    /// In the order given; `all` is every family in `Family`'s order.
    public let items: [Item]

    /// What `--variants` takes, for help and messages.
    public static let expected =
        "a comma-separated list of devices, dark, text, rtl, declared, all and sizes such as 390x844"

    /// Reads a comma-separated list such as `devices,dark` or `320x568, 1024x768`; `all` stands for every family.
    public init(parsing text: String) throws(OptionError) {
        var items: [Item] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = part.trimmingCharacters(in: .whitespaces).lowercased()
            if word == "all" {
                items += Family.allCases.map(Item.family)
            } else if let family = Family(rawValue: word) {
                items.append(.family(family))
            } else if word.first?.isNumber == true {
                do {
                    items.append(.size(try SizeInPixels(parsing: word)))
                } catch {
                    throw OptionError("--variants: \"\(word)\" is no size: \(error.reason) (\(SizeInPixels.expected))")
                }
            } else {
                throw OptionError("--variants expects \(Self.expected), not \"\(word)\" in \"\(text)\"")
            }
        }
        self.items = items
    }
}
