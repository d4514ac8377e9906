// Why a visual format string could not be turned into constraints, pointing at the column.

/// A mistake in a visual format string, or in the names and options given with it.
///
/// The ``column`` is 1-based and counts characters of the format; ``description`` shows the format
/// with a caret under that column:
///
/// ```
/// expected ']' to close the view "button" (column 12)
///   H:|-[button(==50]
///              ^
/// ```
public struct VisualFormatError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong, for code that reacts to particular mistakes.
    public enum Kind: Sendable, Equatable {
        /// The format does not follow the grammar.
        case syntax
        /// A name in `[...]` or in a predicate is not a key of the views dictionary.
        case unknownView
        /// A name used as a constant or priority is not a key of the metrics dictionary.
        case unknownMetric
        /// A views or metrics dictionary value has the wrong type (not a view, not a number).
        case invalidValue
        /// A priority outside 1...1000.
        case invalidPriority
        /// The options cannot apply to this format (alignment along the format's own axis).
        case invalidOptions
        /// `|` was used but the view next to it has no superview.
        case missingSuperview
    }

    /// What went wrong.
    public let kind: Kind
    /// The whole format string.
    public let format: String
    /// The 1-based column (character) the mistake is at; one past the end for a format that stops early.
    public let column: Int
    /// The mistake, in words.
    public let reason: String

    /// Creates an error at a 0-based character offset of the format.
    init(_ kind: Kind, _ reason: String, at offset: Int, in format: String) {
        self.kind = kind
        self.format = format
        self.column = offset + 1
        self.reason = reason
    }

    /// The format, then a caret under the column.
    public var caretLines: String {
        "  \(format)\n  \(String(repeating: " ", count: column - 1))^"
    }

    /// `reason (column N)`, then the format with a caret under the column.
    public var description: String {
        "\(reason) (column \(column))\n\(caretLines)"
    }
}
