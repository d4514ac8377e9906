// Finds an option GLib's parser would reject, so the previewer can say so in its own voice.

import GtkKit

/// The first command-line option neither the previewer nor GLib declares.
///
/// GLib rejects such an option itself, before the previewer's handler runs, with a bare "Unknown option
/// --bogus" that names neither the program nor `--help`; checking first lets the previewer say both.
enum UnknownOption {
    /// The options GLib's parser and GApplication add on their own (`--help` and its variants).
    static let builtInNames: Set<String> = ["help", "help-all", "help-gapplication", "gapplication-service"]

    /// The first argument (after the program name) that looks like an option no declaration knows, or nil.
    /// Values of declared options (`--seed -1`) and everything after `--` are not options.
    static func first(in arguments: [String], declared: [CommandLineOption]) -> String? {
        let takesValue = Dictionary(
            declared.map { option in
                if case .none = option.argument { (option.name, false) } else { (option.name, true) }
            }, uniquingKeysWith: { first, _ in first })
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return nil }
            if argument == "-h" || argument == "-?" { continue }
            guard argument.hasPrefix("-"), argument.count > 1 else { continue }
            guard argument.hasPrefix("--") else { return argument }
            let name = String(argument.dropFirst(2).prefix { $0 != "=" })
            if builtInNames.contains(name) { continue }
            guard let needsValue = takesValue[name] else { return argument }
            // `--seed 4`: the next argument is the value, whatever it looks like.
            if needsValue && !argument.contains("=") { index += 1 }
        }
        return nil
    }

    /// The line the previewer prints for an unknown option.
    static func message(for option: String) -> String {
        "previewer: Unknown option \(option); run previewer --help for the options"
    }
}
