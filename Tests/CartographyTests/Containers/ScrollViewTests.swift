// Scroll views: the content guide's solved size is the content size; offsets shift what is shown.

import Foundation
import Testing

@testable import Cartography

@Suite struct ScrollViewTests {
    /// A 320 × 480 window filled by a scroll view.
    func scene() -> (window: View, scroll: ScrollView) {
        let window = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView()
        scroll.accessibilityIdentifier = "scroll"
        window.addSubview(scroll)
        constrain(scroll) { scroll in scroll.edges == scroll.superview!.edges }
        return (window, scroll)
    }

    @Test func theContentGuideSizesTheContent() {
        let (window, scroll) = scene()
        let content = View()
        scroll.addSubview(content)
        constrain(content, scroll.contentLayoutGuide, scroll.frameLayoutGuide) { content, contentGuide, frameGuide in
            content.edges == contentGuide.edges
            content.width == frameGuide.width
            content.height == 1000
        }
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func theOffsetShiftsTheBoundsAndTheFrameGuide() {
        let (window, scroll) = scene()
        let content = View()
        let badge = View()
        scroll.addSubview(content)
        scroll.addSubview(badge)
        constrain(content, badge, scroll.contentLayoutGuide, scroll.frameLayoutGuide) {
            content, badge, contentGuide, frameGuide in
            content.edges == contentGuide.edges
            content.width == 320
            content.height == 1000
            // Floats 10 below the visible top, whatever the offset.
            badge.top == frameGuide.top + 10
            badge.trailing == frameGuide.trailing - 10
            badge.width == 40
            badge.height == 20
        }
        window.layoutIfNeeded()
        let made = window.layoutStatistics.constraintsAdded
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        // Frames are in content coordinates: the content stays at 0; the badge moves to 200 + 10.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(badge.frame == CGRect(x: 270, y: 210, width: 40, height: 20))
        #expect(scroll.bounds == CGRect(x: 0, y: 200, width: 320, height: 480))
        // On screen (the host draws subviews shifted by -contentOffset): content from -200, badge at 10.
        #expect(content.frameInRoot == CGRect(x: 0, y: -200, width: 320, height: 1000))
        #expect(badge.frameInRoot == CGRect(x: 270, y: 10, width: 40, height: 20))
        // Only the offset constant changed: one constraint re-added.
        #expect(window.layoutStatistics.constraintsAdded - made == 1)
    }

    /// UIKit's `setContentOffset(_:animated:)` ends at the offset it was given; with nothing to animate
    /// here it is there at once, and the frame guide follows at the next layout.
    @Test func setContentOffsetScrollsAtOnce() {
        let (window, scroll) = scene()
        let badge = View()
        scroll.addSubview(badge)
        constrain(badge, scroll.frameLayoutGuide) { badge, frameGuide in
            badge.top == frameGuide.top + 10
            badge.leading == frameGuide.leading
            badge.width == 40
            badge.height == 20
        }
        scroll.setContentOffset(CGPoint(x: 0, y: 150), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 150))
        window.layoutIfNeeded()
        #expect(scroll.bounds == CGRect(x: 0, y: 150, width: 320, height: 480))
        #expect(badge.frame == CGRect(x: 0, y: 160, width: 40, height: 20))
    }

    @Test func settingTheContentSizeSizesAnUnconstrainedGuide() {
        let (window, scroll) = scene()
        scroll.contentSize = CGSize(width: 500, height: 700)
        window.layoutIfNeeded()
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 500, height: 700))
        #expect(scroll.contentSize == CGSize(width: 500, height: 700))
    }
}
