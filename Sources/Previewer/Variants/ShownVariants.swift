// Which variants the canvas shows, and at which zoom.

import Cartography
import PreviewerCore

/// Which variants the canvas shows: a set's, then the sizes typed in, and the zoom they are drawn at.
struct ShownVariants {
    var set = VariantSet.declared
    /// Sizes typed in (or `variants add`), shown after the set's variants until the preview changes.
    var typedSizes: [PreviewVariant] = []
    /// The zoom in percent; nil fits the tallest tile to the canvas's height.
    var fixedZoom: Int?
    /// The zoom the tiles are drawn at now, in percent.
    var zoomPercent = 100
}
