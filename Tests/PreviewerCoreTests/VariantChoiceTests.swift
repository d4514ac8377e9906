// `--variants SET`: the families and sizes it names, in order, and the lines that refuse a bad set.

import PreviewerCore
import Testing

@Suite("--variants")
struct VariantChoiceTests {
    @Test("Families and sizes in the order given; all is every family; spaces and case do not matter")
    func parsing() throws {
        let options = try parse(["--record", "/tmp/golden", "--variants", "Dark, 390x844,rtl"])
        #expect(
            options.settings.variants?.items == [
                .family(.dark), .size(try SizeInPixels(parsing: "390x844")), .family(.rtl),
            ])
        #expect(
            try VariantChoice(parsing: "all").items == [
                .family(.declared), .family(.devices), .family(.dark), .family(.text), .family(.rtl),
            ])
        #expect(try parse(["--record", "/tmp/golden"]).settings.variants == nil)
    }

    @Test(
        "A bad set is refused with what --variants takes",
        arguments: [
            (
                ["--sheet", "/tmp/sheet.png", "--variants", "devices,purple"],
                "--variants expects a comma-separated list of devices, dark, text, rtl, declared, all and sizes such "
                    + "as 390x844, not \"purple\" in \"devices,purple\""
            ),
            (
                ["--sheet", "/tmp/sheet.png", "--variants", "dark,"],
                "--variants expects a comma-separated list of devices, dark, text, rtl, declared, all and sizes such "
                    + "as 390x844, not \"\" in \"dark,\""
            ),
            (
                ["--verify", "/tmp/golden", "--variants", "390x0"],
                "--variants: \"390x0\" is no size: the height 0 is not from 1 to 4096 (W×H (or WxH) with each side a "
                    + "whole number from 1 to 4096)"
            ),
            (["--snapshot", "/tmp/a.png", "--variants", "dark"], "--variants goes with --sheet, --record or --verify"),
        ])
    func refused(arguments: [String], message: String) {
        #expect(refusal(arguments) == message)
    }
}
