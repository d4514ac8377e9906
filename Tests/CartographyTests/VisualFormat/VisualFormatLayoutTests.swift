// Visual formats laid out: exact frames, worked out by hand in the comments.

import Foundation
import Testing

@testable import Cartography

@Suite struct VisualFormatLayoutTests {
    @Test func standardSpacingIsEightBetweenSiblingsAndTheMarginsAtTheEdges() throws {
        let scene = FormatScene()
        // 400 wide: 8 (margin) + w + 8 + w + 8 (margin) → w = 188; b starts at 8 + 188 + 8.
        try scene.layout(["H:|-[a]-[b(==a)]-|", "V:|-20-[a(==100)]", "V:|-20-[b(==a)]"])
        #expect(scene.a.frame == CGRect(x: 8, y: 20, width: 188, height: 100))
        #expect(scene.b.frame == CGRect(x: 204, y: 20, width: 188, height: 100))
    }

    @Test func theStandardSpaceToTheSuperviewFollowsItsMargins() throws {
        let scene = FormatScene()
        scene.root.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 4, right: 20)
        // 400 - 16 - 20 = 364 wide; 300 - 12 - 4 = 284 high.
        try scene.layout(["H:|-[a]-|", "V:|-[a]-|"])
        #expect(scene.a.frame == CGRect(x: 16, y: 12, width: 364, height: 284))
    }

    @Test func flushNumbersAndNegativeSpacings() throws {
        let scene = FormatScene()
        // a at 0 (flush), b right after it, c 10 points left of the edge (a negative spacing).
        try scene.layout([
            "H:|[a(==100)][b(==50)]", "H:|-(-10)-[c(==30)]", "V:|[a(==10)]", "V:|[b(==10)]", "V:|-5-[c(==10)]",
        ])
        #expect(scene.a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(scene.b.frame == CGRect(x: 100, y: 0, width: 50, height: 10))
        #expect(scene.c.frame == CGRect(x: -10, y: 5, width: 30, height: 10))
    }

    @Test func metricsNameSpacingsSizesAndPriorities() throws {
        let scene = FormatScene()
        let metrics: [String: Any] = ["pad": 30, "side": CGFloat(50), "tall": 40.5, "low": NSNumber(value: 250)]
        // a: 30 in, 50 wide; its height wants 100 at 250 but must be <= 40.5, so 40.5.
        try scene.layout(["H:|-pad-[a(==side)]", "V:|-(pad)-[a(==100@low,<=tall)]"], metrics: metrics)
        #expect(scene.a.frame == CGRect(x: 30, y: 30, width: 50, height: 40.5))
    }

    @Test func severalPredicatesOnOneView() throws {
        let scene = FormatScene()
        // Required >= 100 beats <= 80 at 750: the width is 100 (80 is missed by as little as possible).
        // b: between 50 and 80, preferring 300 at 500: 80.
        try scene.layout(["H:|-[a(>=100,<=80@750)]", "H:|-[b(>=50,<=80,==300@500)]", "V:|[a(==10)][b(==10)]"])
        #expect(scene.a.frame == CGRect(x: 8, y: 0, width: 100, height: 10))
        #expect(scene.b.frame == CGRect(x: 8, y: 10, width: 80, height: 10))
    }

    @Test func connectionPredicatesWithRelationsAndPriorities() throws {
        let scene = FormatScene()
        // a: 8...58. b is 50 wide and 30 from the trailing edge at priority 500 (b.x = 400 - 30 - 50 = 320),
        // which keeps the required gap of at least 20 after a.
        try scene.layout(["H:|-[a(==50)]-(>=20)-[b(==50)]-(==30@500)-|", "V:|[a(==10)]", "V:|[b(==10)]"])
        #expect(scene.a.frame == CGRect(x: 8, y: 0, width: 50, height: 10))
        #expect(scene.b.frame == CGRect(x: 320, y: 0, width: 50, height: 10))
        // With a 330 wide, b cannot be 30 from the edge: the 500 preference gives way to the required gap,
        // b.x = 8 + 330 + 20 = 358 (the closest to 320 the gap allows).
        let crowded = FormatScene()
        try crowded.layout(["H:|-[a(==330)]-(>=20)-[b(==50)]-(==30@500)-|", "V:|[a(==10)]", "V:|[b(==10)]"])
        #expect(crowded.b.frame == CGRect(x: 358, y: 0, width: 50, height: 10))
    }

    @Test func aViewEqualToAnother() throws {
        let scene = FormatScene()
        // Three equal widths in 400 with 8-point margins and gaps: (400 - 32) / 3 = 122.666…
        try scene.layout(["H:|-[a]-[b(==a)]-[c(==b)]-|", "V:|[a(==1)]", "V:|[b(==a)]", "V:|[c(==a)]"])
        let width = (400.0 - 32) / 3
        #expect(abs(scene.a.frame.width - width) < 1e-9)
        #expect(abs(scene.b.frame.minX - (16 + width)) < 1e-9)
        #expect(abs(scene.c.frame.maxX - 392) < 1e-9)
        #expect(scene.b.frame.height == 1)
    }

    @Test func alignAllLeadingAndTrailingInAColumn() throws {
        let scene = FormatScene()
        // a is placed horizontally; b and c copy its leading and trailing edges. Vertically 8, 56, 104.
        try scene.layout(["H:|-10-[a(==100)]"])
        try scene.layout(
            ["V:|-[a(==40)]-[b(==40)]-[c(==40)]"], options: [.alignAllLeading, .alignAllTrailing])
        #expect(scene.a.frame == CGRect(x: 10, y: 8, width: 100, height: 40))
        #expect(scene.b.frame == CGRect(x: 10, y: 56, width: 100, height: 40))
        #expect(scene.c.frame == CGRect(x: 10, y: 104, width: 100, height: 40))
    }

    @Test func alignAllCenterYInARow() throws {
        let scene = FormatScene()
        // a is 40 high at y 8 (center 28); b, 20 high, centers on it: y = 28 - 10 = 18.
        try scene.layout(["V:|-[a(==40)]", "V:[b(==20)]"])
        try scene.layout(["H:|-[a(==50)]-[b(==60)]"], options: .alignAllCenterY)
        #expect(scene.a.frame == CGRect(x: 8, y: 8, width: 50, height: 40))
        #expect(scene.b.frame == CGRect(x: 66, y: 18, width: 60, height: 20))
    }

    @Test func alignAllTopAndBottomStretchTheRow() throws {
        let scene = FormatScene()
        try scene.layout(["V:|-30-[a]-200-|"])
        try scene.layout(["H:|[a(==10)][b(==10)]"], options: [.alignAllTop, .alignAllBottom])
        // a is 30...100 (300 - 200); b copies its top and bottom.
        #expect(scene.b.frame == CGRect(x: 10, y: 30, width: 10, height: 70))
    }

    @Test func directionsOfHorizontalFormats() throws {
        func frames(_ options: LayoutConstraint.FormatOptions, rightToLeftLayout: Bool) throws -> [CGRect] {
            let scene = FormatScene()
            if rightToLeftLayout { scene.root.layoutDirection = .rightToLeft }
            try scene.layout(["H:|-10-[a(==50)]-20-[b(==50)]"], options: options)
            try scene.layout(["V:|[a(==10)]", "V:|[b(==10)]"])
            return [scene.a.frame, scene.b.frame]
        }
        // Left to right: a at 10, b at 10 + 50 + 20 = 80.
        let leftToRight = [CGRect(x: 10, y: 0, width: 50, height: 10), CGRect(x: 80, y: 0, width: 50, height: 10)]
        // Right to left: a ends at 390 (x 340), b ends 20 before a starts (x 320 - 50 = 270).
        let rightToLeft = [CGRect(x: 340, y: 0, width: 50, height: 10), CGRect(x: 270, y: 0, width: 50, height: 10)]
        #expect(try frames([], rightToLeftLayout: false) == leftToRight)
        #expect(try frames([], rightToLeftLayout: true) == rightToLeft)
        #expect(try frames(.directionLeftToRight, rightToLeftLayout: true) == leftToRight)
        #expect(try frames(.directionRightToLeft, rightToLeftLayout: false) == rightToLeft)
    }

    @Test func trailingSuperviewWithAnInequality() throws {
        let scene = FormatScene()
        // b hugs the trailing edge 10 in (b.x = 400 - 10 - 40 = 350); a is at least 8 before it, and
        // wants to be 500 wide at 250: it grows to 350 - 8 - 8 = 334.
        try scene.layout(["H:|-[a(==500@250)]-(>=8)-[b(==40)]-10-|", "V:|[a(==5)]", "V:|[b(==5)]"])
        #expect(scene.a.frame == CGRect(x: 8, y: 0, width: 334, height: 5))
        #expect(scene.b.frame == CGRect(x: 350, y: 0, width: 40, height: 5))
    }

    @Test func verticalBaselineSpacingUsesLabelBaselines() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = Label()
        let second = Label()
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        let views = ["first": first, "second": second]
        NSLayoutConstraint.activate(
            try LayoutConstraint.parseVisualFormat(
                "V:|[first(==30)]-20-[second(==30)]", options: .spacingBaselineToBaseline, views: views))
        for format in ["H:|[first(==10)]", "H:|[second(==10)]"] {
            NSLayoutConstraint.activate(try LayoutConstraint.parseVisualFormat(format, views: views))
        }
        root.layoutIfNeeded()
        // Same font and height: each baseline is the same distance k below its label's top, so the second's
        // first baseline 20 below the first's last baseline puts its top at 0 + k + 20 - k = 20.
        #expect(first.frame.minY == 0)
        #expect(second.frame.minY == 20)
    }

    @Test func constraintsCarryTheFormatAndTheLineTheyWereWrittenOn() throws {
        let scene = FormatScene()
        let line = #line + 1
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: scene.views)
        #expect(constraints.count == 2)
        #expect(constraints.allSatisfy { $0.identifier == "H:|-[a]-|" && !$0.isActive })
        #expect(
            constraints.map(\.equationDescription) == [
                "a.leading == root.leadingMargin", "root.trailingMargin == a.trailing",
            ])
        #expect(constraints[0].location == SourceLocation(file: "VisualFormatLayoutTests.swift", line: line))
    }

    @Test func spacesBetweenTokensAreAllowed() throws {
        let scene = FormatScene()
        try scene.layout(["H: | - 12 - [a ( == 40 , >= 10 @ 750 )]", "V: |[a(==2)]"])
        #expect(scene.a.frame == CGRect(x: 12, y: 0, width: 40, height: 2))
    }
}
