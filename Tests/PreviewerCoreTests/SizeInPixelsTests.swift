// W×H text read once for every reader: the forms accepted, and why anything else is refused.

import PreviewerCore
import Testing

@Suite("Sizes in pixels")
struct SizeInPixelsTests {
    @Test("W×H, WxH and WXH, with spaces around the sides, within 1 to 4096")
    func accepted() throws {
        for text in ["375x667", "375X667", "375×667", " 375 × 667 ", "375\tx667"] {
            let size = try SizeInPixels(parsing: text)
            #expect(size.width == 375 && size.height == 667, "\(text)")
        }
        #expect(try SizeInPixels(parsing: "1x4096").description == "1x4096")
        #expect(try SizeInPixels(width: "320", height: "568") == SizeInPixels(parsing: "320x568"))
    }

    @Test(
        "Anything else is refused with the reason",
        arguments: [
            ("", "it is not two sides joined by x or ×"),
            ("375", "it is not two sides joined by x or ×"),
            ("1x2x3", "it is not two sides joined by x or ×"),
            ("x667", "the width \"\" is not a whole number"),
            ("375x", "the height \"\" is not a whole number"),
            ("0x667", "the width 0 is not from 1 to 4096"),
            ("375x4097", "the height 4097 is not from 1 to 4096"),
            ("-5x667", "the width \"-5\" is not a whole number"),
            ("+5x667", "the width \"+5\" is not a whole number"),
            ("3.5x667", "the width \"3.5\" is not a whole number"),
            ("٣x667", "the width \"٣\" is not a whole number"),
            ("99999999999999999999x1", "the width 99999999999999999999 is not from 1 to 4096"),
        ])
    func refused(_ text: String, reason: String) {
        #expect(throws: SizeError(text: text, reason: reason)) { try SizeInPixels(parsing: text) }
    }

    @Test("The two sides given apart are read the same way")
    func apart() {
        #expect(throws: SizeError(text: "0 10", reason: "the width 0 is not from 1 to 4096")) {
            try SizeInPixels(width: "0", height: "10")
        }
        #expect(throws: SizeError(text: "10 a", reason: "the height \"a\" is not a whole number")) {
            try SizeInPixels(width: "10", height: "a")
        }
    }
}
