// One way to show a preview among several: a root size, a layout direction, a text scale, light or dark, the
// device's bars; device presets.

import Foundation

/// A named way to show a preview, as Xcode's preview variants and Compose's multipreviews are: the
/// previewer's `--sheet` pictures each of a preview's variants, and `--record` and `--verify` keep a golden
/// snapshot of each.
///
/// ```swift
/// Preview("Profile", variants: [.iPhoneSE, .iPhone15, .iPhone15.rightToLeft]) { ProfileViewController() }
/// ```
public struct PreviewVariant: Equatable, Sendable {
    /// The name the variant is captioned and filed under (`DIR/<preview>/<name>.png`).
    public var name: String
    /// The root view's size.
    public var size: CGSize
    /// The root view's layout direction.
    public var layoutDirection: LayoutDirection
    /// How much larger than usual text is drawn (1 for 100 %), as Dynamic Type's sizes and Android's font
    /// scale are; nil for 100 %. Every label, button title and text field measures and draws its font at it.
    public var textScale: Double?
    /// The bars the device draws over the root (status bar, navigation bar, home indicator), which set its
    /// safe area and layout guides; nil for none (a window of its own size, a laptop's).
    public var chrome: DeviceChrome?
    /// Light or dark: the root's ``View/traitCollection`` has it, under any override of the preview's own.
    public var userInterfaceStyle: UserInterfaceStyle

    /// A variant called `name` at `size`, left to right unless told otherwise, without device chrome unless given.
    public init(
        _ name: String, size: CGSize, layoutDirection: LayoutDirection = .leftToRight, textScale: Double? = nil,
        chrome: DeviceChrome? = nil, userInterfaceStyle: UserInterfaceStyle = .light
    ) {
        self.name = name
        self.size = size
        self.layoutDirection = layoutDirection
        self.textScale = textScale
        self.chrome = chrome
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The same variant without the device's bars: the root's safe area and layout guides are zero.
    public var withoutChrome: PreviewVariant {
        var copy = self
        copy.name += " no bars"
        copy.chrome = nil
        return copy
    }

    /// The same variant right to left, its name followed by " RTL".
    public var rightToLeft: PreviewVariant {
        var copy = self
        copy.name += " RTL"
        copy.layoutDirection = .rightToLeft
        return copy
    }

    /// The same variant in the dark appearance, its name followed by " dark".
    public var dark: PreviewVariant {
        var copy = self
        copy.name += " dark"
        copy.userInterfaceStyle = .dark
        return copy
    }

    /// The traits the variant gives the root: its appearance, layout direction and text scale.
    public var traitCollection: TraitCollection {
        TraitCollection(
            userInterfaceStyle: userInterfaceStyle == .unspecified ? .light : userInterfaceStyle,
            layoutDirection: layoutDirection, textScale: textScale ?? 1)
    }

    /// The same variant with text drawn at `scale` (1.5 for 150 %), its name followed by the percentage.
    public func textScale(_ scale: Double) -> PreviewVariant {
        var copy = self
        copy.name += " text \(Int((scale * 100).rounded())) %"
        copy.textScale = scale
        return copy
    }

    /// The iPhone SE (first generation) screen, 320×568 points, with a home button's bars (20-point status
    /// bar, 44-point navigation bar).
    public static let iPhoneSE = PreviewVariant(
        "iPhone SE", size: CGSize(width: 320, height: 568), chrome: .homeButtonPhone)
    /// The iPhone 8 screen, 375×667 points, with a home button's bars: 64 points at the top under a
    /// navigation bar.
    public static let iPhone8 = PreviewVariant(
        "iPhone 8", size: CGSize(width: 375, height: 667), chrome: .homeButtonPhone)
    /// The iPhone 15 screen, 393×852 points: 59 points at the top (103 under a navigation bar) and the
    /// home indicator's 34 at the bottom.
    public static let iPhone15 = PreviewVariant(
        "iPhone 15", size: CGSize(width: 393, height: 852), chrome: .homeIndicatorPhone)
    /// An iPad in portrait, 768×1024 points, with a 20-point status bar and a 50-point navigation bar.
    public static let iPadPortrait = PreviewVariant(
        "iPad portrait", size: CGSize(width: 768, height: 1024), chrome: .tablet)
    /// A laptop's window, 1280×800 points, without bars.
    public static let laptop = PreviewVariant("Laptop", size: CGSize(width: 1280, height: 800))

    /// Every device preset, smallest first.
    public static let devices: [PreviewVariant] = [.iPhoneSE, .iPhone8, .iPhone15, .iPadPortrait, .laptop]
}

extension Preview {
    /// The variants the preview is shown in: the ones it declares, or else its own size (iPhone 8's when it
    /// declares none) left to right and right to left, so that every preview is checked in both directions.
    public var variants: [PreviewVariant] {
        if !declaredVariants.isEmpty { return declaredVariants }
        let base =
            traits.size.map { PreviewVariant("\(Int($0.width))×\(Int($0.height))", size: $0) } ?? .iPhone8
        return [base, base.rightToLeft]
    }

    /// The same preview shown in `variants` (by `--sheet`, `--record` and `--verify`).
    public func variants(_ variants: [PreviewVariant]) -> Preview {
        var copy = self
        copy.declaredVariants = variants
        return copy
    }
}

extension PreviewContent {
    /// Shows the content as `variant` says: the root's layout direction, the host's traits (appearance and
    /// text scale, heard by `traitCollectionDidChange`) and the device's bars (safe area, layout guides).
    @MainActor
    public func apply(_ variant: PreviewVariant) {
        let root = rootView
        root.layoutDirection = variant.layoutDirection
        root.hostTraitCollection = variant.traitCollection
        applyChrome(variant.chrome)
    }
}
