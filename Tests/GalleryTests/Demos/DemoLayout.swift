// A gallery preview laid out at a size, its views found by name: what every demo test starts from.

import Cartography
import Foundation
import Gallery
import Testing

/// One preview made fresh and laid out in a root of a given size.
@MainActor
struct DemoLayout {
    let content: PreviewContent
    var root: View { content.rootView }

    /// Makes the preview called `name` and lays it out at `width` × `height`.
    init(_ name: String, width: CGFloat, height: CGFloat = 600) throws {
        let preview = try #require(Gallery.catalog.preview(named: name), "no preview called \(name)")
        var context = PreviewContext(seed: 1)
        content = try preview.makeContent(in: &context)
        layOut(width: width, height: height)
    }

    func layOut(width: CGFloat, height: CGFloat = 600) {
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.layoutIfNeeded()
    }

    /// The frame of the view called `name`, in the root's coordinates.
    func frame(_ name: String) throws -> CGRect {
        let view = try #require(find(name, in: root), "no view called \(name)")
        return view.frameInRoot
    }

    private func find(_ name: String, in view: View) -> View? {
        if view.accessibilityIdentifier == name { return view }
        for subview in view.subviews {
            if let found = find(name, in: subview) { return found }
        }
        return nil
    }

    /// The report's verdicts: conflicts, ambiguous views, broken preferences.
    var diagnostics: LayoutDiagnostics { root.layoutDiagnostics() }
}

/// Whether two rectangles agree to a millionth of a point.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
}

/// The three widths every demo is checked at: a small phone, a large phone in landscape, a tablet.
let demoWidths: [CGFloat] = [320, 667, 1024]
