// "Intrinsic size & hugging" at three widths: sizes from the fixed measurer (15 points: 9 a character, 18 a line).

import Cartography
import Foundation
import Testing

@testable import Gallery

@MainActor
@Suite struct IntrinsicSizeScreenTests {
    /// The title hugs its 5 characters (45); the detail stretches from 16 + 45 + 8 to 16 before the edge. The
    /// long label's 44 characters (396) fit from 16 to W − 42 (8 before the 18-wide value) except at 320, where
    /// it gives way to 262 and the report says its compression resistance is broken by 134. The detail's hugging
    /// gives way to the title's at every width, and the report lists it. The button is
    /// "Sign in" (63 × 30), centred, 20 below the long label.
    @Test(arguments: demoWidths)
    func frames(width: CGFloat) throws {
        let layout = try DemoLayout("Intrinsic size & hugging", width: width)
        try layout.expect("title", at: CGRect(x: 16, y: 20, width: 45, height: 18))
        try layout.expect("detail", at: CGRect(x: 69, y: 20, width: width - 85, height: 18))
        try layout.expect("long", at: CGRect(x: 16, y: 58, width: min(396, width - 58), height: 18))
        try layout.expect("value", at: CGRect(x: width - 34, y: 58, width: 18, height: 18))
        try layout.expect("button", at: CGRect(x: (width - 63) / 2, y: 96, width: 63, height: 30))
        let diagnostics = layout.diagnostics
        #expect(diagnostics.conflicts.isEmpty && diagnostics.ambiguities.isEmpty, "\(diagnostics.report)")
        // The detail's hugging (250) gave way to the title's (251): a broken priority, as in UIKit's terms.
        let hugging = diagnostics.brokenConstraints.filter { $0.constraint.contentSizeRole?.kind == .hugging }
        #expect(hugging.map(\.violation) == [width - 85 - 99], "\(diagnostics.report)")
        #expect(hugging.first?.constraint.description == "detail.width <= 99 (content size, hugging 250)")
        let resistance = diagnostics.brokenConstraints.filter { $0.constraint.contentSizeRole?.kind != .hugging }
        if width - 58 < 396 {
            #expect(resistance.count == 1)
            #expect(resistance.first?.violation == 396 - (width - 58))
            #expect(diagnostics.report.contains("long.width >= 396 (content size, compression resistance 750)"))
        } else {
            #expect(resistance.isEmpty, "\(diagnostics.report)")
        }
    }

    /// With equal hugging the row is ambiguous, as in UIKit: either label could stretch.
    @Test func equalHuggingIsAmbiguous() throws {
        let layout = try DemoLayout("Intrinsic size & hugging", width: 375)
        let controller = try #require(layout.content.viewController as? IntrinsicSizeViewController)
        controller.titleLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        layout.layOut(width: 375)
        #expect(controller.titleLabel.hasAmbiguousLayout)
        #expect(controller.detailLabel.hasAmbiguousLayout)
    }
}
