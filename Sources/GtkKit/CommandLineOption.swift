// Command-line options declared to GLib's parser, and the values it parsed.

import CGtk

/// One `--name` option for GLib's parser.
public struct CommandLineOption: Sendable {
    /// What follows the option on the command line.
    public enum Argument: Sendable {
        /// Nothing: the option is a switch.
        case none
        /// A text value; the placeholder is shown by `--help` (`--count N`).
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
    var glibKind: GOptionArg {
        switch self {
        case .none: G_OPTION_ARG_NONE
        case .string: G_OPTION_ARG_STRING
        case .filename: G_OPTION_ARG_FILENAME
        case .filenames: G_OPTION_ARG_FILENAME_ARRAY
        }
    }

    var placeholder: String? {
        switch self {
        case .none: nil
        case .string(let placeholder), .filename(let placeholder), .filenames(let placeholder): placeholder
        }
    }
}

/// The options GLib parsed, read by name. Valid only while the `onLocalOptions` handler runs.
@MainActor
public struct CommandLineValues {
    let dictionary: UnsafeMutablePointer<GVariantDict>?

    /// Whether a switch was given.
    public func flag(_ name: String) -> Bool {
        guard let value = lookup(name, type: "b") else { return false }
        defer { g_variant_unref(value) }
        return g_variant_get_boolean(value) != 0
    }

    /// The text given to a `.string` or `.filename` option, or nil if the option was not given.
    public func string(_ name: String) -> String? {
        if let value = lookup(name, type: "s") {
            defer { g_variant_unref(value) }
            return String(cString: g_variant_get_string(value, nil))
        }
        if let value = lookup(name, type: "ay") {
            defer { g_variant_unref(value) }
            return String(cString: g_variant_get_bytestring(value))
        }
        return nil
    }

    /// The arguments that are not options (nor their values), in order; everything after `--` is one.
    public var positionalArguments: [String] { filenames(Self.positionalKey) }

    /// The name GLib gives the entry that collects positional arguments (`G_OPTION_REMAINING`).
    nonisolated static let positionalKey = ""

    /// Every file name given to a `.filenames` option, in order; empty if the option was not given.
    public func filenames(_ name: String) -> [String] {
        guard let value = lookup(name, type: "aay") else { return [] }
        defer { g_variant_unref(value) }
        var count = 0
        guard let names = g_variant_get_bytestring_array(value, &count) else { return [] }
        // The array is ours; its strings point into the variant.
        defer { g_free(names) }
        return (0..<count).compactMap { names[$0].map { String(cString: $0) } }
    }

    private func lookup(_ name: String, type: String) -> OpaquePointer? {
        guard let dictionary, let value = g_variant_dict_lookup_value(dictionary, name, nil) else { return nil }
        guard String(cString: g_variant_get_type_string(value)) == type else {
            g_variant_unref(value)
            return nil
        }
        return value
    }
}
