// Stand-ins and previews for Bankey's AccountSummaryCell (anchors with system spacing, a stack view).

import Foundation
import UIKit

extension UIColor {
    /// The app's teal.
    static let appColor = UIColor(red: 0, green: 0.6, blue: 0.6, alpha: 1)
}

/// Formats an amount as dollars with the cents in a smaller font, as the app shows balances.
struct CurrencyFormatter {
    func makeAttributedCurrency(_ amount: Decimal) -> NSAttributedString {
        let text = NSMutableAttributedString(
            string: "$", attributes: [.font: UIFont.preferredFont(forTextStyle: .callout)])
        text.append(NSAttributedString(string: "\(amount)", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        return text
    }
}

struct AccountSummaryCell_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "AccountSummaryCell",
                view: {
                    let cell = AccountSummaryCell(style: .default, reuseIdentifier: AccountSummaryCell.id)
                    cell.configure(
                        with: AccountSummaryCell.ViewModel(
                            accountType: .Banking, accountName: "Basic Savings", balance: 929_466.23))
                    return namingViews(of: cell)
                })
        ]
    }
}
