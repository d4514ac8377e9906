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

/// A view in a frame report. The app reports the container and the cells alike in the root view's
/// coordinates (FrameReport.swift says so), not the cells in the container's.
struct AppView: Decodable {
    var frame: PixelRect
    var layoutFrame: LayoutRect?
    /// Red, green, blue and alpha from 0 to 1 (cells only).
    var color: [Double]?
    var text: String?
}

/// Every frame the app reports, as `--dump-frames` prints and `frames` replies carry.
struct AppFrames: Decodable {
    var window: PixelSize
    /// The content area under the header bar, in the window's coordinates.
    var content: PixelRect
    var root: PixelSize
    var scrolls: Bool
    var container: AppView
    var cells: [AppView]
    var layoutPasses: Int

    /// The cells' colors as 8-bit RGB.
    var cellColors: [RGB] { cells.map { RGB(components: $0.color ?? []) } }
}

/// The counters `stats` reports.
struct AppStats: Decodable, Equatable {
    var layoutPasses: Int
    var layoutRebuilds: Int
    var layoutSolves: Int
    var cellWidgetsCreated: Int
    var engineSyncs: Int
    var constraintsAdded: Int
    var constraintsRemoved: Int
    var solverRebuilds: Int
    var rootSizeSuggestions: Int
    var rssKiB: Int?
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
