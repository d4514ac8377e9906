// Stand-ins and previews for UW-Info-Session's TitleContentTableViewCell (VFL with alignment options, Then,
// ChouTi, pre-iOS-11 font weight names).

import Then
import UIKit

extension UIColor {
    /// The app's text colours.
    static let primaryText = UIColor(white: 0.1, alpha: 1)
    static let secondaryText = UIColor(white: 0.45, alpha: 1)
}

extension UIFont {
    /// The app's Gill Sans fonts (absent here, as on a device without them: nil).
    static func gillSansFont(_ size: CGFloat) -> UIFont? { UIFont(name: "GillSans", size: size) }
    static func gillSansLightFont(_ size: CGFloat) -> UIFont? { UIFont(name: "GillSans-Light", size: size) }
}

struct TitleContentTableViewCell_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "TitleContentTableViewCell",
                view: {
                    let cell = TitleContentTableViewCell(style: .default, reuseIdentifier: "cell")
                    cell.configure(
                        with: TitleContentTableViewCellViewModel(title: "Date", content: "Thursday, Jan 7 2017"))
                    return namingViews(of: cell)
                })
        ]
    }
}
