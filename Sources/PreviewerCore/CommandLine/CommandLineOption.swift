// One row of an option table: a `--name`, what follows it, and the line `--help` prints for it.

/// One `--name` option, declared to GLib's parser (GOptionContext).
public struct CommandLineOption: Sendable {
    /// What follows the option on the command line.
    public enum Argument: Sendable {
        /// Nothing: the option is a switch.
        case none
        /// A text value; the placeholder is shown by `--help` (`--count=N`).
        case string(String)
        /// A file name in the platform's encoding, not necessarily UTF-8.
        case filename(String)
        /// A file name that may be given more than once (`--source A.swift --source B.swift`).
        case filenames(String)
    }

    /// The long name, without the dashes.
    public var name: String
    /// A one-letter alias, or nil.
    public var shortName: Character?
    /// The argument the option takes.
    public var argument: Argument
    /// The description `--help` prints.
    public var help: String
    /// Whether `--help` leaves the option out: options a program passes to itself (a child, a restart).
    public var isHidden: Bool

    /// Describes an option.
    public init(
        name: String, shortName: Character? = nil, argument: Argument = .none, help: String, isHidden: Bool = false
    ) {
        self.name = name
        self.shortName = shortName
        self.argument = argument
        self.help = help
        self.isHidden = isHidden
    }
}

extension CommandLineOption.Argument {
    /// The text `--help` shows after the option's name and `=`, or nil for a switch.
    public var placeholder: String? {
        switch self {
        case .none: nil
        case .string(let placeholder), .filename(let placeholder), .filenames(let placeholder): placeholder
        }
    }
}
