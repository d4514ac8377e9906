// Stand-ins and previews for rtoddf's CustomCell (Visual Format Language, Swift 4 era UIKit names).

import UIKit

/// A news article the cell shows.
struct Article {
    var headline: String?
    var summary: String?
    var leadImage: String?
}

extension UIColor {
    /// A colour from `#RRGGBB`.
    convenience init(hexString: String) {
        let digits = hexString.hasPrefix("#") ? String(hexString.dropFirst()) : hexString
        let value = UInt32(digits, radix: 16) ?? 0
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}

extension UIImageView {
    /// The app's image download (previews download nothing: the orange background stays).
    func loadImageUsingUrlString(imageUrl: String) {}
}

struct CustomCell_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "CustomCell",
                view: {
                    let cell = CustomCell(style: .default, reuseIdentifier: "cell")
                    cell.article = Article(
                        headline: "Storms move east overnight",
                        summary: "Heavy rain and gusty winds are expected across the region through Thursday morning.",
                        leadImage: "https://example.com/storm.jpg")
                    return namingViews(of: cell)
                })
        ]
    }
}
