// The attributes a view that shows text keeps beside its plain text (a label's, a text view's).

import Foundation

/// A text view's or label's `attributedText` and the runs it is measured and drawn with, kept in step with
/// its plain `text`: setting the attributed text sets the plain text, and setting the plain text directly
/// drops the attributes, as UIKit's views do.
struct AttributedTextState {
    /// A copy of the attributed text last set, nil for plain text.
    private(set) var stored: NSAttributedString?
    /// Its `.font` and `.foregroundColor` runs, empty for plain text.
    private(set) var runs: [TextRun] = []
    /// Whether the next plain text comes from the attributed text (so its attributes stay).
    private(set) var isSettingFromAttributes = false

    /// Takes `string` as the attributed text, before the view sets its plain text to `string?.string`
    /// (which keeps these attributes). Returns whether the runs changed (the view measures and draws again).
    mutating func take(_ string: NSAttributedString?) -> Bool {
        let newRuns = string.map(TextRun.runs(of:)) ?? []
        let changed = newRuns != runs
        stored = string.map { NSAttributedString(attributedString: $0) }
        runs = newRuns
        isSettingFromAttributes = true
        return changed
    }

    /// Called when the view's plain text was set: unless it came from ``take(_:)``, the attributes go.
    /// Returns whether runs were dropped.
    mutating func plainTextDidChange() -> Bool {
        guard !isSettingFromAttributes else {
            isSettingFromAttributes = false
            return false
        }
        let dropped = !runs.isEmpty
        runs = []
        stored = nil
        return dropped
    }

    /// The runs with their fonts scaled by `scale` (the traits' text size).
    func runs(scaledBy scale: Double) -> [TextRun] {
        runs.map { run in
            var scaled = run
            scaled.font = run.font?.scaled(by: scale)
            return scaled
        }
    }
}
