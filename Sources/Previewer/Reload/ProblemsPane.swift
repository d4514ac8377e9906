// The problems pane: why the user's files are not shown, one message a row, docked under the preview.

import Cartography
import GtkKit
import PreviewerCore

/// The compiler's messages about the user's files (or the previewer's notice of a crash or a time limit), docked
/// under the content area: each message wraps in a row of its own, over its `File.swift:LINE:COLUMN`, and a click
/// on a row opens the file at that line in `$EDITOR`. Hidden while all is well.
///
/// Docked rather than laid over the preview, which it hid the top of; the window grows by the pane's height
/// when it appears (`onVisibilityChange`), so the content area, and the last good layout in it, keep their size.
@MainActor
final class ProblemsPane {
    /// The pane's height: a heading and about four wrapped messages, the rest scrolled.
    static let height = 150

    let widget = Box(vertical: true, spacing: 0)
    private let summary = GtkKit.Label()
    private let status = GtkKit.Label()
    private let copyButton = Button(label: "Copy")
    private let list = ListBox()
    private let scroller = ScrolledWindow(horizontal: .never, vertical: .automatic)

    /// The problem shown, as the compiler (or the previewer) wrote it; nil hides the pane.
    private(set) var problem: String?
    /// The messages in `problem`, in the order of the rows.
    private(set) var messages: [SourceMessage] = []
    /// Told when the pane appears or disappears, before the window lays it out.
    var onVisibilityChange: (@MainActor (Bool) -> Void)?

    init() {
        widget.addCSSClass("problems-pane")
        widget.setMinimumSize(width: -1, height: Self.height)
        // Said outright: GTK would have the pane expand as its list does, taking height from the content area.
        widget.setExpands(horizontally: true, vertically: false)
        let bar = Box(vertical: false, spacing: 8)
        bar.addCSSClass("problems-bar")
        summary.addCSSClass("heading")
        status.addCSSClass("dim-label")
        status.setEllipsizes(true)
        status.setExpands(horizontally: true, vertically: false)
        copyButton.setTooltip("Copy every message, as the compiler wrote them")
        for part in [summary, status, copyButton] as [Widget] { bar.append(part) }
        widget.append(bar)
        list.setSelectable(false)
        list.onRowActivated { [unowned self] index in self.open(index) }
        scroller.setChild(list)
        scroller.setExpands(horizontally: true, vertically: true)
        widget.append(scroller)
        copyButton.onClicked { [unowned self] in
            guard let problem = self.problem else { return }
            Clipboard.setText(problem, from: self.widget)
            self.status.text = "Copied"
        }
        widget.isVisible = false
    }

    /// Whether the pane is shown.
    var isShown: Bool { widget.isVisible }

    /// Shows `problem`, one row a message, or hides the pane for nil.
    func show(_ problem: String?) {
        guard problem != self.problem else { return }
        self.problem = problem
        messages = problem.map(SourceMessage.messages(in:)) ?? []
        list.removeAll()
        for message in messages {
            let place = message.place.map { "\n\($0)" } ?? ""
            let severity = message.severity == .notice ? "" : "\(message.severity.rawValue): "
            let tooltip = ([message.place?.path].compactMap { $0 } + message.details).joined(separator: "\n")
            list.appendRow(severity + message.text + place, tooltip: tooltip.isEmpty ? nil : tooltip, wraps: true)
        }
        summary.text = messages.countSummary
        status.text = messages.contains { $0.place != nil } ? "Click a message to open its line" : ""
        let isVisible = problem != nil
        guard isVisible != widget.isVisible else { return }
        onVisibilityChange?(isVisible)
        widget.isVisible = isVisible
    }

    /// Each row's frame in `ancestor`'s coordinates, in the order of `messages`.
    func rowFrames(in ancestor: Widget) -> [PixelRect?] {
        list.rowFrames(in: ancestor)
    }

    private func open(_ index: Int) {
        guard messages.indices.contains(index), let place = messages[index].place else { return }
        let location = SourceLocation(file: place.path, line: place.line)
        let outcome = SourceOpener.open(location, copyingFrom: widget) { [weak self] problem in
            if let problem { self?.status.text = problem }
        }
        status.text = outcome.message
    }
}
