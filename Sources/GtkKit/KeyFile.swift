// GKeyFile: GLib's .ini files, for small state an application keeps between runs.

import CGtk
import Foundation

/// Groups of `key=value` lines, read and written with GLib's `GKeyFile` (the format of desktop files).
///
/// ```swift
/// let file = KeyFile()
/// file.set("375", group: "window", key: "width")
/// try file.save(to: KeyFile.userConfigFolder + "/demo/state.ini")
/// let again = try KeyFile(contentsOf: KeyFile.userConfigFolder + "/demo/state.ini")
/// again.string(group: "window", key: "width")   // "375"
/// ```
@MainActor
public final class KeyFile {
    private let file: OpaquePointer

    /// Makes an empty key file.
    public init() {
        file = g_key_file_new()
    }

    /// Reads the key file at `path`; the error is GLib's message (no such file, a line that is not
    /// `key=value`, text that is not UTF-8, …).
    public convenience init(contentsOf path: String) throws(KeyFileError) {
        self.init()
        var error: UnsafeMutablePointer<GError>?
        if g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, &error) == 0 {
            throw KeyFileError(takingMessageOf: error, isMissingFile: error?.pointee.domain == g_file_error_quark())
        }
    }

    isolated deinit {
        g_key_file_unref(file)
    }

    /// The user's configuration folder, `$XDG_CONFIG_HOME` or `~/.config`.
    nonisolated public static var userConfigFolder: String { String(cString: g_get_user_config_dir()) }

    /// The value of `key` in `group`, unescaped; nil when either is missing.
    public func string(group: String, key: String) -> String? {
        guard let value = g_key_file_get_string(file, group, key, nil) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Sets `key` in `group` to `value` (escaped as the format needs).
    public func set(_ value: String, group: String, key: String) {
        g_key_file_set_string(file, group, key, value)
    }

    /// Writes the file to `path`, making its folder if need be; the file is replaced atomically (GLib writes a
    /// temporary file beside it and renames it), so a crash never leaves half a file.
    public func save(to path: String) throws(KeyFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, g_mkdir_with_parents(folder, 0o700) != 0 {
            throw KeyFileError(message: "cannot make the folder \(folder): \(String(cString: strerror(errno)))")
        }
        var error: UnsafeMutablePointer<GError>?
        if g_key_file_save_to_file(file, path, &error) == 0 { throw KeyFileError(takingMessageOf: error) }
    }
}

/// Why a key file could not be read or written.
public struct KeyFileError: Error, Sendable, CustomStringConvertible {
    /// GLib's message.
    public var message: String
    /// Whether reading failed only because there is no file (nothing was remembered yet).
    public var isMissingFile = false

    /// An error with `message`.
    public init(message: String, isMissingFile: Bool = false) {
        self.message = message
        self.isMissingFile = isMissingFile
    }

    init(takingMessageOf error: UnsafeMutablePointer<GError>?, isMissingFile: Bool = false) {
        message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        self.isMissingFile = isMissingFile && error?.pointee.code == Int32(G_FILE_ERROR_NOENT.rawValue)
        if let error { g_error_free(error) }
    }

    /// GLib's message.
    public var description: String { message }
}
