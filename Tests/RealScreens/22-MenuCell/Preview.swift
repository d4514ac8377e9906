// Stand-ins and previews for Ellipse's MenuCell (Cartography with the app's `.margin` constant).

import UIKit

extension CGFloat {
    /// The app's standard margin.
    static let margin: CGFloat = 20
}

extension UIFont {
    /// The menu's fonts.
    static let elMenu = UIFont.systemFont(ofSize: 17)
    static let elMenuSelected = UIFont.boldSystemFont(ofSize: 17)
}

extension UIColor {
    /// The app's grey for menu titles.
    static let elSteel = UIColor(red: 0.45, green: 0.49, blue: 0.53, alpha: 1)
}

/// The side menu's entries.
enum MenuItem: String {
    case home = "Home"
    case sharing = "Sharing"

    /// The entry's icon (from the app's assets, which previews do not have: none).
    var icon: UIImage? { UIImage(named: "menu_" + rawValue.lowercased()) }
}

extension String {
    /// The app's localisation helper (the key itself here).
    func localized() -> String { self }
}

struct MenuCell_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "MenuCell",
                view: {
                    let cell = MenuCell(style: .default, reuseIdentifier: "MenuCell")
                    cell.item = .home
                    return namingViews(of: cell)
                })
        ]
    }
}
