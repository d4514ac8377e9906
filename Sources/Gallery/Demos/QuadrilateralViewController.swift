// Cassowary's own demo, the bounded quadrilateral: drag a corner and the midpoints of the sides follow.

import Cartography
import Foundation

/// Four draggable corners and the midpoints of the four sides. Each corner wants to be where it was put
/// (a strong preference whose constant a drag changes, as an edit variable); required constraints keep the
/// corners inside the view and in order (the left ones left of the right ones, the top ones above the bottom
/// ones, 20 points apart). Each midpoint is the centre of a layout guide spanning its side's two corners, so
/// the solver moves it with them; the view draws the sides and the parallelogram the midpoints make.
final class QuadrilateralViewController: UIViewController {
    /// Top left, top right, bottom right, bottom left.
    let corners: [UIView] = (0..<4).map { _ in UIView() }
    let midpoints: [UIView] = (0..<4).map { _ in UIView() }
    private let sides: [UILayoutGuide] = (0..<4).map { _ in UILayoutGuide() }
    private var positions: [(x: LayoutConstraint, y: LayoutConstraint)] = []
    /// Where the corners are, as fractions of the view's size: a resize keeps the shape.
    private(set) var fractions: [CGPoint] = [
        CGPoint(x: 0.2, y: 0.2), CGPoint(x: 0.8, y: 0.25), CGPoint(x: 0.75, y: 0.8), CGPoint(x: 0.15, y: 0.7),
    ]
    private var laidOutSize = CGSize.zero

    override func loadView() {
        view = QuadrilateralCanvas()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.paper
        (view as? QuadrilateralCanvas)?.controller = self
        for (index, side) in sides.enumerated() {
            side.identifier = "side\(index)"
            view.addLayoutGuide(side)
        }
        for (index, midpoint) in midpoints.enumerated() {
            midpoint.backgroundColor = DemoPalette.red
            midpoint.layer.cornerRadius = 6
            midpoint.accessibilityIdentifier = "midpoint\(index)"
            view.addSubview(midpoint)
        }
        for (index, corner) in corners.enumerated() {
            corner.backgroundColor = DemoPalette.blue
            corner.layer.cornerRadius = 12
            corner.layer.borderWidth = 2
            corner.layer.borderColor = .white
            corner.accessibilityIdentifier = "corner\(index)"
            view.addSubview(corner)
            corner.addGestureRecognizer(
                UIPanGestureRecognizer { [unowned self] pan in self.drag(corner: index, to: pan.location(in: self.view))
                })
        }
        for corner in corners {
            constrain(corner) { corner in
                corner.width == 24
                corner.height == 24
                corner.centerX >= corner.superview!.left + 12
                corner.centerX <= corner.superview!.right - 12
                corner.centerY >= corner.superview!.top + 12
                corner.centerY <= corner.superview!.bottom - 12
            }
            var x: LayoutConstraint?
            var y: LayoutConstraint?
            constrain(corner) { corner in
                x = (corner.centerX == corner.superview!.left ~ .defaultHigh)
                y = (corner.centerY == corner.superview!.top ~ .defaultHigh)
            }
            if let x, let y { positions.append((x, y)) }
        }
        constrain(corners[0], corners[1], corners[2], corners[3]) { topLeft, topRight, bottomRight, bottomLeft in
            topRight.centerX >= topLeft.centerX + 20
            bottomRight.centerX >= bottomLeft.centerX + 20
            bottomLeft.centerY >= topLeft.centerY + 20
            bottomRight.centerY >= topRight.centerY + 20
        }
        for index in 0..<4 {
            let next = (index + 1) % 4
            constrain(corners[index], corners[next], sides[index], midpoints[index]) { from, to, side, midpoint in
                side.left == from.centerX
                side.right == to.centerX
                side.top == from.centerY
                side.bottom == to.centerY
                midpoint.center == side.center
                midpoint.width == 12
                midpoint.height == 12
            }
        }
    }

    /// A new size puts the corners at the same fractions of it.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let size = view.bounds.size
        guard size != laidOutSize else { return }
        laidOutSize = size
        for (index, position) in positions.enumerated() {
            position.x.constant = fractions[index].x * size.width
            position.y.constant = fractions[index].y * size.height
        }
    }

    /// Moves a corner's wish to `point`; the solver keeps it inside and in order, and the midpoints follow.
    func drag(corner index: Int, to point: CGPoint) {
        let size = view.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        fractions[index] = CGPoint(x: point.x / size.width, y: point.y / size.height)
        positions[index].x.constant = point.x
        positions[index].y.constant = point.y
        view.setNeedsDisplay()
    }
}

/// The quadrilateral's view: draws the four sides between the corners and the parallelogram through the
/// midpoints, under the handles.
final class QuadrilateralCanvas: UIView {
    weak var controller: QuadrilateralViewController?

    override func draw(in canvas: any DrawingCanvas) {
        guard let controller else { return }
        let corners = controller.corners.map { $0.center }
        let midpoints = controller.midpoints.map { $0.center }
        for index in 0..<4 {
            let next = (index + 1) % 4
            canvas.strokeLine(from: corners[index], to: corners[next], lineWidth: 2, color: DemoPalette.slate)
            canvas.strokeLine(from: midpoints[index], to: midpoints[next], lineWidth: 1, color: DemoPalette.red)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The lines follow the corners, which moved.
        setNeedsDisplay()
    }
}

struct Quadrilateral_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Bounded quadrilateral") { QuadrilateralViewController() }
                .summary(
                    "Cassowary's own demo: drag a corner; the sides' midpoints follow, and the corners stay inside.")
        ]
    }
}
