// Watches folders for saved files with GLib's GFileMonitor, and reports each save once, debounced.

import CGtk
import Foundation

/// Reports the files of interest that were saved in the folders it watches, after a quiet moment.
///
/// A folder is watched rather than each file: an atomic save (write a temporary file, rename it over the
/// original) replaces the file's inode, which a monitor on the file itself would lose. What counts as a save:
/// the end of an in-place write (`CHANGES_DONE_HINT`, sent when the writer closes the file) and a rename or move
/// onto a watched name (`RENAMED`, `MOVED_IN`). Plain `CHANGED` is ignored, since it fires mid-write.
///
/// Editors write in bursts (a backup, the file, its metadata), so the handler runs once `quietMilliseconds`
/// after the last matching event, with every path saved meanwhile and the time of the first event.
///
/// ```swift
/// let monitor = try DirectoryMonitor(files: ["/home/me/Card.swift"]) { saved, firstEvent in reload() }
/// ```
@MainActor
public final class DirectoryMonitor {
    /// Why a folder cannot be watched.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private final class State {
        let wanted: (String) -> Bool
        let quietMilliseconds: Int
        let onSave: @MainActor (_ paths: [String], _ firstEvent: ContinuousClock.Instant) -> Void
        var pending: [String] = []
        var firstEvent: ContinuousClock.Instant?
        var timer: MainLoop.Timer?

        init(
            wanted: @escaping (String) -> Bool, quietMilliseconds: Int,
            onSave: @escaping @MainActor ([String], ContinuousClock.Instant) -> Void
        ) {
            self.wanted = wanted
            self.quietMilliseconds = quietMilliseconds
            self.onSave = onSave
        }

        @MainActor
        func saw(_ path: String) {
            guard wanted(path) else { return }
            if firstEvent == nil { firstEvent = .now }
            if !pending.contains(path) { pending.append(path) }
            timer?.cancel()
            timer = MainLoop.after(milliseconds: quietMilliseconds) { [weak self] in self?.fire() }
        }

        @MainActor
        private func fire() {
            guard let first = firstEvent else { return }
            let paths = pending
            pending = []
            firstEvent = nil
            timer = nil
            onSave(paths, first)
        }
    }

    private typealias StateBox = CallbackBox<State>

    private var monitors: [OpaquePointer] = []
    private let state: State

    /// Watches the folders of `files` and reports saves of those files only.
    public convenience init(
        files: [String], quietMilliseconds: Int = 30,
        onSave: @escaping @MainActor (_ paths: [String], _ firstEvent: ContinuousClock.Instant) -> Void
    ) throws(Failure) {
        let names = Set(files.map(Self.absolute))
        let folders = Array(Set(names.map { ($0 as NSString).deletingLastPathComponent })).sorted()
        try self.init(folders: folders, quietMilliseconds: quietMilliseconds, matching: names.contains, onSave: onSave)
    }

    /// Watches `folders` (not their subfolders) and reports saves of the paths `matching` accepts.
    public init(
        folders: [String], quietMilliseconds: Int = 30, matching: @escaping (String) -> Bool,
        onSave: @escaping @MainActor (_ paths: [String], _ firstEvent: ContinuousClock.Instant) -> Void
    ) throws(Failure) {
        state = State(wanted: matching, quietMilliseconds: quietMilliseconds, onSave: onSave)
        for folder in folders {
            let file = g_file_new_for_path(folder)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            var error: UnsafeMutablePointer<GError>?
            // WATCH_MOVES: a rename inside the folder is one RENAMED event naming both files.
            guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                g_clear_error(&error)
                throw Failure(description: "cannot watch \(folder): \(message)")
            }
            connect(monitor)
            monitors.append(OpaquePointer(monitor))
        }
    }

    isolated deinit {
        for monitor in monitors {
            g_file_monitor_cancel(UnsafeMutablePointer(monitor))
            g_object_unref(UnsafeMutableRawPointer(monitor))
        }
    }

    /// GFileMonitor's "changed" passes (monitor, file, other file, event); no shim helper has that shape, so the
    /// typed C function is cast to a GCallback, as g_signal_connect does in C.
    private func connect(_ monitor: UnsafeMutablePointer<GFileMonitor>) {
        typealias Changed =
            @convention(c) (
                UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, UnsafeMutableRawPointer?
            ) -> Void
        let changed: Changed = { _, file, otherFile, event, userData in
            let state = StateBox.from(userData)
            let target: OpaquePointer?
            switch event {
            case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_MOVED_IN:
                target = file
            case G_FILE_MONITOR_EVENT_RENAMED:
                target = otherFile
            default:
                target = nil
            }
            guard let target, let raw = g_file_get_path(target) else { return }
            let path = String(cString: raw)
            g_free(raw)
            MainActor.assumeIsolated { state.saw(path) }
        }
        let release: GClosureNotify = { userData, _ in Unmanaged<StateBox>.fromOpaque(userData!).release() }
        g_signal_connect_data(
            monitor, "changed", unsafeBitCast(changed, to: GCallback.self), StateBox(state).retained(), release,
            GConnectFlags(0))
    }

    /// The path as GLib reports it: absolute, with `.` and `..` resolved (symbolic links kept).
    static func absolute(_ path: String) -> String {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let raw = g_file_get_path(file) else { return path }
        defer { g_free(raw) }
        return String(cString: raw)
    }
}
