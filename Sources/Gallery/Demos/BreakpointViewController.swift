// A breakpoint: a sidebar beside the content when the window is wide, above it when narrow, switching groups
// of constraints with `replace:` as the size crosses 600 points, animated.

import Cartography
import Foundation

/// A 200-point sidebar on the leading side at 600 points and wider; below that, a 120-point band across the
/// top with the content under it. The two arrangements are constraint groups; `viewWillLayoutSubviews`
/// replaces one with the other when the width crosses the breakpoint, and animates the change.
final class BreakpointViewController: UIViewController {
    static let breakpoint: CGFloat = 600
    let sidebar = UIView()
    let content = UIView()
    private let arrangement = ConstraintGroup()
    /// Whether the wide arrangement is the one in force; nil before the first layout.
    private(set) var isWide: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        sidebar.backgroundColor = DemoPalette.slate
        sidebar.accessibilityIdentifier = "sidebar"
        content.backgroundColor = DemoPalette.paper
        content.accessibilityIdentifier = "content"
        view.addSubview(sidebar)
        view.addSubview(content)
        arrange(wide: false)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let wide = view.bounds.width >= Self.breakpoint
        guard wide != isWide else { return }
        let first = isWide == nil
        arrange(wide: wide)
        // The first arrangement just appears; later switches glide.
        if !first {
            UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseInOut) { self.view.layoutIfNeeded() }
        }
    }

    private func arrange(wide: Bool) {
        isWide = wide
        constrain(sidebar, content, replace: arrangement) { sidebar, content in
            sidebar.top == sidebar.superview!.top
            sidebar.leading == sidebar.superview!.leading
            content.trailing == content.superview!.trailing
            content.bottom == content.superview!.bottom
            if wide {
                sidebar.width == 200
                sidebar.bottom == sidebar.superview!.bottom
                content.top == content.superview!.top
                content.leading == sidebar.trailing
            } else {
                sidebar.trailing == sidebar.superview!.trailing
                sidebar.height == 120
                content.top == sidebar.bottom
                content.leading == content.superview!.leading
            }
        }
    }
}

struct Breakpoint_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Breakpoint") { BreakpointViewController() }
                .summary(
                    "Sidebar beside the content from 600 points wide, above it below that: replace: switches them.")
        ]
    }
}
