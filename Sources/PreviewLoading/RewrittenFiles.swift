// The user's files as the compiler gets them: rewritten copies where they have Objective-C-only syntax or
// `#Preview` blocks, the files themselves elsewhere; and the compiler's messages moved back to the user's
// positions.

import Foundation

/// The files to compile for a set of user files, and the maps back from the rewritten ones.
struct RewrittenFiles {
    /// What to give the compiler: a copy for a rewritten file, the file itself (byte for byte) otherwise.
    var compiledPaths: [String]
    /// The maps of the rewritten files, by the path the user gave.
    var maps: [String: SourceMap]

    /// Rewrites `files` (with `texts`, read already) into `folder` where they need it.
    ///
    /// A copy starts with `#sourceLocation(file: "<the user's path>", line: 1)`: the compiler then names the
    /// user's file and lines in its messages and in the debug information that gives constraints their source
    /// lines; only columns after a `#selector` need the map.
    init(files: [String], texts: [String], folder: String) throws(UserCodeError) {
        compiledPaths = []
        maps = [:]
        for (index, (file, text)) in zip(files, texts).enumerated() {
            guard let rewritten = ObjectiveCRewrite.rewrite(text, file: file) else {
                compiledPaths.append(file)
                continue
            }
            if maps.isEmpty {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw .loadFailed(library: folder, reason: "cannot make the folder for rewritten files: \(error)")
                }
            }
            let copy = (folder as NSString).appendingPathComponent("\(index)-\((file as NSString).lastPathComponent)")
            let directive = "#sourceLocation(file: \(ObjectiveCRewrite.quoted(file)), line: 1)\n"
            do {
                try (directive + rewritten.text).write(toFile: copy, atomically: false, encoding: .utf8)
            } catch {
                throw .loadFailed(library: copy, reason: "cannot write the rewritten copy of \(file): \(error)")
            }
            compiledPaths.append(copy)
            maps[file] = rewritten.map
        }
    }

    /// The messages with positions in rewritten files moved back to the user's columns (their lines are the
    /// user's already).
    ///
    /// A `#selector` of a method the type does not have fails twice more, as `Selector`'s generic parameters
    /// cannot be inferred: those echoes of an error on the same line are left out.
    func mapBack(_ messages: [CompilerMessage]) -> [CompilerMessage] {
        guard !maps.isEmpty else { return messages }
        let mapped = messages.map(mapBack)
        return mapped.filter { message in
            guard maps[message.file] != nil, Self.isSelectorInferenceEcho(message.message) else { return true }
            return !mapped.contains {
                $0.file == message.file && $0.line == message.line && $0.severity == .error
                    && !Self.isSelectorInferenceEcho($0.message)
            }
        }
    }

    static func isSelectorInferenceEcho(_ text: String) -> Bool {
        ["Target", "Sender", "Result"].contains { text == "generic parameter '\($0)' could not be inferred" }
    }

    private func mapBack(_ message: CompilerMessage) -> CompilerMessage {
        var mapped = message
        if let map = maps[message.file] {
            (mapped.line, mapped.column) = map.originalPosition(line: message.line, column: message.column)
            // `#selector(tapp)` became `Self.tapp`: the user wrote no `Self`.
            if let member = CompilerDiagnosis.quoted(in: message.message, after: "type 'Self' has no member ") {
                mapped.message = "#selector(\(member)): this type has no method \(member) (\(message.message))"
            }
        }
        mapped.notes = message.notes.map(mapBack)
        return mapped
    }
}
