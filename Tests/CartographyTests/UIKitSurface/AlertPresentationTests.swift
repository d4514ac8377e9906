// A presented UIAlertController is drawn over the screen that presented it, with UIKit's alert metrics.

import Foundation
import Testing

@testable import Cartography

@Suite("Presented alerts: drawn over the screen, UIKit's metrics, a button dismisses")
struct AlertPresentationTests {
    /// A 375 × 667 screen whose view is the root, as the previewer shows one.
    private func screen() -> UIViewController {
        let screen = UIViewController()
        screen.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        return screen
    }

    /// UIKit: an alert is 270 points wide in the middle of the screen over a dimmed layer; two buttons share
    /// one 44-point row, the cancel button on the left; the title sits 19 points below the alert's top.
    @Test("An alert: 270 wide and centred over a dimmed screen, two buttons side by side, Cancel on the left")
    func alertOfTwoButtons() throws {
        let screen = screen()
        var chosen: [String] = []
        let alert = UIAlertController(title: "Wrong password", message: "Try again.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { chosen.append($0.title ?? "") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(alert, animated: true)
        screen.view.layoutIfNeeded()

        let dimming = try #require(alert.viewIfLoaded)
        #expect(dimming.superview === screen.view)
        #expect(screen.view.subviews.last === dimming)
        #expect(dimming.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = try #require(dimming.subviews.first)
        #expect(box.frame.width == 270 && box.frame.minX == 52.5)
        #expect(abs(box.frame.midY - 333.5) < 0.001)
        #expect(box.layer.cornerRadius == 14 && box.clipsToBounds)
        let labels = box.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["Wrong password", "Try again."])
        #expect(labels[0].frame.minY == 19 && labels[0].frame.minX == 16 && labels[0].frame.width == 238)
        #expect(labels[1].frame.minY == labels[0].frame.maxY + 2)
        let buttons = box.subviews.compactMap { $0 as? StackView }.first?.arrangedSubviews.compactMap { $0 as? Button }
        let row = try #require(buttons)
        #expect(row.map { $0.title(for: .normal) } == ["Cancel", "OK"])
        #expect(row.map(\.frame.width) == [135, 135] && row.map(\.frame.height) == [44, 44])
        #expect(row[1].frame.minX == 135)
        let buttonsTop = try #require(row[0].superview).frame.minY
        #expect(buttonsTop == labels[1].frame.maxY + 19 && buttonsTop + 44 == box.frame.height)

        row[1].sendActions(for: .touchUpInside)
        #expect(chosen == ["OK"])
        #expect(screen.presentedViewController == nil && dimming.superview == nil)
    }

    /// UIKit: three or more buttons stack one above the other, each 44 points high.
    @Test("Three buttons stack vertically; the cancel button comes last")
    func alertOfThreeButtons() throws {
        let screen = screen()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Archive", style: .default))
        screen.present(alert, animated: false)
        screen.view.layoutIfNeeded()
        let box = try #require(alert.viewIfLoaded?.subviews.first)
        let stack = try #require(box.subviews.compactMap { $0 as? StackView }.first)
        let titles = stack.arrangedSubviews.compactMap { ($0 as? Button)?.title(for: .normal) }
        #expect(titles == ["Delete", "Archive", "Cancel"])
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 44, 88])
        #expect(stack.frame.height == 132 && stack.frame.maxY == box.frame.height)
    }

    /// UIKit: an action sheet rises from the bottom, 8 points in from the sides and the bottom.
    @Test("An action sheet sits 8 points in from the sides and the bottom")
    func actionSheet() throws {
        let screen = screen()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(sheet, animated: true)
        screen.view.layoutIfNeeded()
        let box = try #require(sheet.viewIfLoaded?.subviews.first)
        #expect(box.frame == CGRect(x: 8, y: 667 - 8 - 88, width: 359, height: 88))
        screen.dismiss(animated: true)
        #expect(sheet.viewIfLoaded?.superview == nil)
    }
}
