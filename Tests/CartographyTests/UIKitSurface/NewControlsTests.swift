// The controls real screens use around their layout, at UIKit's sizes, laid out with constraints.

import Foundation
import Testing

@_spi(Rendering) @testable import Cartography

@Suite("UIKit controls: sizes and values")
@MainActor
struct NewControlsTests {
    /// `view` in a 375 × 600 root, pinned at (16, 20) with no size constraint, laid out.
    func placed<V: View>(_ view: V, width: CGFloat? = nil) -> V {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        root.addSubview(view)
        constrain(view) { view in
            view.leading == view.superview!.leading + 16
            view.top == view.superview!.top + 20
            if let width { view.width == width }
        }
        root.layoutIfNeeded()
        return view
    }

    // UIKit: an activity indicator is 20 × 20 (medium) or 37 × 37 (large), hidden until it animates.
    @Test("UIActivityIndicatorView: 20 or 37 points; hidden while stopped")
    func activityIndicator() {
        let medium = placed(UIActivityIndicatorView(style: .medium))
        #expect(medium.frame == CGRect(x: 16, y: 20, width: 20, height: 20))
        #expect(medium.isHidden && !medium.isAnimating)
        medium.startAnimating()
        #expect(!medium.isHidden && medium.isAnimating)
        medium.stopAnimating()
        #expect(medium.isHidden)
        let large = placed(UIActivityIndicatorView(style: .large))
        #expect(large.frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.width == 37)
        #expect(UIActivityIndicatorView(style: .gray).intrinsicContentSize.width == 20)
        let kept = UIActivityIndicatorView()
        kept.hidesWhenStopped = false
        #expect(!kept.isHidden)
    }

    // UIKit: a progress view is 4 points high; its progress stays in 0...1.
    @Test("UIProgressView: 4 points high; progress clamped")
    func progressView() {
        let bar = placed(UIProgressView(progressViewStyle: .default), width: 200)
        #expect(bar.frame == CGRect(x: 16, y: 20, width: 200, height: 4))
        bar.setProgress(0.25, animated: true)
        #expect(bar.progress == 0.25)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = .nan
        #expect(bar.progress == 0)
    }

    // UIKit: a slider is 31 points high; its value is kept in its range.
    @Test("UISlider: 31 points high; value clamped to min...max")
    func slider() {
        let slider = placed(UISlider(), width: 300)
        #expect(slider.frame == CGRect(x: 16, y: 20, width: 300, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.maximumValue = 10
        slider.value = 7.5
        #expect(slider.value == 7.5 && slider.fraction == 0.75)
        slider.value = 20
        #expect(slider.value == 10)
        slider.minimumValue = -5
        slider.setValue(-8, animated: false)
        #expect(slider.value == -5)
    }

    // UIKit: a segmented control is 32 points high, its segments equally wide; nothing selected at first.
    @Test("UISegmentedControl: 32 points high, equal segments of the widest title")
    func segmentedControl() {
        let control = placed(UISegmentedControl(items: ["Day", "Month", "Year"]))
        // "Month" at 13 points: 5 × 7.8 = 39 wide; padding 12 each side; three segments.
        #expect(control.frame == CGRect(x: 16, y: 20, width: 3 * (39 + 24), height: 32))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 3)
        control.selectedSegmentIndex = 1
        #expect(control.titleForSegment(at: 1) == "Month")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == -1)
        control.insertSegment(withTitle: "Decade", at: 3, animated: false)
        #expect(control.intrinsicContentSize == CGSize(width: 4 * (46.8 + 24), height: 32))
    }

    // UIKit: page dots 7 wide, 9 apart; the current page stays within the pages.
    @Test("UIPageControl: dots' size; current page clamped")
    func pageControl() {
        let control = UIPageControl()
        control.numberOfPages = 4
        let placedControl = placed(control)
        #expect(placedControl.frame == CGRect(x: 16, y: 20, width: 4 * 7 + 3 * 9 + 32, height: 26))
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
    }

    /// A picker's data: months in one column, days in the other.
    final class Calendar: PickerViewDataSource, PickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? 12 : 31
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "\(row + 1)"
        }
    }

    // UIKit: a picker is 216 points high (320 wide intrinsically); rows come from the data source.
    @Test("UIPickerView: 320 × 216; columns and rows from the data source")
    func pickerView() {
        let calendar = Calendar()
        let picker = UIPickerView()
        picker.dataSource = calendar
        picker.delegate = calendar
        _ = placed(picker)
        #expect(picker.frame == CGRect(x: 16, y: 20, width: 320, height: 216))
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 31)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(40, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 30)
    }

    // UIKit: a text view with scrolling off is as tall as its text wrapped to its width, plus its insets
    // (8 above and below) and line padding (5 each side).
    @Test("UITextView: scrolling off sizes to its text at the width it gets")
    func textView() {
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 10)
        textView.text = "aaaa bbbb cccc dddd"
        textView.isScrollEnabled = false
        // 100 wide: 90 for text, 15 characters a line: "aaaa bbbb cccc" and "dddd", 2 lines of 12.
        _ = placed(textView, width: 100)
        #expect(textView.frame == CGRect(x: 16, y: 20, width: 100, height: 24 + 16))
        #expect(textView.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 12 + 16))
        let scrolling = UITextView()
        #expect(scrolling.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(scrolling.font == .systemFont(ofSize: 12))
    }

    // UIKit's tint: inherited from the superview, the system blue at the root.
    @Test("tintColor is inherited; the system blue by default")
    func tint() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .green
        root.tintColor = nil
        #expect(child.tintColor == .green && root.tintColor == .systemBlue)
    }

    // The names code written before iOS 12 uses.
    @Test("Pre-iOS-12 names resolve to the same types")
    func oldNames() {
        let style: UITableViewCellStyle = .subtitle
        let events: UIControlEvents = .valueChanged
        let state: UIControlState = .normal
        let options: NSLayoutFormatOptions = .alignAllCenterY
        let mode: UIViewContentMode = .scaleAspectFit
        #expect(UITableViewCell(style: style, reuseIdentifier: nil).style == .subtitle)
        #expect(events == UIControl.Event.valueChanged && state == UIControl.State.normal)
        #expect(options == NSLayoutConstraint.FormatOptions.alignAllCenterY && mode == .scaleAspectFit)
    }
}
