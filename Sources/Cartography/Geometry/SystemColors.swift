// UIKit's system colours: the adaptable tints, the greys, and the rest of the semantic text and fill colours.

extension Color {
    /// A colour from 0...255 components in each appearance, as Apple's Human Interface Guidelines list them.
    private static func system(
        _ light: (Double, Double, Double), _ dark: (Double, Double, Double),
        alpha: (light: Double, dark: Double) = (1, 1)
    ) -> Color {
        Color(
            light: Color(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: alpha.light),
            dark: Color(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: alpha.dark))
    }

    /// UIKit's `systemBlue` (the default tint): #007AFF, or #0A84FF in a dark appearance.
    public static let systemBlue = system((0, 122, 255), (10, 132, 255))
    /// UIKit's `systemGreen`: #34C759, or #30D158.
    public static let systemGreen = system((52, 199, 89), (48, 209, 88))
    /// UIKit's `systemIndigo`: #5856D6, or #5E5CE6.
    public static let systemIndigo = system((88, 86, 214), (94, 92, 230))
    /// UIKit's `systemOrange`: #FF9500, or #FF9F0A.
    public static let systemOrange = system((255, 149, 0), (255, 159, 10))
    /// UIKit's `systemPink`: #FF2D55, or #FF375F.
    public static let systemPink = system((255, 45, 85), (255, 55, 95))
    /// UIKit's `systemPurple`: #AF52DE, or #BF5AF2.
    public static let systemPurple = system((175, 82, 222), (191, 90, 242))
    /// UIKit's `systemRed`: #FF3B30, or #FF453A.
    public static let systemRed = system((255, 59, 48), (255, 69, 58))
    /// UIKit's `systemTeal`: #30B0C7, or #40C8E0.
    public static let systemTeal = system((48, 176, 199), (64, 200, 224))
    /// UIKit's `systemYellow`: #FFCC00, or #FFD60A.
    public static let systemYellow = system((255, 204, 0), (255, 214, 10))
    /// UIKit's `link`: the blue of links, #007AFF, or #0984FF.
    public static let link = system((0, 122, 255), (9, 132, 255))

    /// UIKit's `systemGray`: #8E8E93 in both appearances.
    public static let systemGray = system((142, 142, 147), (142, 142, 147))
    /// UIKit's `systemGray2`: #AEAEB2, or #636366.
    public static let systemGray2 = system((174, 174, 178), (99, 99, 102))
    /// UIKit's `systemGray3`: #C7C7CC, or #48484A.
    public static let systemGray3 = system((199, 199, 204), (72, 72, 74))
    /// UIKit's `systemGray4`: #D1D1D6, or #3A3A3C.
    public static let systemGray4 = system((209, 209, 214), (58, 58, 60))
    /// UIKit's `systemGray5`: #E5E5EA, or #2C2C2E.
    public static let systemGray5 = system((229, 229, 234), (44, 44, 46))
    /// UIKit's `systemGray6`: #F2F2F7, or #1C1C1E.
    public static let systemGray6 = system((242, 242, 247), (28, 28, 30))

    /// UIKit's `tertiaryLabel`: the label grey at 30 % opacity.
    public static let tertiaryLabel = system((60, 60, 67), (235, 235, 245), alpha: (0.3, 0.3))
    /// UIKit's `quaternaryLabel`: the label grey at 18 % opacity, or 16 %.
    public static let quaternaryLabel = system((60, 60, 67), (235, 235, 245), alpha: (0.18, 0.16))
    /// UIKit's `placeholderText`: as `tertiaryLabel`.
    public static let placeholderText = system((60, 60, 67), (235, 235, 245), alpha: (0.3, 0.3))
    /// UIKit's `separator`: a translucent grey line.
    public static let separator = system((60, 60, 67), (84, 84, 88), alpha: (0.29, 0.6))
    /// UIKit's `opaqueSeparator`: #C6C6C8, or #38383A.
    public static let opaqueSeparator = system((198, 198, 200), (56, 56, 58))
    /// UIKit's `tertiarySystemBackground`: white, or #2C2C2E.
    public static let tertiarySystemBackground = system((255, 255, 255), (44, 44, 46))
    /// UIKit's `systemGroupedBackground`: #F2F2F7, or black.
    public static let systemGroupedBackground = system((242, 242, 247), (0, 0, 0))
    /// UIKit's `secondarySystemGroupedBackground`: white, or #1C1C1E.
    public static let secondarySystemGroupedBackground = system((255, 255, 255), (28, 28, 30))
    /// UIKit's `systemFill`: a translucent grey for thin and small shapes.
    public static let systemFill = system((120, 120, 128), (120, 120, 128), alpha: (0.2, 0.36))
    /// UIKit's `secondarySystemFill`: a translucent grey for medium-size shapes.
    public static let secondarySystemFill = system((120, 120, 128), (120, 120, 128), alpha: (0.16, 0.32))
}
