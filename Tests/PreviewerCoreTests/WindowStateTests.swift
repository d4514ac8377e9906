// The window's one state value: its restart hand-over round-trips, and validation keeps the window usable.

import PreviewerCore
import Testing

@Suite("Window state")
struct WindowStateTests {
    private func sample() throws -> WindowState {
        var state = WindowState()
        state.previewName = "Form"
        state.contentSize = try SizeInPixels(parsing: "420x520")
        state.isMaximized = true
        state.zoomPercent = 150
        state.toggles = ["debug": true, "sidebar": false]
        state.variants = "devices"
        state.scrollOffset = 120
        state.position = ScreenPoint(x: 230, y: -20)
        return state
    }

    private func validate(_ state: WindowState) -> (state: WindowState, problems: [String]) {
        state.validated(
            previews: ["Nine-grid", "Form"], zoomLevels: [50, 100, 150], toggleNames: ["debug", "sidebar"],
            variantSets: ["declared", "devices"],
            problemResizing: { $0.width > 1000 ? "it is wider than the screen (1000 pixels)" : nil })
    }

    @Test("A restart's command-line text gives back the same state")
    func commandLineRoundTrip() throws {
        let state = try sample()
        #expect(WindowState(commandLineText: state.commandLineText) == state)
        #expect(WindowState(commandLineText: WindowState().commandLineText) == WindowState())
    }

    @Test("A hand-over that says only what differs keeps the defaults for the rest")
    func partialCommandLineText() {
        var expected = WindowState()
        expected.toggles = ["report": true]
        #expect(WindowState(commandLineText: #"{"toggles":{"report":true}}"#) == expected)
    }

    @Test("Text that is not the hand-over's JSON, or has a size out of range, is no state")
    func badCommandLineText() {
        #expect(WindowState(commandLineText: "overlay") == nil)
        #expect(WindowState(commandLineText: #"{"contentSize":{"width":0,"height":5}}"#) == nil)
        #expect(WindowState(commandLineText: #"{"zoomPercent":"big"}"#) == nil)
    }

    @Test("A state the window can have passes validation unchanged")
    func validStateIsKept() throws {
        let state = try sample()
        let (validated, problems) = validate(state)
        #expect(validated == state)
        #expect(problems.isEmpty)
    }

    @Test("Each value the window cannot have is dropped for its default and named")
    func invalidValuesAreDropped() throws {
        var state = try sample()
        state.previewName = "Gone"
        state.contentSize = try SizeInPixels(parsing: "4000x500")
        state.zoomPercent = 7
        state.toggles["teleport"] = true
        state.variants = "holograms"
        state.scrollOffset = -3
        state.position = ScreenPoint(x: 90_000, y: 10)
        let (validated, problems) = validate(state)
        var expected = WindowState()
        expected.toggles = ["debug": true, "sidebar": false]
        #expect(validated == expected)
        #expect(
            problems == [
                "there is no preview called \"Gone\" any more",
                "the size 4000x500 is not used: it is wider than the screen (1000 pixels)",
                "the zoom 7 % is not one of 50, 100, 150",
                "there is no toggle called \"teleport\"",
                "the variants \"holograms\" are not one of declared, devices",
                "the position (90000, 10) is off any screen",
                "the scroll offset -3.0 is not a distance down the content",
            ])
    }
}
