// swift-tools-version:6.0
// Cassowary (solver) → Cartography (views and DSL) → Previewer (GTK 4, through CGtkShim and GtkKit).

import PackageDescription

let package = Package(
    name: "CartographyLinux",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Cartography", targets: ["Cartography"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SnapKit", targets: ["SnapKit"]),
        .executable(name: "previewer", targets: ["Previewer"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
        .executable(name: "first-build", targets: ["FirstBuild"]),
        .executable(name: "cassowary-replay", targets: ["CassowaryReplay"]),
        .executable(name: "vfl-differential", targets: ["VisualFormatDifferential"]),
    ],
    targets: [
        // The constraint solver: knows nothing of views.
        .target(name: "Cassowary", path: "Sources/Cassowary"),
        // Views, layout guides, the Cartography DSL and the previews API: knows nothing of GTK.
        .target(name: "Cartography", dependencies: ["Cassowary", "CFramePointer"], path: "Sources/Cartography"),
        // `import UIKit` for code ported from iOS: Cartography and Foundation, re-exported; no code of its own.
        .target(name: "UIKit", dependencies: ["Cartography"], path: "Sources/UIKit"),
        // `import SnapKit` for code written with SnapKit 5: its DSL over Cartography's constraints.
        .target(name: "SnapKit", dependencies: ["Cartography"], path: "Sources/SnapKit"),
        // The built-in previews (the seed's nine-grid first): users of the library, not part of it.
        .target(name: "Gallery", dependencies: ["Cartography", "SnapKit"], path: "Sources/Gallery"),
        // Reads the return address that tells Cartography which line wrote a constraint.
        .target(name: "CFramePointer", path: "Sources/CFramePointer"),
        // Builds the user's own files against the previewer's Cartography and loads their previews: knows
        // nothing of GTK.
        .target(
            name: "PreviewLoading", dependencies: ["Cartography", "CDynamicLinker"], path: "Sources/PreviewLoading"),
        // Restarts the previewer in place (execv from a signal handler) when the user's code crashes it.
        .target(name: "CCrashRestart", path: "Sources/CCrashRestart"),
        // Asks the dynamic linker which image owns an address (`dladdr` needs _GNU_SOURCE, hidden from Swift).
        .target(name: "CDynamicLinker", path: "Sources/CDynamicLinker"),

        // GLib's headers, through pkg-config: the previewer core parses its command line with GOptionContext.
        .systemLibrary(
            name: "CGLib", path: "Sources/CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // The previewer's options (one table), parsed once into a mode and shared settings, W×H sizes, and the
        // control channel's commands (parsed here) and replies (the app encodes them, the tests decode them): knows
        // nothing of GTK, nor of views.
        .target(name: "PreviewerCore", dependencies: ["CGLib"], path: "Sources/PreviewerCore"),

        // GTK 4 headers, through pkg-config.
        .systemLibrary(
            name: "CGtk", path: "CGtkShim/CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // The few C helpers Swift cannot import (macros, variadics, a GObject subclass, offscreen rendering).
        // X11: a window's place on the screen (GTK 4 has no API for it); libgtk-4-dev brings libx11-dev.
        .target(
            name: "CGtkShim", dependencies: ["CGtk"], path: "CGtkShim/Helpers",
            linkerSettings: [.linkedLibrary("X11")]),
        // A thin, safe Swift layer over the shim that owns GTK lifetimes.
        .target(name: "GtkKit", dependencies: ["CGtkShim", "CGtk"], path: "Sources/GtkKit"),
        // Any Cartography view tree as GTK widgets, one per view: what the previewer draws with.
        .target(name: "ViewRendering", dependencies: ["Cartography", "GtkKit"], path: "Sources/ViewRendering"),
        // The GTK 4 previewer app: the only code that shows windows.
        // It exports its symbols, so that the user's code it loads binds to its one copy of Cartography.
        .executableTarget(
            name: "Previewer",
            dependencies: [
                "Cartography", "CCrashRestart", "Gallery", "GtkKit", "PreviewerCore", "PreviewLoading", "SnapKit",
                "UIKit", "ViewRendering",
            ],
            path: "Sources/Previewer", linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),

        // Benchmarks against kiwi and GtkConstraintLayout (`swift run -c release benchmarks`).
        .executableTarget(
            name: "Benchmarks", dependencies: ["Cassowary", "Cartography", "Gallery", "GtkKit", "ViewRendering"],
            path: "Sources/Benchmarks"),
        // One build in a fresh process, timed by the benchmarks as a whole process against kiwi's C++.
        // Linked with the Swift runtime inside, as a command-line tool ships: resolving libswiftCore's symbols
        // at every start cost 3.7M instructions, more than the rest of the process (callgrind).
        .executableTarget(
            name: "FirstBuild", dependencies: ["Cassowary"], path: "Sources/FirstBuild",
            linkerSettings: [.unsafeFlags(["-static-stdlib"])]),
        // Replays scripted solver sessions for the differential test against an LP oracle.
        .executableTarget(name: "CassowaryReplay", dependencies: ["Cassowary"], path: "Sources/CassowaryReplay"),
        // Random visual formats laid out by ours and by GTK's VFL parser (GtkConstraintLayout); needs a display.
        .executableTarget(
            name: "VisualFormatDifferential", dependencies: ["Cartography", "GtkKit", "CGtkShim", "CGtk"],
            path: "Sources/VisualFormatDifferential"),

        // The solver fuzzer's decoder and checks (Fuzz/Solver), so that its committed findings replay as a test.
        .target(
            name: "SolverFuzzing", dependencies: ["Cassowary"], path: "Fuzz",
            exclude: ["Layout", "Rewrite", "regressions", "README.md", "build", "trace-to-swift"],
            sources: ["Solver", "Shared"]),
        .testTarget(
            name: "CassowaryTests", dependencies: ["Cassowary", "SolverFuzzing"], path: "Tests/CassowaryTests"),
        // The one record of layout issues that every test target in the test process shares.
        .target(name: "LayoutIssueLog", dependencies: ["Cartography"], path: "Tests/LayoutIssueLog"),
        .testTarget(
            name: "CartographyTests", dependencies: ["Cartography", "LayoutIssueLog"], path: "Tests/CartographyTests"),
        .testTarget(
            name: "SnapKitTests", dependencies: ["Cartography", "LayoutIssueLog", "SnapKit"],
            path: "Tests/SnapKitTests"),
        .testTarget(name: "GalleryTests", dependencies: ["Cartography", "Gallery"], path: "Tests/GalleryTests"),
        // GtkKit's logic that needs no display (pixel snapping).
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit"], path: "Tests/GtkKitTests"),
        // The previewer's command line without the app: every option, message and mode, no display needed.
        // GtkKit only for the check the app makes of where a picture is saved.
        .testTarget(
            name: "PreviewerCoreTests", dependencies: ["PreviewerCore", "GtkKit"], path: "Tests/PreviewerCoreTests"),
        // Builds and loads user files in the test process, which exports its Cartography (and SnapKit) for them
        // as the previewer does.
        .testTarget(
            name: "PreviewLoadingTests", dependencies: ["Cartography", "PreviewLoading", "SnapKit"],
            path: "Tests/PreviewLoadingTests", linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        // The previewer in a real X server (Xvfb): pixels, resizes, refreshes, a storm. Needs the
        // previewer built (`swift build --build-tests` builds it) and Xvfb and ImageMagick installed.
        // PreviewerCore for the control channel's replies, decoded with the types the app encodes them with.
        .testTarget(
            name: "PreviewerTests", dependencies: ["Cartography", "Gallery", "PreviewerCore"],
            path: "Tests/PreviewerTests"),
    ],
    swiftLanguageModes: [.v6]
)

// CARTOGRAPHY_LINUX_UNIT_TESTS=1 (scripts/test-asan): the libraries and their unit tests alone, without GTK, the
// previewer or the benchmarks, so that the AddressSanitizer build compiles only what its tests run.
if Context.environment["CARTOGRAPHY_LINUX_UNIT_TESTS"] == "1" {
    let unitTests: Set<String> = [
        "Cassowary", "Cartography", "CFramePointer", "SnapKit", "SolverFuzzing", "LayoutIssueLog", "CassowaryTests",
        "CartographyTests", "SnapKitTests",
    ]
    package.products = package.products.filter { unitTests.contains($0.name) }
    package.targets = package.targets.filter { unitTests.contains($0.name) }
}
