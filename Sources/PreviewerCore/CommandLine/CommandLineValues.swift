// What GLib's parser found on a command line, read by option name.

/// The options given on a command line and their values, in the order given, read by name.
struct CommandLineValues: Equatable, Sendable {
    /// Every value given to each option, in order; a switch has one empty value per time it was given.
    var values: [String: [String]] = [:]
    /// The arguments that are not options (nor their values), in order; everything after `--` is one.
    var positionalArguments: [String] = []

    /// Whether a switch (or any option) was given.
    func flag(_ name: String) -> Bool { values[name] != nil }

    /// The text given to an option, the last one if it was given more than once, or nil if it was not given.
    func string(_ name: String) -> String? { values[name]?.last }

    /// Every value given to a repeatable option, in order; empty if the option was not given.
    func filenames(_ name: String) -> [String] { values[name] ?? [] }
}
