// The compiler's output (or the previewer's own notice) about the user's files, read into one message a row.

/// One message about the user's files: a compiler diagnostic with the place it points at, or a notice of the
/// previewer's own (a crash, a time limit), each with the lines that follow it.
public struct SourceMessage: Codable, Equatable, Sendable {
    /// How bad it is, as the compiler says; `notice` for the previewer's own messages.
    public enum Severity: String, Codable, Sendable {
        case error, warning, note, notice
    }

    /// A file, a line and perhaps a column.
    public struct Place: Codable, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var column: Int?

        public init(path: String, line: Int, column: Int? = nil) {
            self.path = path
            self.line = line
            self.column = column
        }

        /// The file's name, without its folders.
        public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

        /// `Card.swift:13:27`: the file's name, the line and the column.
        public var description: String { "\(fileName):\(line)" + (column.map { ":\($0)" } ?? "") }
    }

    public var severity: Severity
    /// The message, without its place and severity.
    public var text: String
    public var place: Place?
    /// The lines after the first: the compiler's excerpt of the source, a crash's backtrace.
    public var details: [String]

    public init(severity: Severity, text: String, place: Place? = nil, details: [String] = []) {
        self.severity = severity
        self.text = text
        self.place = place
        self.details = details
    }

    /// The messages in `output`: each compiler diagnostic (`PATH:LINE:COL: error: TEXT`, or without a place)
    /// starts one; any other line belongs to the message above it, or starts a notice when none is above. A
    /// notice's place is the first `FILE.swift:LINE` it names (a stalled `viewDidLoad`'s stack, a crash's frame).
    public static func messages(in output: String) -> [SourceMessage] {
        var messages: [SourceMessage] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let diagnostic = diagnostic(line) {
                messages.append(diagnostic)
            } else if !messages.isEmpty {
                if !line.allSatisfy(\.isWhitespace) { messages[messages.count - 1].details.append(line) }
            } else if !line.allSatisfy(\.isWhitespace) {
                messages.append(SourceMessage(severity: .notice, text: line))
            }
        }
        for index in messages.indices where messages[index].severity == .notice && messages[index].place == nil {
            let lines = [messages[index].text] + messages[index].details
            messages[index].place = lines.lazy.compactMap(swiftFilePlace).first
        }
        return messages
    }

    private static let severities: [(word: String, severity: Severity)] = [
        ("error: ", .error), ("warning: ", .warning), ("note: ", .note),
    ]

    /// `PATH:LINE:COL: SEVERITY: TEXT`, `PATH:LINE: SEVERITY: TEXT` or `SEVERITY: TEXT`.
    private static func diagnostic(_ line: String) -> SourceMessage? {
        for (word, severity) in severities {
            if line.hasPrefix(word) {
                return SourceMessage(severity: severity, text: String(line.dropFirst(word.count)))
            }
            guard let range = line.range(of: ": " + word) else { continue }
            let fields = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let numbers = fields.suffix(2).map { Int($0) }
            let place: Place
            if fields.count >= 3, let line = numbers[0], let column = numbers[1] {
                place = Place(path: fields.dropLast(2).joined(separator: ":"), line: line, column: column)
            } else if fields.count >= 2, let line = numbers.last ?? nil {
                place = Place(path: fields.dropLast().joined(separator: ":"), line: line)
            } else {
                continue
            }
            guard !place.path.isEmpty, !place.path.contains(" ") || place.path.hasPrefix("/") else { continue }
            return SourceMessage(severity: severity, text: String(line[range.upperBound...]), place: place)
        }
        return nil
    }

    /// The first `….swift:LINE` (and `:COLUMN`) in `line`: the path runs back from `.swift` to a space or `(`.
    private static func swiftFilePlace(_ line: String) -> Place? {
        var searchStart = line.startIndex
        while let suffix = line.range(of: ".swift:", range: searchStart..<line.endIndex) {
            searchStart = suffix.upperBound
            let digits = line[suffix.upperBound...].prefix(while: \.isNumber)
            guard let number = Int(digits) else { continue }
            let start =
                line[..<suffix.lowerBound].lastIndex(where: { " (\t'\"".contains($0) }).map(line.index(after:))
                ?? line.startIndex
            let path = String(line[start..<suffix.lowerBound]) + ".swift"
            guard path != ".swift" else { continue }
            let afterLine = line[digits.endIndex...]
            let column = afterLine.first == ":" ? Int(afterLine.dropFirst().prefix(while: \.isNumber)) : nil
            return Place(path: path, line: number, column: column)
        }
        return nil
    }
}

extension [SourceMessage] {
    /// `2 errors, 1 warning`: the count of each severity there is, notices as `problems`.
    public var countSummary: String {
        let counts: [(SourceMessage.Severity, String)] = [
            (.error, "error"), (.warning, "warning"), (.note, "note"), (.notice, "problem"),
        ]
        return counts.compactMap { severity, noun in
            let count = self.count { $0.severity == severity }
            return count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}
