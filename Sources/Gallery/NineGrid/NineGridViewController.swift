// The seed's Weibo nine-grid demo, ported: only the edits Linux forces, marked "Linux:".

import Cartography
import Foundation

/// The Weibo nine-grid: a gray container as wide as the screen, centred vertically, holding 1 to 9
/// square cells in rows of three, its bottom tied to the last cell.
open class NineGridViewController: UIViewController {
    public let numForCol: Int = 3
    public let spacing: CGFloat = 15
    public let showView = UIView.init()

    // Linux: randomness comes from an injected generator (a seed reproduces a layout), and a host may
    // fix the number of cells.
    public var generator: any RandomNumberGenerator
    public private(set) var fixedCellCount: Int?

    public init(generator: any RandomNumberGenerator = SeededRandom(seed: 0)) {
        self.generator = generator
        super.init()
    }

    /// Makes every refresh show `count` cells (1...9), or random counts again with nil.
    public func fixCellCount(_ count: Int?) throws(NineGridError) {
        if let count, !(1...9).contains(count) { throw .cellCountOutOfRange(count) }
        fixedCellCount = count
    }

    func random() -> Int {  // 1-9
        return fixedCellCount ?? Int(arc4random(using: &generator) % 9) + 1
    }

    func randomColor() -> UIColor {
        let red = CGFloat(arc4random_uniform(255, using: &generator)) / CGFloat(255.0)
        let green = CGFloat(arc4random_uniform(255, using: &generator)) / CGFloat(255.0)
        let blue = CGFloat(arc4random_uniform(255, using: &generator)) / CGFloat(255.0)
        return UIColor.init(red: red, green: green, blue: blue, alpha: 1)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()

        // Linux: a closure instead of target/selector; "刷新" means Refresh.
        self.navigationItem.rightBarButtonItem = UIBarButtonItem.init(
            title: "Refresh", style: UIBarButtonItemStyle.done
        ) {
            [unowned self] in self.refreshShowView()
        }

        showView.backgroundColor = UIColor.gray
        showView.accessibilityIdentifier = "showView"  // Linux: a name for layout reports.
        self.view.addSubview(showView)

        constrain(showView) { view in
            // 如果有navigationBar可以使用topLayoutGuideCartography属性，避开上面的导航栏，与autolayout中的topLayoutGuide功能一致
            view.top >= topLayoutGuideCartography
            view.centerY >= view.superview!.centerY
            view.left == view.superview!.left
            view.width == view.superview!.width
            view.height == view.width ~ 100
        }
        refreshShowView()
    }

    public func refreshShowView() {

        _ = showView.subviews.map { $0.removeFromSuperview() }

        for index in 0..<random() {
            let label = UILabel.init()
            label.text = "\(index)"
            label.textAlignment = NSTextAlignment.center
            label.backgroundColor = randomColor()
            label.accessibilityIdentifier = "cell\(index)"  // Linux: a name for layout reports.
            showView.addSubview(label)
        }

        constrain(showView.subviews) { array in
            for (index, viewProxy) in array.enumerated() {
                viewProxy.width == (viewProxy.superview!.width - spacing * CGFloat(numForCol + 1)) / CGFloat(numForCol)
                viewProxy.height == viewProxy.width

                let col: Int = index % numForCol
                let row: Int = index / numForCol
                let topEdge = row == 0 ? viewProxy.superview!.top : array[(row - 1) * numForCol + col].bottom
                let leftEdge = col == 0 ? viewProxy.superview!.left : array[row * numForCol + col - 1].right
                viewProxy.top == topEdge + spacing
                viewProxy.left == leftEdge + spacing
            }
        }
        constrain(showView, showView.subviews.last!) { showViewProxy, lastViewProxy in
            showViewProxy.bottom == lastViewProxy.bottom + spacing
        }
    }
}

/// A mistake in setting up the nine-grid.
public enum NineGridError: Error, CustomStringConvertible, Equatable {
    case cellCountOutOfRange(Int)

    public var description: String {
        switch self {
        case .cellCountOutOfRange(let count): "the nine-grid shows 1 to 9 cells, not \(count)"
        }
    }
}
