// Stand-ins and previews for Scroggle's ChalkboardViewController (Cartography with safe-area margins).

import Foundation
import UIKit

/// The app's debug log.
// swift-format-ignore: AlwaysUseLowerCamelCase
func DLog(_ message: @autoclosure () -> String) {}

extension UIViewController {
    /// Whether the screen is taller than wide, as the app decides it.
    var isPortrait: Bool { view.bounds.height > view.bounds.width }
    /// The previews are phones.
    var isPad: Bool { false }
    /// A 667-point-high phone is not one of the notched "X" models.
    var isXdevice: Bool { false }
}

extension Int {
    /// These degrees in radians.
    var radians: Float { Float(self) * .pi / 180 }
}

extension Notification {
    /// The app's notifications, grouped by feature.
    enum Scroggle {
        /// What the menu tells the screens.
        enum MenuAction: String {
            case tappedBackButton

            /// Registers `observer` for this notification with the default center.
            func addObserver(_ observer: Any, selector: Selector) {
                NotificationCenter.default.addObserver(
                    observer, selector: selector, name: Notification.Name("Scroggle.MenuAction." + rawValue),
                    object: nil)
            }
        }
    }
}

/// A screen that fills the chalkboard with a menu.
protocol MenuBuilding: AnyObject {}

/// The menu's container, loaded from a storyboard in the app.
final class MenuContainerViewController: UIViewController {
    weak var menuBuilder: MenuBuilding?

    static func loadFromStoryboard() -> MenuContainerViewController { MenuContainerViewController() }
}

/// The app's sound effects.
final class SoundProvider {
    static let instance = SoundProvider()

    func playMenuSelectionSound() {}
}

struct ChalkboardViewController_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("ChalkboardViewController") { namingViews(of: ChalkboardViewController()) }]
    }
}
