// The previewer's JSON, decoded: control-channel replies, frame reports and stats.

import Foundation

/// One reply line of the control channel.
struct AppReply: Decodable {
    var command: String
    var ok: Bool
    var error: String?
    var frames: AppFrames?
    var stats: AppStats?
    var path: String?
    var report: String?
    var widgets: WidgetNames?
    var search: ReportSearch?
    var overlay: OverlayReply?
    /// Whether the debug overlay is on, in replies that carry frames.
    var debug: Bool?
    /// The reload `wait-reload` waited for.
    var reload: AppReload?
    /// A restarted previewer's first line: why it restarted.
    var restart: String?
    var animations: AppAnimations?
    var scrolled: Bool?
    /// The inspector's state, in the replies to its commands.
    var inspector: AppInspector?
    /// The variants canvas: `variants` replies, and replies with frames while it is shown.
    var variants: AppVariants?
}

/// One reload of the user's code, as `wait-reload` and `stats` report it.
struct AppReload: Decodable, Equatable {
    /// `ok`, `compileError`, `crash` or `timeout`.
    var outcome: String
    var messages: [String]?
    var signal: Int32?
    var seconds: Double
    var number: Int
}

/// A widget's name as GTK holds it, and its children's (`widgets`).
struct WidgetNames: Decodable, Equatable {
    var name: String
    var children: [WidgetNames]
}

/// What `report search` found.
struct ReportSearch: Decodable {
    var matches: Int
    var currentLine: Int?
    var scrollOffset: Double
}

/// What the debug overlay drew, in replies that carry frames while it is on.
struct OverlayReply: Decodable {
    var outlines: Int
    var labels: [OverlayLabel]?
}

/// One label the overlay drew: its text, its box in the root's coordinates, and the views it is about.
struct OverlayLabel: Decodable {
    var text: String
    var frame: PixelRect
    var owners: [String]
}

/// How far views reach past each edge of a root that keeps its size.
struct Overflow: Decodable, Equatable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double
}

/// The `animations` field: animations playing, paused, slowed, completed.
struct AppAnimations: Decodable, Equatable {
    var running: Int
    var paused: Bool
    var slow: Bool
    var completed: Int
}

/// Whole pixels, as GTK allocated them.
struct PixelRect: Decodable, Equatable, CustomStringConvertible {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }

    func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// What the layout computed, before snapping to pixels.
struct LayoutRect: Decodable, CustomStringConvertible {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var description: String { "(\(x), \(y), \(width)×\(height))" }
}

struct PixelSize: Decodable, Equatable, CustomStringConvertible {
    var width: Int
    var height: Int

    var description: String { "\(width)×\(height)" }
}

/// A view in a frame report, with its subviews. The app reports every view's `frame` and `layoutFrame` in the
/// root view's coordinates (FrameReport.swift says so), and `frameInSuperview` in its superview's.
struct AppView: Decodable {
    var name: String
    var type: String
    var frame: PixelRect
    var layoutFrame: LayoutRect?
    var frameInSuperview: LayoutRect
    var hidden: Bool
    /// The background's red, green, blue and alpha from 0 to 1; absent for none.
    var color: [Double]?
    var text: String?
    var children: [AppView]

    /// This view and every view below it, depth first, back to front.
    var subtree: [AppView] { [self] + children.flatMap(\.subtree) }

    /// The first view of the subtree called `name`.
    func find(_ name: String) -> AppView? { subtree.first { $0.name == name } }
}

/// Every frame the app reports, as `--dump-frames` prints and `frames` replies carry.
struct AppFrames: Decodable {
    var preview: String
    var seed: UInt32
    var window: PixelSize
    /// The content area under the header bar, beside the sidebar, in the window's coordinates.
    var content: PixelRect
    var root: PixelSize
    var scrolls: Bool
    var exactSize: Bool?
    var overflow: Overflow?
    var reportOpen: Bool?
    var contentFocused: Bool?
    var zoom: Int?
    var views: AppView
    var layoutPasses: Int

    /// The nine-grid's gray container (`showView`), found in the tree; a placeholder if it is missing, so
    /// the checks report wrong frames rather than crash.
    var container: AppView {
        views.find("showView")
            ?? AppView(
                name: "missing showView", type: "", frame: PixelRect(x: 0, y: 0, width: 0, height: 0),
                layoutFrame: nil, frameInSuperview: LayoutRect(x: 0, y: 0, width: 0, height: 0), hidden: true,
                color: nil, text: nil, children: [])
    }

    /// The nine-grid's cells: the container's subviews.
    var cells: [AppView] { container.children }

    /// The cells' colors as 8-bit RGB.
    var cellColors: [RGB] { cells.map { RGB(components: $0.color ?? []) } }
}

/// The counters `stats` reports.
struct AppStats: Decodable, Equatable {
    var layoutPasses: Int
    var layoutRebuilds: Int
    var layoutSolves: Int
    var widgetsCreated: Int
    var engineSyncs: Int
    var constraintsAdded: Int
    var constraintsRemoved: Int
    var solverRebuilds: Int
    var rootSizeSuggestions: Int
    var rssKiB: Int?
    var sourceProblem: String?
    var reloads: Int?
    var lastReload: AppReload?
    var restartedBecause: String?
    var placementPasses: Int
    var runningAnimations: Int
}

extension AppReply {
    /// Decodes one line, or throws with the line itself so a failure shows what the app said.
    init(line: String) throws {
        do {
            self = try JSONDecoder().decode(AppReply.self, from: Data(line.utf8))
        } catch {
            throw HarnessError("not a control reply: \(line.prefix(300)) (\(error))")
        }
    }
}
