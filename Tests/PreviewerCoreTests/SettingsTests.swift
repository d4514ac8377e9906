// The settings every mode shares, read from their options; the state a restart hands over.

import PreviewerCore
import Testing

@Suite("Shared settings")
struct SettingsTests {
    @Test("No options: the defaults")
    func defaults() throws {
        #expect(try parse([]) == PreviewerOptions(mode: .interactive(sweep: nil)))
    }

    @Test("--swift-version and --module go with --source, modules in the order given")
    func userBuild() throws {
        let options = try parse([
            "--source", "A.swift", "--swift-version", "6", "--module", "Core=Stubs/Core", "--module", "Then=Stubs/Then",
        ])
        #expect(options.settings.swiftVersion == "6")
        #expect(
            options.settings.standInModules == [
                PreviewerOptions.StandInModule(name: "Core", folder: "Stubs/Core"),
                PreviewerOptions.StandInModule(name: "Then", folder: "Stubs/Then"),
            ])
        #expect(try parse(["--source", "A.swift"]).settings.swiftVersion == nil)
    }

    @Test("Every shared option lands in its setting, whatever the mode")
    func shared() throws {
        let options = try parse([
            "--seed", "4294967295", "--count", "3", "--size", "375x667", "--exact-size", "--scale", "2",
            "--preview", "Nine-grid", "--source", "A.swift", "--source", "B.swift", "--state-file", "/tmp/s.ini",
            "--slow-animations", "--explain",
        ])
        var expected = PreviewerOptions.Settings()
        expected.seed = 4_294_967_295
        expected.count = 3
        expected.contentSize = try SizeInPixels(parsing: "375x667")
        expected.exactSize = true
        expected.snapshotScale = 2
        expected.previewName = "Nine-grid"
        expected.userCode = .files(["A.swift", "B.swift"])
        expected.stateFile = "/tmp/s.ini"
        expected.slowAnimations = true
        #expect(options == PreviewerOptions(mode: .explain, settings: expected))
        #expect(try parse(["--package", "/tmp/pkg"]).settings.userCode == .package("/tmp/pkg"))
    }

    /// GLib converts a text option from the locale's encoding to UTF-8, and in the C locale (a container's
    /// default; this test process never calls `setlocale`) it refuses any non-ASCII byte, "×" included.
    @Test("A size and a preview name written in UTF-8 are read whatever the locale")
    func utf8InCLocale() throws {
        let options = try parse(["--size", "375×667", "--preview", "Café × 2"])
        #expect(options.settings.contentSize == (try SizeInPixels(parsing: "375x667")))
        #expect(options.settings.previewName == "Café × 2")
    }

    @Test("A restart's state, as the previewer writes it for itself")
    func restart() throws {
        let options = try parse([
            "--control", "--resume-library", "/tmp/lib.so", "--restart-signal=11", "--restart-reason", "many reloads",
            "--window-state", #"{"previewName":"Form","toggles":{"debug":true,"report":true}}"#, "--reload-count", "7",
            "--reload-seconds", "1.5", "--waiting-reloads", "3,4",
        ])
        var expected = PreviewerOptions.Restart()
        expected.library = "/tmp/lib.so"
        expected.signal = 11
        expected.reason = "many reloads"
        var window = WindowState()
        window.previewName = "Form"
        window.toggles = ["debug": true, "report": true]
        expected.windowState = window
        expected.reloadCount = 7
        expected.reloadSecondsBefore = 1.5
        expected.waitingReloads = [3, 4]
        #expect(options.settings.restart == expected)
        #expect(options.settings.restart.isRestart)
        #expect(try !parse([]).settings.restart.isRestart)
    }

    @Test("A value given twice: the last one counts, as GLib's own string options do")
    func lastValueWins() throws {
        #expect(try parse(["--seed", "1", "--seed", "2"]).settings.seed == 2)
    }
}
