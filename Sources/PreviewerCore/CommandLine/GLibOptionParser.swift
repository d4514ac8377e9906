// Parses a command line with GLib's own parser (GOptionContext) against an option table.

internal import CGLib
import Glibc

/// GLib's command-line parser over a table of `CommandLineOption`s: GLib splits the words (`--name=value`,
/// `--name value`, `-h`, `--`) and knows the unknown ones; every value comes back as text, read by name.
///
/// Each option is a callback option, so one callback collects every value, repeated or not, and switches
/// and positional arguments alike. GLib's own `--help` is off: it would print and exit inside the parse; the
/// table declares `--help` instead, and `help` gives the text GLib formats for the table.
enum GLibOptionParser {
    /// The values on `arguments` (the first is the program's name), and the help text for `options`.
    static func parse(
        _ arguments: [String], options: [CommandLineOption], summary: String
    ) throws(OptionError) -> (values: CommandLineValues, help: String) {
        let collector = Collector(options: options)
        var kept: [UnsafeMutablePointer<CChar>] = []
        defer { kept.forEach { free($0) } }
        func keep(_ text: String) -> UnsafePointer<CChar> {
            let copy = strdup(text)!
            kept.append(copy)
            return UnsafePointer(copy)
        }
        let context = g_option_context_new(nil)
        defer { g_option_context_free(context) }
        g_option_context_set_help_enabled(context, 0)
        g_option_context_set_summary(context, summary)
        let group = g_option_group_new(
            "previewer", "Options", "Show the options", Unmanaged.passUnretained(collector).toOpaque(), nil)
        let entries = options.map { option in
            GOptionEntry(
                long_name: keep(option.name), short_name: option.shortName.map { CChar($0.asciiValue ?? 0) } ?? 0,
                flags: option.glibFlags, arg: G_OPTION_ARG_CALLBACK, arg_data: collectValue,
                description: keep(option.help),
                arg_description: option.argument.placeholder.map(keep))
        }
        // Arguments that are not options reach the same callback with an empty option name.
        let remaining = GOptionEntry(
            long_name: keep(G_OPTION_REMAINING), short_name: 0, flags: gint(G_OPTION_FLAG_FILENAME.rawValue),
            arg: G_OPTION_ARG_CALLBACK, arg_data: collectValue, description: nil, arg_description: nil)
        g_option_group_add_entries(group, entries + [remaining, GOptionEntry()])
        g_option_context_set_main_group(context, group)

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let copies = argv
        defer { copies.forEach { free($0) } }
        var argc = Int32(arguments.count)
        var error: UnsafeMutablePointer<GError>?
        let parsed = withExtendedLifetime(collector) {
            argv.withUnsafeMutableBufferPointer { buffer in
                var vector = buffer.baseAddress
                return g_option_context_parse(context, &argc, &vector, &error)
            }
        }
        if parsed == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "cannot read the command line"
            g_clear_error(&error)
            throw OptionError("\(message); run previewer --help for the options")
        }
        let helpText = g_option_context_get_help(context, 1, nil)
        defer { g_free(helpText) }
        return (collector.values, helpText.map { String(cString: $0) } ?? "")
    }
}

/// Where GLib's callback puts what it is given.
private final class Collector {
    /// The long name of each way an option can be written: `--seed` and `-h` to `seed` and `help`.
    let names: [String: String]
    var values = CommandLineValues()

    init(options: [CommandLineOption]) {
        var names: [String: String] = [:]
        for option in options {
            names["--" + option.name] = option.name
            if let short = option.shortName { names["-\(short)"] = option.name }
        }
        self.names = names
    }
}

/// GLib's callback for every option and positional argument: records the value under the option's long name.
private nonisolated(unsafe) let collectValue: gpointer = unsafeBitCast(
    { (optionName, value, data, _) -> gboolean in
        let collector = Unmanaged<Collector>.fromOpaque(data!).takeUnretainedValue()
        let given = optionName.map { String(cString: $0) } ?? ""
        let text = value.map { String(cString: $0) } ?? ""
        if given.isEmpty {
            collector.values.positionalArguments.append(text)
        } else if let name = collector.names[given] {
            collector.values.values[name, default: []].append(text)
        }
        return 1
    } as GOptionArgFunc, to: gpointer.self)

extension CommandLineOption {
    /// GLib's flags: hidden from `--help`, taking no value, or taking its value as given. Every value is
    /// taken as given (GLib's "file name" flag): otherwise GLib converts text from the locale's encoding, and in
    /// the C locale of a bare container it refuses any non-ASCII byte, "375×667" included. The values are read
    /// as UTF-8, the encoding of every locale this runs in.
    fileprivate var glibFlags: gint {
        var flags = isHidden ? G_OPTION_FLAG_HIDDEN.rawValue : 0
        switch argument {
        case .none: flags |= G_OPTION_FLAG_NO_ARG.rawValue
        case .string, .filename, .filenames: flags |= G_OPTION_FLAG_FILENAME.rawValue
        }
        return gint(flags)
    }
}
