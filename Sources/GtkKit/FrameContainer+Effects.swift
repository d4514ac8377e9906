// A frame container's shadow and transform: what a view's layer shadow and `transform` become.

import CGtk
import CGtkShim

extension FrameContainer {
    /// Draws a shadow outside the bounds (rounded as the clip's corner radius) in `color`, offset by
    /// (`dx`, `dy`) and blurred by `blur` pixels; nil for none.
    public func setShadow(_ color: RGBA?, dx: Double = 0, dy: Double = 0, blur: Double = 0) {
        let shadow = color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        cgtk_frame_container_set_shadow(
            widgetPointer, color == nil ? 0 : 1, Float(shadow.red), Float(shadow.green), Float(shadow.blue),
            Float(shadow.alpha), Float(dx), Float(dy), Float(max(0, blur)))
    }

    /// Transforms the container about its centre by the affine matrix (a b c d tx ty), as Core Graphics orders
    /// it, when its parent places it; nil for none.
    public func setTransform(_ matrix: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)?) {
        let m = matrix ?? (1, 0, 0, 1, 0, 0)
        cgtk_frame_container_set_transform(
            widgetPointer, matrix == nil ? 0 : 1, Float(m.a), Float(m.b), Float(m.c), Float(m.d), Float(m.tx),
            Float(m.ty))
    }
}
