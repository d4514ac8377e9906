import Foundation
import Testing

@testable import Cartography

@Suite struct NineGridSmokeTests {
    @Test func nineCellsAt375x667() throws {
        let controller = NineGridViewController(generator: SeededRandom(seed: 1))
        try controller.fixCellCount(9)
        let root = controller.view
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.refreshShowView()
        root.layoutIfNeeded()
        print(controller.showView.frame)
        for cell in controller.showView.subviews { print(cell) }
        #expect(controller.showView.frame == CGRect(x: 0, y: 146, width: 375, height: 375))
    }
}
