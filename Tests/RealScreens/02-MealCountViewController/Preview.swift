// Stand-ins and previews for EatFit's MealCountViewController (Cartography, a UIPickerView, R.swift strings).

import Foundation
import UIKit

/// The range of meal counts the picker offers.
struct MealCount {
    static let minMeals = 3
    static let maxMeals = 6
}

/// Who learns the chosen count.
protocol MealCountDelegate: AnyObject {
    func mealCountSelected(count: Int)
    func defaultMealCount() -> Int?
}

/// The picker's data source and delegate: one component, one row per meal count.
final class MealCountViewModel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        MealCount.maxMeals - MealCount.minMeals + 1
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        String(row + MealCount.minMeals)
    }

    func row(fromMealCount count: Int?) -> Int { (count ?? MealCount.minMeals) - MealCount.minMeals }
}

// swift-format-ignore: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
/// R.swift's generated accessors for the strings the screen shows.
enum R {
    enum string {
        enum localizable {
            static func mc_title() -> String { "Meals" }
            static func mc_label_title() -> String { "How many meals a day?" }
            static func mc_button() -> String { "Confirm" }
        }
    }
}

struct MealCountViewController_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("MealCountViewController") { namingViews(of: MealCountViewController()) }]
    }
}
