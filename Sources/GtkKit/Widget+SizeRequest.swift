// The smallest size a widget asks for, whatever its content.

import CGtk

extension Widget {
    /// Asks for at least `width` × `height` pixels (-1: what the content needs on that axis).
    public func setMinimumSize(width: Int, height: Int) {
        gtk_widget_set_size_request(widgetPointer, Int32(clamping: width), Int32(clamping: height))
    }
}
