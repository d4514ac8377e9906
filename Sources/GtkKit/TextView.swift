// GtkTextView, read-only: a block of text that can be selected and copied, in a scrolled window.

import CGtk
import CGtkShim

/// Read-only text that can be selected and copied, in a scrolled box of a minimum size.
///
/// ```swift
/// let report = TextView(monospace: true, minimumSize: PixelSize(width: 560, height: 420))
/// report.text = "Layout of …"
/// ```
@MainActor
public final class TextView: Widget {
    private let textView: UnsafeMutablePointer<GtkWidget>

    /// Makes an empty, read-only text view that scrolls beyond `minimumSize`, in a fixed-width font or not.
    /// With `wraps`, long lines continue on the next line (at word boundaries, else anywhere) instead of
    /// running past the right edge, and the view never scrolls sideways.
    public init(monospace: Bool, minimumSize: PixelSize, wraps: Bool = false) {
        let scroller = gtk_scrolled_window_new()!
        textView = gtk_text_view_new()
        super.init(adopting: UnsafeMutableRawPointer(scroller))
        let view = UnsafeMutableRawPointer(textView).assumingMemoryBound(to: GtkTextView.self)
        gtk_text_view_set_editable(view, 0)
        gtk_text_view_set_cursor_visible(view, 0)
        gtk_text_view_set_monospace(view, monospace ? 1 : 0)
        gtk_text_view_set_wrap_mode(view, wraps ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE)
        if wraps { gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC) }
        gtk_text_view_set_left_margin(view, 6)
        gtk_text_view_set_right_margin(view, 6)
        gtk_text_view_set_top_margin(view, 6)
        gtk_text_view_set_bottom_margin(view, 6)
        gtk_scrolled_window_set_min_content_width(opaque, Int32(clamping: minimumSize.width))
        gtk_scrolled_window_set_min_content_height(opaque, Int32(clamping: minimumSize.height))
        gtk_scrolled_window_set_child(opaque, textView)
    }

    private var textViewPointer: UnsafeMutablePointer<GtkTextView> {
        UnsafeMutableRawPointer(textView).assumingMemoryBound(to: GtkTextView.self)
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> {
        gtk_text_view_get_buffer(UnsafeMutableRawPointer(textView).assumingMemoryBound(to: GtkTextView.self))!
    }

    /// The text shown; setting the same text again does nothing, so a selection survives unchanged updates.
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(characters) }
            return String(cString: characters)
        }
        set {
            guard newValue != text else { return }
            gtk_text_buffer_set_text(buffer, newValue, -1)
        }
    }

    // MARK: Search

    /// The tags that paint matches: every match, and the one scrolled to.
    private static let matchTag = "search-match"
    private static let currentMatchTag = "search-current"

    /// The character offsets of every match highlighted by the last `highlight(_:)`.
    public private(set) var matches: [Range<Int>] = []
    /// The match scrolled to, an index into `matches`.
    public private(set) var currentMatch: Int?

    /// Highlights every case-insensitive occurrence of `needle` and scrolls to the first; an empty needle
    /// clears the highlights. Returns the number of matches.
    @discardableResult
    public func highlight(_ needle: String) -> Int {
        ensureTags()
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_remove_tag_by_name(buffer, Self.matchTag, &start, &end)
        gtk_text_buffer_remove_tag_by_name(buffer, Self.currentMatchTag, &start, &end)
        matches = []
        currentMatch = nil
        guard !needle.isEmpty else { return 0 }
        var cursor = start
        var matchStart = GtkTextIter()
        var matchEnd = GtkTextIter()
        while gtk_text_iter_forward_search(
            &cursor, needle, GTK_TEXT_SEARCH_CASE_INSENSITIVE, &matchStart, &matchEnd, nil)
            != 0
        {
            gtk_text_buffer_apply_tag_by_name(buffer, Self.matchTag, &matchStart, &matchEnd)
            matches.append(Int(gtk_text_iter_get_offset(&matchStart))..<Int(gtk_text_iter_get_offset(&matchEnd)))
            cursor = matchEnd
        }
        if !matches.isEmpty { showMatch(0) }
        return matches.count
    }

    /// Marks match `index` (wrapping around) as the current one and scrolls it into view.
    public func showMatch(_ index: Int) {
        guard !matches.isEmpty else { return }
        let index = ((index % matches.count) + matches.count) % matches.count
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_remove_tag_by_name(buffer, Self.currentMatchTag, &start, &end)
        gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(matches[index].lowerBound))
        gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(matches[index].upperBound))
        gtk_text_buffer_apply_tag_by_name(buffer, Self.currentMatchTag, &start, &end)
        currentMatch = index
        // A mark, not the iterator: scrolling to an iterator needs line heights GTK computes only when idle.
        let mark = gtk_text_buffer_create_mark(buffer, nil, &start, 1)
        gtk_text_view_scroll_to_mark(textViewPointer, mark, 0.1, 1, 0, 0.3)
        gtk_text_buffer_delete_mark(buffer, mark)
    }

    /// Scrolls the current match to a third of the way down, by the line heights GTK has computed: call it once
    /// the text has been laid out (after a frame), when `showMatch`'s scrolling may have used estimates.
    public func scrollToCurrentMatch() {
        guard let currentMatch else { return }
        var iterator = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iterator, Int32(matches[currentMatch].lowerBound))
        var location = GdkRectangle()
        gtk_text_view_get_iter_location(textViewPointer, &iterator, &location)
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        let page = gtk_adjustment_get_page_size(adjustment)
        let top = max(0, min(Double(location.y) - page * 0.3, gtk_adjustment_get_upper(adjustment) - page))
        gtk_adjustment_set_value(adjustment, top)
    }

    /// The line (from 0) of the current match, for tests and status lines.
    public var currentMatchLine: Int? {
        guard let currentMatch else { return nil }
        var iterator = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iterator, Int32(matches[currentMatch].lowerBound))
        return Int(gtk_text_iter_get_line(&iterator))
    }

    /// How far the text is scrolled down, in pixels.
    public var verticalScrollOffset: Double {
        gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(opaque))
    }

    private func ensureTags() {
        let table = gtk_text_buffer_get_tag_table(buffer)
        guard gtk_text_tag_table_lookup(table, Self.matchTag) == nil else { return }
        let match = gtk_text_tag_new(Self.matchTag)
        cgtk_object_set_string(UnsafeMutableRawPointer(match), "background", "#FFE14D")
        gtk_text_tag_table_add(table, match)
        g_object_unref(UnsafeMutableRawPointer(match))
        let current = gtk_text_tag_new(Self.currentMatchTag)
        cgtk_object_set_string(UnsafeMutableRawPointer(current), "background", "#FF9500")
        gtk_text_tag_table_add(table, current)
        g_object_unref(UnsafeMutableRawPointer(current))
    }
}
