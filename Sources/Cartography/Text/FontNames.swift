// The iOS fonts screens ask for by name (`UIFont(name: "Avenir-Heavy", size: 18)`), and their families.

import Foundation

extension Font {
    /// An iOS font family: its name, its kind of typeface, and how its fonts' names are spelled.
    private struct Family {
        let name: String
        let generic: GenericFamily
        /// The name before the dash in its fonts' names ("HelveticaNeue" for "HelveticaNeue-Bold").
        let prefix: String
        /// The name of the regular font when it has no style after a dash ("Helvetica", "ArialMT").
        let plainNames: [String]
    }

    /// Styles after the dash in iOS fonts' names.
    private static let commonStyles: [String: (Weight, Bool)] = [
        "Regular": (.regular, false), "Roman": (.regular, false), "Book": (.regular, false),
        "Italic": (.regular, true), "Oblique": (.regular, true), "UltraLight": (.ultraLight, false),
        "Thin": (.thin, false), "Light": (.light, false), "LightItalic": (.light, true), "Medium": (.medium, false),
        "MediumItalic": (.medium, true), "DemiBold": (.semibold, false), "Semibold": (.semibold, false),
        "SemiBold": (.semibold, false), "Bold": (.bold, false), "BoldItalic": (.bold, true),
        "BoldOblique": (.bold, true), "Heavy": (.heavy, false), "Black": (.black, false),
        "BoldMT": (.bold, false), "ItalicMT": (.regular, true), "BoldItalicMT": (.bold, true),
        "BoldMT-Italic": (.bold, true), "Wide": (.bold, false), "Thick": (.bold, false),
    ]

    /// The families iOS ships that screens use most, by the names their fonts carry.
    private static let families: [Family] = [
        Family(name: "Helvetica", generic: .sansSerif, prefix: "Helvetica", plainNames: ["Helvetica"]),
        Family(name: "Helvetica Neue", generic: .sansSerif, prefix: "HelveticaNeue", plainNames: ["HelveticaNeue"]),
        Family(name: "Arial", generic: .sansSerif, prefix: "Arial", plainNames: ["ArialMT", "Arial"]),
        Family(name: "Avenir", generic: .sansSerif, prefix: "Avenir", plainNames: ["Avenir"]),
        Family(name: "Avenir Next", generic: .sansSerif, prefix: "AvenirNext", plainNames: ["AvenirNext"]),
        Family(
            name: "Avenir Next Condensed", generic: .sansSerif, prefix: "AvenirNextCondensed",
            plainNames: ["AvenirNextCondensed"]),
        Family(name: "Futura", generic: .sansSerif, prefix: "Futura", plainNames: ["Futura"]),
        Family(name: "Gill Sans", generic: .sansSerif, prefix: "GillSans", plainNames: ["GillSans"]),
        Family(name: "Verdana", generic: .sansSerif, prefix: "Verdana", plainNames: ["Verdana"]),
        Family(name: "Trebuchet MS", generic: .sansSerif, prefix: "TrebuchetMS", plainNames: ["TrebuchetMS"]),
        Family(name: "Optima", generic: .sansSerif, prefix: "Optima", plainNames: ["Optima"]),
        Family(name: "Marker Felt", generic: .sansSerif, prefix: "MarkerFelt", plainNames: []),
        Family(name: "Chalkboard SE", generic: .sansSerif, prefix: "ChalkboardSE", plainNames: []),
        Family(name: "Chalkduster", generic: .sansSerif, prefix: "Chalkduster", plainNames: ["Chalkduster"]),
        Family(name: "Noteworthy", generic: .sansSerif, prefix: "Noteworthy", plainNames: []),
        Family(name: "Georgia", generic: .serif, prefix: "Georgia", plainNames: ["Georgia"]),
        Family(
            name: "Times New Roman", generic: .serif, prefix: "TimesNewRomanPS", plainNames: ["TimesNewRomanPSMT"]),
        Family(name: "Baskerville", generic: .serif, prefix: "Baskerville", plainNames: ["Baskerville"]),
        Family(name: "Didot", generic: .serif, prefix: "Didot", plainNames: ["Didot"]),
        Family(name: "Palatino", generic: .serif, prefix: "Palatino", plainNames: []),
        Family(name: "Hoefler Text", generic: .serif, prefix: "HoeflerText", plainNames: []),
        Family(
            name: "American Typewriter", generic: .serif, prefix: "AmericanTypewriter",
            plainNames: ["AmericanTypewriter"]),
        Family(name: "Courier", generic: .monospace, prefix: "Courier", plainNames: ["Courier"]),
        Family(name: "Courier New", generic: .monospace, prefix: "CourierNewPS", plainNames: ["CourierNewPSMT"]),
        Family(name: "Menlo", generic: .monospace, prefix: "Menlo", plainNames: []),
    ]

    /// The iOS font called `fontName` at `fontSize` points, as `UIFont(name:size:)`: nil for a name iOS
    /// does not have (as iOS answers), so `UIFont(name: "Avenir-Heavy", size: 18) ?? .systemFont(ofSize: 18)`
    /// falls back as it does there. Names are a font's (`"HelveticaNeue-Bold"`) or a family's
    /// (`"Helvetica Neue"`), as iOS accepts both.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let (family, weight, isItalic) = Font.lookUp(fontName) else { return nil }
        self = Font.systemFont(ofSize: fontSize <= 0 ? Font.labelFontSize : fontSize, weight: weight)
        self.familyName = family.name
        self.fontName = fontName
        self.genericFamily = family.generic
        self.isItalic = isItalic
    }

    /// The family, weight and slant of an iOS font's name, nil for a name iOS does not have.
    private static func lookUp(_ name: String) -> (Family, Weight, Bool)? {
        for family in families {
            if family.name == name || family.plainNames.contains(name) { return (family, .regular, false) }
            guard name.hasPrefix(family.prefix + "-") else { continue }
            let style = String(name.dropFirst(family.prefix.count + 1))
            if let (weight, italic) = commonStyles[style] { return (family, weight, italic) }
        }
        return nil
    }

    /// The families ``init(name:size:)`` knows, as `UIFont.familyNames`.
    public static var familyNames: [String] { families.map(\.name) }
}
