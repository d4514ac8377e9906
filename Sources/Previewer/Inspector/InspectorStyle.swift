// The inspector's colours and fonts, in one place so that the drawing and the tests agree.

import GtkKit

/// How the inspector draws over the root: the selection, the view measured to, the distances.
enum InspectorStyle {
    /// The selected view's outline, 2 px on the outermost pixels of its frame: `#0A84FF`.
    static let selectionColor = RGBA(red: 10 / 255, green: 132 / 255, blue: 1)
    static let selectionHex = "#0A84FF"
    static let selectionWidth = 2.0
    /// The view measured to (Alt held over it), dashed.
    static let measuredColor = RGBA(red: 1, green: 45 / 255, blue: 85 / 255)
    /// The distance lines and their labels: `#FF2D55` on white.
    static let measureColor = RGBA(red: 1, green: 45 / 255, blue: 85 / 255)
    static let measureHex = "#FF2D55"
    static let labelBackground = RGBA(red: 1, green: 1, blue: 1, alpha: 0.92)
    static let labelFont = Font(family: "Sans", pixelSize: 11, isBold: true)
    /// Behind the exploded layers: `#26262B`.
    static let explodedBackdrop = RGBA(red: 38 / 255, green: 38 / 255, blue: 43 / 255)
    static let explodedBackdropHex = "#26262B"
    /// A layer's border, and the fill of a view without a background colour.
    static let layerBorder = RGBA(red: 0.85, green: 0.85, blue: 0.9, alpha: 0.9)
    static let clearLayerFill = RGBA(red: 1, green: 1, blue: 1, alpha: 0.08)
}
