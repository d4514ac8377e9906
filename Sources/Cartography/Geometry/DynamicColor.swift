// Colours that depend on the appearance, as UIColor(dynamicProvider:) and the semantic system colours.

import Foundation

extension Color {
    /// A colour that is `light` in a light appearance and `dark` in a dark one; its own components are
    /// the light ones. Hosts draw ``resolved(for:)`` with each view's `traitCollection`.
    public convenience init(light: Color, dark: Color) {
        let dark = dark.resolved(for: .dark)
        self.init(
            components: light.resolved(for: .light),
            dark: [dark.redComponent, dark.greenComponent, dark.blueComponent, dark.alphaComponent])
    }

    /// A colour chosen by the traits, as `UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }`:
    /// `provider` is asked once for each appearance (so it must decide by the style alone).
    public convenience init(dynamicProvider provider: (TraitCollection) -> Color) {
        self.init(
            light: provider(TraitCollection(userInterfaceStyle: .light)),
            dark: provider(TraitCollection(userInterfaceStyle: .dark)))
    }

    /// Whether the colour differs between the light and dark appearances.
    public var isDynamic: Bool { darkComponents != nil }

    /// The plain colour shown in `style` (the light one for `unspecified`).
    public func resolved(for style: UserInterfaceStyle) -> Color {
        guard style == .dark, let dark = darkComponents, dark.count == 4 else {
            return darkComponents == nil ? self : Color(components: self, dark: nil)
        }
        return Color(red: dark[0], green: dark[1], blue: dark[2], alpha: dark[3])
    }

    /// The colour in the traits' appearance (UIColor's `resolvedColor(with:)`).
    public func resolvedColor(with traits: TraitCollection) -> Color {
        resolved(for: traits.userInterfaceStyle)
    }

    /// UIKit's `systemBackground`: white, or black in a dark appearance.
    public static let systemBackground = Color(light: .white, dark: .black)
    /// UIKit's `secondarySystemBackground`: a light grey, or a dark one.
    public static let secondarySystemBackground = Color(
        light: Color(red: 0.949, green: 0.949, blue: 0.969), dark: Color(red: 0.110, green: 0.110, blue: 0.118))
    /// UIKit's `label`: black text, or white in a dark appearance.
    public static let label = Color(light: .black, dark: .white)
    /// UIKit's `secondaryLabel`: grey text a little lighter or darker than the background's opposite.
    public static let secondaryLabel = Color(
        light: Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6),
        dark: Color(red: 0.922, green: 0.922, blue: 0.961, alpha: 0.6))
}
