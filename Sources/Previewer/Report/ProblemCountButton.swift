// The header bar's count of what the layout report lists: conflicts, ambiguous views, broken priorities.

import Cartography
import GtkKit

/// A button in the header bar that counts the layout's problems while neither the overlay nor the report is
/// shown, and opens the report when clicked. Hidden while the layout has none, so a clean layout's narrowest
/// window stays as narrow as it was.
///
/// It counts in a user's window only: the control channel and the one-shot modes picture the window as their
/// callers sized it, and a count that appears a moment after each layout would change those pictures between
/// two snapshots (and the ambiguity check would hold up their resizes).
@MainActor
final class ProblemCountButton {
    /// Whether the button counts; off until the app turns it on for an interactive window.
    var isCounting = false {
        didSet {
            if isCounting { layoutDidChange() } else { button.isVisible = false }
        }
    }
    /// The ambiguity check solves the layout again (over a second for 1,200 labels in a debug build): a resize
    /// counts once, when it stops, this long after the last layout pass.
    private static let settleMilliseconds = 250

    let button = Button(label: "")
    /// The diagnostics of the layout on screen.
    var diagnostics: @MainActor () -> LayoutDiagnostics? = { nil }
    private var pending: MainLoop.Timer?

    init() {
        button.addCSSClass("problem-count")
        button.isVisible = false
    }

    /// The layout changed: count again once it settles.
    func layoutDidChange() {
        guard isCounting else { return }
        pending?.cancel()
        pending = MainLoop.after(milliseconds: Self.settleMilliseconds) { [weak self] in
            self?.pending = nil
            self?.update()
        }
    }

    /// Counts now and shows the count, or hides the button when there is nothing to count.
    func update() {
        guard let diagnostics = diagnostics() else {
            button.isVisible = false
            return
        }
        let count = ProblemCount(diagnostics)
        button.setLabel(count.label)
        button.setTooltip("\(count.sentence): click for the layout report (Ctrl+E)")
        // Conflicts and ambiguity are mistakes; a preference that lost is often by design, and stays quiet.
        if count.hasMistakes {
            button.addCSSClass("layout-mistakes")
        } else {
            button.removeCSSClass("layout-mistakes")
        }
        button.isVisible = !count.isEmpty
    }
}

/// How many conflicts, ambiguous views and broken priorities a layout has, in words.
struct ProblemCount: Equatable {
    var conflicts: Int
    var ambiguousViews: Int
    var brokenPriorities: Int

    init(_ diagnostics: LayoutDiagnostics) {
        conflicts = diagnostics.conflicts.count
        ambiguousViews = diagnostics.ambiguities.count
        brokenPriorities = diagnostics.brokenConstraints.count
    }

    var isEmpty: Bool { conflicts + ambiguousViews + brokenPriorities == 0 }

    /// Whether the layout has conflicts or ambiguous views, which the report calls wrong.
    var hasMistakes: Bool { conflicts + ambiguousViews > 0 }

    /// The button's short text: the counts that are not zero, such as "2 conflicts · 1 ambiguous".
    var label: String {
        [
            conflicts > 0 ? "\(conflicts) \(conflicts == 1 ? "conflict" : "conflicts")" : nil,
            ambiguousViews > 0 ? "\(ambiguousViews) ambiguous" : nil,
            brokenPriorities > 0 ? "\(brokenPriorities) broken" : nil,
        ].compactMap { $0 }.joined(separator: " · ")
    }

    /// The counts in full, for the tooltip.
    var sentence: String {
        [
            plural(conflicts, "conflict", "conflicts"), plural(ambiguousViews, "ambiguous view", "ambiguous views"),
            plural(brokenPriorities, "broken priority", "broken priorities"),
        ].joined(separator: ", ")
    }

    private func plural(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }
}
