// A view controller's top and bottom layout guides (UIKit's UILayoutSupport).

import Foundation

/// The band at the top or bottom of a view controller's view that bars cover, like UILayoutSupport.
/// Its height is the view controller's ``ViewController/topLayoutGuideLength`` or
/// ``ViewController/bottomLayoutGuideLength``.
public final class LayoutSupport: ConstraintItem, CustomStringConvertible {
    public enum Position: Sendable {
        case top, bottom
    }

    public let position: Position
    weak var viewController: ViewController?
    lazy var referencingConstraints = ConstraintList()

    var handle: ItemHandle { handleSlot.handle(for: self) }
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
