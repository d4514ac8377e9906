// What an inspector shows of one view, and the ambiguity stepper's solutions: exact values from the solver.

import Foundation
import Testing

@testable import Cartography

@Suite struct InspectionTests {
    /// The source line of the call on the line before `line`'s caller: where the constraints below are written.
    static let file = "InspectionTests.swift"

    @Test func inspectionListsEveryConstraintOfTheViewWithItsLine() throws {
        let w = Window()
        let label = Label()
        label.text = "Hi"
        label.accessibilityIdentifier = "label"
        w.window.addSubview(label)
        var lines: [Int] = []
        constrain(w.view, label) { view, label in
            view.top == view.superview!.top + 10; lines.append(#line)
            view.left == view.superview!.left + 20; lines.append(#line)
            view.width == 100; lines.append(#line)
            view.height == 50; lines.append(#line)
            label.top == view.bottom + 8; lines.append(#line)
            label.left == view.left; lines.append(#line)
        }
        let inspection = w.window.layoutDiagnostics().inspection(of: w.view)
        #expect(inspection.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(inspection.superview === w.window)
        #expect(
            inspection.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(
            inspection.constraintLines == [
                "view.top == window.top + 10 (\(Self.file):\(lines[0]))",
                "view.left == window.left + 20 (\(Self.file):\(lines[1]))",
                "label.top == view.bottom + 8 (\(Self.file):\(lines[4]))",
                "label.left == view.left (\(Self.file):\(lines[5]))",
                "view.width == 100 (\(Self.file):\(lines[2]))",
                "view.height == 50 (\(Self.file):\(lines[3]))",
            ])
        #expect(inspection.ambiguousAttributes.isEmpty)
        #expect(w.view.inspection().text == inspection.text, "the cheap inspection differs from the full one")
        #expect(inspection.lines[1] == "Frame: x 20, y 10, width 100, height 50")
        #expect(inspection.lines.contains("Hugging: horizontal 250, vertical 250"))
        #expect(inspection.lines.contains("Compression resistance: horizontal 750, vertical 750"))

        // The label's inspection has its content-size constraints, and its free width is named.
        let labelInspection = w.window.layoutDiagnostics().inspection(of: label)
        #expect(labelInspection.intrinsicContentSize == label.intrinsicContentSize)
        #expect(labelInspection.constraints.count == 2 + label.contentSizeLayoutConstraints.count)
        #expect(labelInspection.ambiguousAttributes.isEmpty)
        let located = try #require(inspection.constraints.first?.location)
        #expect(located.path.hasSuffix("/Tests/CartographyTests/\(Self.file)"), "\(located.path)")
    }

    @Test func stepperVisitsBothEndsOfABoundedFaceAndComesBack() throws {
        let w = Window()
        constrain(w.view) { view in
            view.left >= view.superview!.left + 10
            view.right <= view.superview!.right - 40
            view.width == 50
            view.top == view.superview!.top
            view.height == 20
        }
        w.layout()
        let real = w.view.frame
        let stepper = try #require(AmbiguityStepper(view: w.view))
        #expect(stepper.attributes == [.x])
        #expect(w.view.frame == real, "making the stepper moved the view")
        // The face is 10 ≤ x ≤ 400 - 40 - 50; an end where the solver already is is no stop.
        let ends = [10.0, 310.0].filter { $0 != Double(real.minX) }
        #expect(stepper.stops.map(\.value) == ends)
        #expect(stepper.stops.allSatisfy { $0.isBounded })
        for end in ends {
            let stop = try #require(stepper.step())
            #expect(stop.value == end)
            #expect(w.view.frame == CGRect(x: end, y: 0, width: 50, height: 20))
        }
        #expect(stepper.step() == nil)
        #expect(w.view.frame == real)
        _ = stepper.step()
        stepper.restore()
        #expect(w.view.frame == real)
        #expect(w.view.ambiguousFrameAttributes == [.x], "the stepper left its edit variable behind")
    }

    @Test func stepperKeepsEveryPreferenceAsMetAsBefore() throws {
        let w = Window()
        let other = View()
        other.accessibilityIdentifier = "other"
        w.window.addSubview(other)
        constrain(w.view, other) { view, other in
            view.left == view.superview!.left
            view.width == 100
            view.height == 20
            view.top >= view.superview!.top + 5
            other.left == view.left
            other.width == 100
            other.height == 30
            other.top <= other.superview!.top + 200
            // Only this preference ties the two; a stepper that outranked it would drag the view past 170.
            other.top == view.bottom + 10 ~ .defaultLow
        }
        w.layout()
        let stepper = try #require(AmbiguityStepper(view: w.view))
        #expect(stepper.attributes == [.y])
        // The face is 5 ≤ y ≤ 170; the stops are its ends but the one the solver chose.
        let real = Double(w.view.frame.minY)
        #expect(Set(stepper.stops.map(\.value) + [real]) == [5, 170], "\(stepper.stops), real \(real)")
        #expect(stepper.stops.allSatisfy { $0.isBounded })
        while let stop = stepper.step() {
            #expect(w.view.frame.minY == CGFloat(stop.value))
            #expect(other.frame.minY == w.view.frame.maxY + 10, "the preference gave way to the stepper")
            #expect(w.window.layoutDiagnostics().brokenConstraints.isEmpty)
        }
        #expect(w.view.ambiguousFrameAttributes == [.y])
    }
}
