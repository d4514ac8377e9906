// The variants canvas's colours and spacing.

import GtkKit

/// How the variants canvas looks: captions in the theme's dim grey, tiles apart by a margin.
enum VariantsStyle {
    static let captionColor = RGBA(red: 0.33, green: 0.33, blue: 0.36)
    /// The line around each tile's screen.
    static let borderColor = RGBA(red: 0.75, green: 0.75, blue: 0.78)
    /// Around the tiles and between them, in pixels.
    static let margin = 16
    static let spacing = 24
}
