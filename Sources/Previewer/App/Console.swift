// Standard output and error: one JSON object per line for machines, lines of text for people.

import Foundation

/// Standard output and error for a process that is often driven through pipes.
///
/// Every line goes out in one write, so a reader never waits on a buffer and a killed process loses nothing.
enum Console {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        // Stable key order makes the replies easy to diff and to match in tests.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Writes `value` as one line of JSON on standard output.
    static func printJSON(_ value: some Encodable) {
        guard var data = try? encoder.encode(value) else { return }
        data.append(UInt8(ascii: "\n"))
        try? FileHandle.standardOutput.write(contentsOf: data)
    }

    /// Writes text on standard output, ending it with a newline.
    static func printText(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
    }

    /// Writes one line on standard error.
    static func printError(_ message: String) {
        try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
    }
}
