// A view controller's top and bottom layout guides (UIKit's UILayoutSupport).

import Foundation

/// The band at the top or bottom of a view controller's view that bars cover, like UILayoutSupport.
/// Its height is the view controller's ``ViewController/topLayoutGuideLength`` or
/// ``ViewController/bottomLayoutGuideLength``.
public final class LayoutSupport: ConstraintItem, CustomStringConvertible {
    /// Which end of the view controller's view the band is at.
    public enum Position: Sendable {
        /// The top band (under a navigation bar) or the bottom one (over a tab bar).
        case top, bottom
    }

    /// Whether this is the top or the bottom layout guide.
    public let position: Position
    weak var viewController: ViewController?
    lazy var referencingConstraints = ConstraintList()

    var handle: ItemHandle { handleSlot.handle(for: self, kind: .support) }
    private var handleSlot = HandleSlot()

    init(position: Position, viewController: ViewController) {
        self.position = position
        self.viewController = viewController
    }

    deinit {
        handleSlot.itemDied()
    }

    /// The height of the band.
    public var length: CGFloat {
        guard let controller = viewController else { return 0 }
        return position == .top ? controller.topLayoutGuideLength : controller.bottomLayoutGuideLength
    }

    var hierarchyView: View? { viewController?.viewIfLoaded }

    var detachedReason: String {
        viewController == nil
            ? "\(debugName) belongs to a view controller that is gone"
            : "\(debugName) belongs to a view controller whose view is not loaded"
    }

    var debugName: String { position == .top ? "topLayoutGuide" : "bottomLayoutGuide" }

    var referencingConstraintsList: ConstraintList { referencingConstraints }

    public var description: String { "\(debugName) (length \(length))" }
}
