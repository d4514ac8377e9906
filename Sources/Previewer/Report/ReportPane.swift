// The report pane: the layout report docked beside the content area, wrapped, searchable, copyable, savable.

import Foundation
import GtkKit
import PreviewerCore

/// The layout report (`LayoutDiagnostics.report`, under a line naming the preview and its seed) in a pane at
/// the window's right edge.
///
/// A pane rather than the popover it was: a popover covered the window when the screen had no room beside it,
/// stayed behind when the window moved, and had no close button. The window makes room for the pane (it grows
/// by the pane's width), so the content area, and the root view the layout sees, keep their size.
@MainActor
final class ReportPane {
    /// The pane's width when it first opens; the user can drag the handle.
    static let defaultWidth = 440

    let widget = Box(vertical: true, spacing: 4)
    let closeButton = Button(iconName: "window-close-symbolic")
    let copyButton = Button(label: "Copy")
    let saveButton = Button(label: "Save…")
    let search = SearchEntry(placeholder: "Find in the report")
    private let text = TextView(monospace: true, minimumSize: PixelSize(width: 160, height: 120), wraps: true)
    private let status = Label()
    /// Makes the report for the layout as it is now.
    var report: @MainActor () -> String = { "" }
    private var isUpdateScheduled = false

    init() {
        widget.addCSSClass("report-pane")
        widget.setExpands(horizontally: false, vertically: true)
        let bar = Box(vertical: false, spacing: 4)
        let title = Label("Layout report")
        title.addCSSClass("heading")
        title.setExpands(horizontally: true, vertically: false)
        closeButton.setTooltip("Close the report (Escape, Ctrl+E)")
        copyButton.setTooltip("Copy the whole report to the clipboard")
        saveButton.setTooltip("Save the report as a text file")
        for part in [title, copyButton, saveButton, closeButton] as [Widget] { bar.append(part) }
        widget.append(bar)
        widget.append(search)
        text.setExpands(horizontally: true, vertically: true)
        widget.append(text)
        status.addCSSClass("dim-label")
        widget.append(status)
        search.onSearchChanged { [unowned self] in self.find(self.search.text) }
        search.onActivate { [unowned self] in self.showNextMatch() }
        widget.isVisible = false
    }

    /// Whether the pane is shown; `PreviewerWindow.setReportOpen` opens and closes it, making room for it.
    var isOpen: Bool { widget.isVisible }

    /// The text shown.
    var shownText: String { text.text }

    /// Shows the report for the current layout now, keeping the search's highlights.
    func update() {
        let newText = report()
        guard newText != text.text else { return }
        text.text = newText
        if !search.text.isEmpty { find(search.text) }
    }

    /// Shows the report for the current layout, if the pane is open.
    ///
    /// Called from inside a layout pass, it waits until the main loop is idle: changing the text during the pass
    /// would ask GTK to measure the pane again while it is allocating the window.
    func layoutDidChange() {
        guard isOpen, !isUpdateScheduled else { return }
        isUpdateScheduled = true
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.isUpdateScheduled = false
            if self.isOpen { self.update() }
        }
    }

    /// What a search found: how many matches, the line of the one scrolled to, and how far the text scrolled.
    typealias SearchResult = ControlReply.ReportSearch

    /// Highlights every match of `needle` and scrolls to the first; the status line says how many there are.
    /// `completion` runs once the match is in view.
    ///
    /// The text view can scroll only as far as the lines it has measured, and it measures new text in the
    /// frames that follow: so it scrolls again after the next frame, when every line has its height.
    func find(_ needle: String, completion: @escaping @MainActor () -> Void = {}) {
        if search.text != needle { search.text = needle }
        let count = text.highlight(needle)
        status.text = needle.isEmpty ? "" : count == 0 ? "No match" : "\(count) matches; Enter for the next"
        widget.afterNextFrame { [weak self] in
            guard let self else { return }
            self.text.scrollToCurrentMatch()
            self.widget.afterNextFrame(completion)
        }
    }

    /// The state of the last search.
    var searchResult: SearchResult {
        SearchResult(
            matches: text.matches.count, currentLine: text.currentMatchLine, scrollOffset: text.verticalScrollOffset)
    }

    private func showNextMatch() {
        guard let current = text.currentMatch else { return }
        text.showMatch(current + 1)
        text.scrollToCurrentMatch()
    }

    /// Copies the report to the clipboard.
    func copy() {
        Clipboard.setText(text.text, from: widget)
        status.text = "Copied the report"
    }

    /// Writes the report to `path`; the error, or nil.
    func save(to path: String) -> String? {
        do {
            try Data(text.text.utf8).write(to: URL(fileURLWithPath: path))
            status.text = "Saved \((path as NSString).lastPathComponent)"
            return nil
        } catch {
            return "cannot write \(path): \(error.localizedDescription)"
        }
    }
}
