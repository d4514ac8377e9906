// The core's sizes on the GTK side.

import GtkKit
import PreviewerCore

extension PixelSize {
    /// The same size, for GtkKit: the core reads sizes from text, GtkKit sizes windows and pictures.
    init(_ size: SizeInPixels) {
        self.init(width: size.width, height: size.height)
    }
}
