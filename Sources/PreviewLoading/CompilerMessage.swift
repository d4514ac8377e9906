// One diagnostic of the Swift compiler, parsed from its `file:line:column: severity: message` lines.

/// A compiler diagnostic: where it points, how severe it is, and what it says.
///
/// Notes that follow an error or a warning (`note: …` lines) are kept on the message they explain.
public struct CompilerMessage: Equatable, Sendable, CustomStringConvertible {
    /// How severe a diagnostic is, as the compiler labels it.
    public enum Severity: String, Sendable {
        case error, warning, note, remark
    }

    /// The file as the compiler named it (the path it was given).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    public var severity: Severity
    /// The text after the severity.
    public var message: String
    /// The notes the compiler attached to this diagnostic, in order.
    public var notes: [CompilerMessage]

    public init(
        file: String, line: Int, column: Int, severity: Severity, message: String, notes: [CompilerMessage] = []
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.notes = notes
    }

    /// `file:line:column: severity: message`, as the compiler printed it.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The diagnostics in a compiler's output, in order, with notes attached to the diagnostic before them.
    ///
    /// Lines that are not diagnostics (source excerpts, `error: emit-module command failed…` without a
    /// location) are skipped; the full text stays with the caller.
    public static func parse(_ output: String) -> [CompilerMessage] {
        var messages: [CompilerMessage] = []
        var seen = Set<String>()
        for line in output.split(whereSeparator: \.isNewline) {
            guard let message = CompilerMessage(line: Substring(line)) else { continue }
            if message.severity == .note, !messages.isEmpty {
                messages[messages.count - 1].notes.append(message)
                continue
            }
            // The driver's emit-module and compile jobs can both report the same error.
            guard seen.insert(message.description).inserted else { continue }
            messages.append(message)
        }
        return messages
    }

    /// Parses one `file:line:column: severity: message` line, or returns nil if it is not one.
    init?(line: Substring) {
        // The file may itself contain colons; the location is the last `:N:N: severity: ` in the line's head.
        for severity in [Severity.error, .warning, .note, .remark] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let column = Int(location[location.count - 1]),
                let lineNumber = Int(location[location.count - 2])
            else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            guard !file.isEmpty else { continue }
            self.init(
                file: file, line: lineNumber, column: column, severity: severity,
                message: String(line[marker.upperBound...]))
            return
        }
        return nil
    }
}
