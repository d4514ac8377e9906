// The seed's nine-grid, as its author wrote it for iOS in 2016 (`#selector(refreshShowView)` on a bar button,
// `arc4random`, `UIBarButtonItemStyle`), compiles through the loader with only its imports added, and refreshes.

import Foundation
import Testing

@testable import Cartography
@testable import PreviewLoading

@Suite(.serialized) @MainActor struct SeedNineGridTests {
    /// The seed document, read at test time when this machine has it.
    static let seedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/seed").path

    /// A controller in the seed's style: its members as the seed writes them, refreshed by a bar button whose
    /// action is a selector of a method that is not even `@objc` (Swift 3 inferred it).
    static let gridScreen = """
        import UIKit
        import Cartography

        class GridViewController: UIViewController {
            let numForCol: Int = 3
            let spacing: CGFloat = 15
            let showView = UIView.init()

            func random() -> Int{// 1-9
                return Int(arc4random()%9)+1
            }

            func randomColor() -> UIColor{
                let red = CGFloat(arc4random_uniform(255))/CGFloat(255.0)
                return UIColor.init(red:red, green:red, blue:red , alpha: 1)
            }

            override func viewDidLoad() {
                super.viewDidLoad()

                self.navigationItem.rightBarButtonItem = UIBarButtonItem.init(title: "刷新", style: UIBarButtonItemStyle.done, target: self, action: #selector(refreshShowView))

                showView.backgroundColor = UIColor.gray
                self.view.addSubview(showView)

                constrain(showView) { view in
                    view.top >= topLayoutGuideCartography
                    view.centerY >= view.superview!.centerY
                    view.left == view.superview!.left
                    view.width == view.superview!.width
                    view.height == view.width ~ 100
                }
                refreshShowView()
            }

            func refreshShowView(){
                _ = showView.subviews.map{$0.removeFromSuperview()}
                for index in 0..<random() {
                    let label = UILabel.init()
                    label.text = "\\(index)"
                    label.backgroundColor = randomColor()
                    showView.addSubview(label)
                }
                constrain(showView.subviews) { array in
                    for (index, viewProxy) in array.enumerated() {
                        viewProxy.width == (viewProxy.superview!.width - spacing * CGFloat(numForCol + 1)) / CGFloat(numForCol)
                        viewProxy.height == viewProxy.width
                        let col : Int = index % numForCol
                        let row : Int = index / numForCol
                        let topEdge = row == 0 ? viewProxy.superview!.top : array[(row - 1) * numForCol + col].bottom
                        let leftEdge = col == 0 ? viewProxy.superview!.left : array[row * numForCol + col - 1].right
                        viewProxy.top == topEdge + spacing
                        viewProxy.left == leftEdge + spacing
                    }
                }
                constrain(showView,showView.subviews.last!) { showViewProxy, lastViewProxy in
                    showViewProxy.bottom == lastViewProxy.bottom + spacing
                }
            }
        }

        struct Grid_Previews: PreviewProvider {
            static var previews: [Preview] { [Preview("Grid") { GridViewController() }] }
        }
        """

    /// The bar button's selector calls refreshShowView: every cell is made anew, 1 to 9 of them, each
    /// (320 - 60) / 3 wide.
    func checkRefreshes(_ content: PreviewContent) throws {
        let controller = try #require(content.viewController)
        let showView = try #require(content.rootView.subviews.first)
        // The views themselves, held: a freed label's address is reused by the next ones.
        let before = showView.subviews
        #expect((1...9).contains(before.count))
        let side = try #require(showView.subviews.first?.frame.size)
        #expect(abs(side.width - 260 / 3) < 1e-9 && side.height == side.width, "\(side)")
        let item = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(item.title == "刷新")
        #expect(item.style == .done)
        item.perform()
        let after = showView.subviews
        #expect((1...9).contains(after.count))
        #expect(!after.contains { cell in before.contains { $0 === cell } })
        #expect(before.allSatisfy { $0.superview == nil })
    }

    @Test func aScreenInTheSeedsStyleBuildsAndRefreshes() throws {
        try checkRefreshes(try loadFirstPreview("Grid.swift", Self.gridScreen))
    }

    /// The seed's own text, between "demo代码如下：" and "autolayout布局图", pasted into a controller with only the
    /// imports added.
    @Test func theSeedsOwnCodeBuildsAndRefreshes() throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.seedFolder)) ?? []
        guard let name = names.sorted().first(where: { $0.hasSuffix(".txt") }),
            let document = try? String(contentsOfFile: Self.seedFolder + "/" + name, encoding: .utf8),
            let start = document.range(of: "demo代码如下："), let end = document.range(of: "autolayout布局图")
        else {
            print("SeedNineGridTests: no seed document in \(Self.seedFolder); the seed's own text is not checked")
            return
        }
        let code = document[start.upperBound..<end.lowerBound]
        let text = """
            import UIKit
            import Cartography

            class SeedViewController: UIViewController {
            \(code)
            }

            struct Seed_Previews: PreviewProvider {
                static var previews: [Preview] { [Preview("Seed") { SeedViewController() }] }
            }
            """
        try checkRefreshes(try loadFirstPreview("Seed.swift", text))
    }
}
