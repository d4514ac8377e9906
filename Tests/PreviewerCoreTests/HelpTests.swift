// `--help`: GLib's text for the option table, every option the user may type and none the previewer passes itself.

import PreviewerCore
import Testing

@Suite("--help")
struct HelpTests {
    func helpText() throws -> String {
        guard case .help(let text) = try parse(["--help"]).mode else {
            Issue.record("--help is no help mode")
            return ""
        }
        return text
    }

    @Test("--help lists every option the user may type, with its value's placeholder")
    func listsEveryOption() throws {
        let text = try helpText()
        for option in PreviewerOptions.table where !option.isHidden {
            let placeholder = option.argument.placeholder.map { "=\($0)" } ?? ""
            #expect(text.contains("--\(option.name)\(placeholder) "), "--help does not list --\(option.name):\n\(text)")
        }
        #expect(text.contains("-h, --help"))
        #expect(text.contains("xvfb-run -a previewer --snapshot grid.png"), "the summary is missing:\n\(text)")
    }

    @Test("--help leaves out the options the previewer passes to itself")
    func hidesInternalOptions() throws {
        let text = try helpText()
        for option in PreviewerOptions.table where option.isHidden {
            #expect(!text.contains("--\(option.name)"), "--help lists the internal --\(option.name)")
        }
    }

    @Test("-h is --help, and --help wins over any other option")
    func shortAndFirst() throws {
        #expect(try parse(["-h"]).mode == parse(["--help"]).mode)
        #expect(try parse(["--snapshot", "/tmp", "--help"]).mode == parse(["--help"]).mode)
    }
}
