// Lays a case out with our engine, from our rendering of the formats.

import Cartography
import Foundation

enum CartographyFormatLayout {
    /// The frames our layout gives the case's views, or the first format error.
    static func frames(of formatCase: FormatCase) -> Result<Frames, FormatFailure> {
        let root = View(frame: CGRect(x: 0, y: 0, width: formatCase.width, height: formatCase.height))
        var views: [String: Any] = [:]
        var subviews: [(String, View)] = []
        for name in formatCase.viewNames {
            let view = View()
            view.accessibilityIdentifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
            subviews.append((name, view))
        }
        for line in formatCase.ours {
            do {
                let constraints = try LayoutConstraint.parseVisualFormat(
                    line, metrics: formatCase.metrics, views: views)
                NSLayoutConstraint.activate(constraints)
            } catch {
                return .failure(FormatFailure("ours: \(error)"))
            }
        }
        root.layoutIfNeeded()
        var frames: Frames = [:]
        for (name, view) in subviews {
            let frame = view.frame
            // Whole points, as GTK allocates: every constant is whole, so nothing is lost but -0.
            frames[name] = [frame.minX, frame.minY, frame.width, frame.height].map { Int(($0).rounded()) }
        }
        return .success(frames)
    }
}
