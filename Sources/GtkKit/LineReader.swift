// Reads text lines from a file descriptor (standard input) on the GLib main loop, without blocking it.

import CGtk

/// Delivers the lines written to a file descriptor, one call per line, from the GLib main loop.
///
/// A line is what ends with `\n`, and only that: `\r`, `\0` and every other byte are part of the line (GLib's
/// default would also end lines at `\r`, `\r\n` and `\0`, turning `frames\rrefresh` into two lines).
/// Text after the last `\n` at the end of input is not a line; it goes to `onEnd`.
///
/// Reading never blocks the user interface: the descriptor is watched by the main loop and read in
/// non-blocking mode. Keep the reader alive for as long as lines should arrive.
///
/// ```swift
/// let reader = LineReader(fileDescriptor: 0, onLine: { print("got", $0) }, onEnd: { app.quit() })
/// ```
@MainActor
public final class LineReader {
    private struct Handlers {
        let onLine: @MainActor (String) -> Void
        let onEnd: @MainActor (String?) -> Void
        let watch: Watch
    }

    /// The main-loop source, shared with the callback, which ends it at end of input.
    private final class Watch {
        var sourceID: guint = 0
    }

    private typealias HandlersBox = CallbackBox<Handlers>

    private let channel: UnsafeMutablePointer<GIOChannel>
    private let watch = Watch()

    /// Starts watching `fileDescriptor`; `onLine` gets each line without its `\n`, `onEnd` runs once at end of
    /// input or on a read error, with the text after the last `\n` if there is any.
    public init(
        fileDescriptor: Int32, onLine: @escaping @MainActor (String) -> Void,
        onEnd: @escaping @MainActor (_ unterminated: String?) -> Void
    ) {
        channel = g_io_channel_unix_new(fileDescriptor)!
        // Raw bytes: a stray invalid UTF-8 byte must not stop the channel (lines are repaired into Strings).
        g_io_channel_set_encoding(channel, nil, nil)
        g_io_channel_set_line_term(channel, "\n", 1)
        _ = g_io_channel_set_flags(channel, G_IO_FLAG_NONBLOCK, nil)
        let trampoline: GIOFunc = { channel, _, userData in
            let handlers = HandlersBox.from(userData)
            return MainActor.assumeIsolated { LineReader.drain(channel, handlers) ? 1 : 0 }
        }
        let release: GDestroyNotify = { Unmanaged<HandlersBox>.fromOpaque($0!).release() }
        let conditions = GIOCondition(G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue)
        watch.sourceID = g_io_add_watch_full(
            channel, G_PRIORITY_DEFAULT, conditions, trampoline,
            HandlersBox(Handlers(onLine: onLine, onEnd: onEnd, watch: watch)).retained(), release)
    }

    isolated deinit {
        if watch.sourceID != 0 { g_source_remove(watch.sourceID) }
        g_io_channel_unref(channel)
    }

    /// Reads every complete line available now; returns false (remove the watch) at end of input.
    private static func drain(_ channel: UnsafeMutablePointer<GIOChannel>?, _ handlers: Handlers) -> Bool {
        while true {
            var line: UnsafeMutablePointer<gchar>?
            var length: gsize = 0
            var terminator: gsize = 0
            let status = g_io_channel_read_line(channel, &line, &length, &terminator, nil)
            switch status {
            case G_IO_STATUS_NORMAL:
                // The length counts the bytes up to the terminator, NULs included: not a C string.
                let text = line.map {
                    String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(terminator)), as: UTF8.self)
                }
                g_free(line)
                // Without a terminator, GLib hands out what is left at end of input; it ends the input here.
                guard terminator < length else { return end(handlers, unterminated: text ?? "") }
                handlers.onLine(text ?? "")
            case G_IO_STATUS_AGAIN:
                return true
            default:  // end of input, or an error that will not go away
                g_free(line)
                return end(handlers, unterminated: nil)
            }
        }
    }

    private static func end(_ handlers: Handlers, unterminated: String?) -> Bool {
        // Returning false removes the source; removing it again later would be a GLib critical.
        handlers.watch.sourceID = 0
        handlers.onEnd(unterminated)
        return false
    }
}
