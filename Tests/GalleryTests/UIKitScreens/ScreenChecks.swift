// What the UIKit screen tests share: frames compared with the actual one in the message, a clean report, wrapping.

import Cartography
import Foundation
import Testing

extension DemoLayout {
    /// Expects the view called `name` at `expected` (in the root's coordinates) to a millionth of a point.
    func expect(_ name: String, at expected: CGRect, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let actual = try frame(name)
        #expect(close(actual, expected), "\(name) is at \(actual), not \(expected)", sourceLocation: sourceLocation)
    }

    /// Expects no conflict, no ambiguity and no broken preference in the report.
    func expectClean(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let diagnostics = self.diagnostics
        #expect(diagnostics.conflicts.isEmpty, "\(diagnostics.report)", sourceLocation: sourceLocation)
        #expect(diagnostics.ambiguities.isEmpty, "\(diagnostics.report)", sourceLocation: sourceLocation)
        #expect(diagnostics.brokenConstraints.isEmpty, "\(diagnostics.report)", sourceLocation: sourceLocation)
    }
}

/// How many lines `words` four-letter words take at `width` with the fixed measurer at `pointSize`: a line
/// holds ⌊width / advance⌋ characters, and k words take 5k − 1 of them.
func wrappedLines(words: Int, width: CGFloat, pointSize: CGFloat) -> Int {
    let characters = Int((width / (pointSize * 0.6)).rounded(.down))
    let perLine = (characters + 1) / 5
    return (words + perLine - 1) / perLine
}
