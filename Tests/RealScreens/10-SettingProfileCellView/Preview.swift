// Stand-ins and previews for TARAS' SettingProfileCellView (SnapKit, Then and RxCocoa imports).

import UIKit

/// The app's fonts by weight, indexed by size: `.bold[16]`.
struct FontWeightFamily {
    let weight: UIFont.Weight

    subscript(size: CGFloat) -> UIFont { UIFont.systemFont(ofSize: size, weight: weight) }
}

extension UIFont {
    static let bold = FontWeightFamily(weight: .bold)
}

extension UIColor {
    /// The app's near-black text colour.
    static let black0F0F0F = UIColor(red: 15 / 255, green: 15 / 255, blue: 15 / 255, alpha: 1)
}

/// The signed-in user the cell shows.
struct User {
    var name: String
}

extension UIImageView {
    /// The app's image loading from a URL (the placeholder stays: previews load nothing).
    func setImage(strUrl: String?) {}
}

struct SettingProfileCellView_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("SettingProfileCellView", view: { namingViews(of: SettingProfileCellView(title: "Profile")) })]
    }
}
