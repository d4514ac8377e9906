// The holy grail layout: header and footer across the top and bottom, two fixed sidebars, a fluid centre.

import Cartography
import Foundation

/// Header (60 high) and footer (50 high) span the width; between them a 120-point navigation column on the
/// leading side, a 100-point aside on the trailing side, and the content taking whatever is left, all as tall
/// as the room between header and footer.
final class HolyGrailViewController: UIViewController {
    let header = UIView()
    let navigation = UIView()
    let content = UIView()
    let aside = UIView()
    let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let parts: [(UIView, String, UIColor)] = [
            (header, "header", DemoPalette.slate), (navigation, "navigation", DemoPalette.blue),
            (content, "content", DemoPalette.paper), (aside, "aside", DemoPalette.green),
            (footer, "footer", DemoPalette.slate),
        ]
        for (part, name, color) in parts {
            part.backgroundColor = color
            part.accessibilityIdentifier = name
            view.addSubview(part)
        }

        constrain(header, footer) { header, footer in
            header.top == header.superview!.top
            header.leading == header.superview!.leading
            header.trailing == header.superview!.trailing
            header.height == 60

            footer.bottom == footer.superview!.bottom
            footer.leading == footer.superview!.leading
            footer.trailing == footer.superview!.trailing
            footer.height == 50
        }
        constrain(header, footer, navigation, content, aside) { header, footer, navigation, content, aside in
            for column in [navigation, content, aside] {
                column.top == header.bottom
                column.bottom == footer.top
            }
            navigation.leading == navigation.superview!.leading
            navigation.width == 120
            content.leading == navigation.trailing
            content.trailing == aside.leading
            aside.trailing == aside.superview!.trailing
            aside.width == 100
        }
    }
}

struct HolyGrail_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Holy grail") { HolyGrailViewController() }
                .summary("Header, footer, two fixed sidebars and a fluid centre: only the centre changes width.")
        ]
    }
}
