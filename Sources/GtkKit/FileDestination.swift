// Where a saved file may go, and writing it there without ever replacing anything but a regular file.

import Glibc

/// A path a file is saved to: an existing regular file, replaced whole, or a new name in an existing folder.
///
/// Anything else is refused before a byte is written: a symbolic link (the write would replace the link, or
/// with GLib's save the file it points to), a named pipe, a device node, a socket or a folder. GLib's own
/// save (`g_file_set_contents`) renames a new file over whatever the path names; as root, saving to
/// `/dev/full` replaced the device node with a PNG.
public enum FileDestination {
    /// Why nothing may be saved at `path`, in a few words for an error message, or nil if it may (the write
    /// itself can still fail, on a full disk for example).
    public static func problem(savingTo path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        guard !path.hasSuffix("/") else { return "it names a folder" }
        var status = stat()
        if lstat(path, &status) == 0 {
            if let kind = unreplaceableKind(status.st_mode) { return "it is \(kind); only a regular file is replaced" }
            return access(path, W_OK) == 0 ? folderProblem(path) : "the file is not writable"
        }
        let error = errno
        guard error == ENOENT else { return "cannot look at it: \(String(cString: strerror(error)))" }
        return folderProblem(path)
    }

    /// Writes `bytes` to a new file in the destination's folder, then renames it over the destination, so
    /// that the destination is never left half written and nothing but a regular file is ever replaced.
    /// A replaced file keeps its permissions; a new one gets the process's default (0666 less the umask).
    static func save(_ bytes: UnsafeRawBufferPointer, to path: String) throws(FileDestinationError) {
        if let problem = problem(savingTo: path) { throw FileDestinationError(path: path, reason: problem) }
        var existing = stat()
        let replacing = lstat(path, &existing) == 0
        let (temporary, descriptor) = try createTemporaryFile(beside: path)
        var isOpen = true
        do throws(FileDestinationError) {
            if replacing && fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
                throw failure(path, "cannot give \(temporary) the file's permissions")
            }
            try writeAll(bytes, to: descriptor, path: path)
            // As GLib does: a replaced file must not be lost to a crash between the rename and the write-back.
            if replacing && fsync(descriptor) != 0 { throw failure(path, "cannot flush \(temporary)") }
            isOpen = false
            guard close(descriptor) == 0 else { throw failure(path, "cannot close \(temporary)") }
            // Checked again just before the rename, so a path that changed kind since is still refused.
            if let problem = problem(savingTo: path) { throw FileDestinationError(path: path, reason: problem) }
            guard rename(temporary, path) == 0 else { throw failure(path, "cannot rename \(temporary) to it") }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// The kind of a file that must not be replaced, or nil for a regular file.
    private static func unreplaceableKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// The folder that holds `path`, where the temporary file goes.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Why no file can be created beside `path`: the temporary file and the rename need a writable folder.
    private static func folderProblem(_ path: String) -> String? {
        let parent = folder(of: path)
        var status = stat()
        guard stat(parent, &status) == 0 else {
            let error = errno
            return error == ENOENT || error == ENOTDIR
                ? "the folder \(parent) does not exist"
                : "cannot look at the folder \(parent): \(String(cString: strerror(error)))"
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return "\(parent) is not a folder" }
        return access(parent, W_OK | X_OK) == 0 ? nil : "the folder \(parent) is not writable"
    }

    /// A new file, open for writing, in the folder of `path`: `.NAME.RANDOM.tmp`, made with O_EXCL so that
    /// it is never anything that was already there.
    private static func createTemporaryFile(beside path: String) throws(FileDestinationError) -> (String, Int32) {
        let parent = folder(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? "file"
        for _ in 0..<16 {
            let candidate = "\(parent)/.\(name).\(UInt32.random(in: 0...UInt32.max)).tmp"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
            if descriptor >= 0 { return (candidate, descriptor) }
            guard errno == EEXIST else { throw failure(path, "cannot create a file in \(parent)") }
        }
        throw failure(path, "cannot find a free temporary name in \(parent)")
    }

    private static func writeAll(
        _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String
    ) throws(FileDestinationError) {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path, "cannot write")
            }
            offset += written
        }
    }

    /// The error for a failed system call, with `errno`'s explanation.
    private static func failure(_ path: String, _ what: String) -> FileDestinationError {
        FileDestinationError(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// A file that could not be saved, and why.
public struct FileDestinationError: Error, Equatable, CustomStringConvertible {
    /// The destination.
    public let path: String
    /// What went wrong, in a few words.
    public let reason: String

    /// `cannot write PATH: REASON`.
    public var description: String { "cannot write \(path): \(reason)" }
}
