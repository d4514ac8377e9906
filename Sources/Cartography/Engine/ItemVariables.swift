// The solver variables of one item's frame.

import Cassowary
import Foundation

/// The four unknowns of a view's or layout guide's frame, in its coordinate view's space.
final class ItemVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable

    /// Unnamed: messages name views through their layout constraints, and naming four variables per
    /// view cost a tenth of building a large layout.
    init() {
        x = Variable()
        y = Variable()
        width = Variable()
        height = Variable()
    }

    /// The frame as of the last solve.
    var frameValue: CGRect {
        CGRect(x: x.value, y: y.value, width: width.value, height: height.value)
    }
}
