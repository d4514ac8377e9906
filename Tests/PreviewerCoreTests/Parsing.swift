// Parsing a command line as the previewer does, for the tests.

import GtkKit
import PreviewerCore

/// The options `arguments` give the previewer (the program's name is added), with the app's own check of
/// where a picture may be saved.
func parse(_ arguments: [String]) throws(OptionError) -> PreviewerOptions {
    try PreviewerOptions(
        parsing: ["previewer"] + arguments, checkingDestinations: { FileDestination.problem(savingTo: $0) })
}

/// The message the previewer refuses `arguments` with, or nil if it accepts them.
func refusal(_ arguments: [String]) -> String? {
    do {
        _ = try parse(arguments)
        return nil
    } catch {
        return error.message
    }
}
