// Everything a previewer window shows that a user chose, as one value: remembered between runs, handed to a
// restarted image, and restored from either.

import Foundation

/// The preview on screen, the content area's size, the zoom, every toggle, the variants and the scroll position.
///
/// One value for the three readers that used to keep their own copies: the remembered state of the last run
/// (`state.ini`), a restart's hand-over (`--window-state`, its JSON) and the live window (which derives it from
/// its actions when asked). It is read from outside (a file, a command line), so `validated` drops what the
/// window cannot have before anything is restored from it.
public struct WindowState: Codable, Equatable, Sendable {
    /// The preview on screen, by name (a rebuilt user file keeps its names); nil for the catalog's first.
    public var previewName: String?
    /// The content area's size (the root's, as `--size` gives it) while the window was not maximized.
    public var contentSize: SizeInPixels?
    /// Whether the window was maximized (over `contentSize`, which unmaximizing gives back).
    public var isMaximized = false
    /// The zoom of the single preview, in percent (one of the window's zoom levels).
    public var zoomPercent = 100
    /// Each toggle that differs from its default, by its action's name (`debug`, `report`, `sidebar`, …).
    public var toggles: [String: Bool] = [:]
    /// The variant set the variants canvas showed (`devices`, `text`, …), or nil when it was off.
    public var variants: String?
    /// How far the content was scrolled down, in pixels (a root taller than the window scrolls).
    public var scrollOffset = 0.0
    /// Where the window was on the screen (X11), for a restart to put it back; the window manager places a new
    /// run's window.
    public var position: ScreenPoint?

    /// The state of a first run: the first preview at its own size, every toggle at its default.
    public init() {}

    /// Reads the JSON form; a key left out keeps its default, so a hand-over need only say what differs.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        previewName = try container.decodeIfPresent(String.self, forKey: .previewName)
        contentSize = try container.decodeIfPresent(SizeInPixels.self, forKey: .contentSize)
        isMaximized = try container.decodeIfPresent(Bool.self, forKey: .isMaximized) ?? false
        zoomPercent = try container.decodeIfPresent(Int.self, forKey: .zoomPercent) ?? 100
        toggles = try container.decodeIfPresent([String: Bool].self, forKey: .toggles) ?? [:]
        variants = try container.decodeIfPresent(String.self, forKey: .variants)
        scrollOffset = try container.decodeIfPresent(Double.self, forKey: .scrollOffset) ?? 0
        position = try container.decodeIfPresent(ScreenPoint.self, forKey: .position)
    }

    /// Whether the toggle called `name` is on; `defaultValue` when the state does not say.
    public func isOn(_ name: String, default defaultValue: Bool = false) -> Bool {
        toggles[name] ?? defaultValue
    }

    /// The state as one line of JSON, the form a restart passes on its command line (`--window-state`).
    public var commandLineText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // A struct of strings, numbers and flags always encodes.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Reads the form `commandLineText` writes; nil for text that is not that form.
    public init?(commandLineText text: String) {
        guard let state = try? JSONDecoder().decode(WindowState.self, from: Data(text.utf8)) else { return nil }
        self = state
    }

    /// What of this state a window can have: the preview only if `previews` has it, the size only if
    /// `problemResizing` finds nothing wrong with it (it is within the screen), the zoom only if it is one of
    /// `zoomLevels`, the toggles only those `toggleNames` lists, the variant set only if `variantSets` has it, a
    /// scroll offset only if it is finite and not negative, a position only if X11 could hold it. Each value
    /// dropped is named in `problems`, and the default stands in for it, so that a state
    /// from another screen, an older build or a hand-edited file can never make the window unusable.
    public func validated(
        previews: [String], zoomLevels: [Int], toggleNames: [String], variantSets: [String],
        problemResizing: (SizeInPixels) -> String?
    ) -> (state: WindowState, problems: [String]) {
        var state = self
        var problems: [String] = []
        if let name = previewName, !previews.contains(name) {
            problems.append("there is no preview called \"\(name)\" any more")
            state.previewName = nil
        }
        if let size = contentSize, let problem = problemResizing(size) {
            problems.append("the size \(size) is not used: \(problem)")
            state.contentSize = nil
            state.isMaximized = false
        }
        if !zoomLevels.contains(zoomPercent) {
            problems.append(
                "the zoom \(zoomPercent) % is not one of \(zoomLevels.map(String.init).joined(separator: ", "))")
            state.zoomPercent = 100
        }
        for name in toggles.keys.sorted() where !toggleNames.contains(name) {
            problems.append("there is no toggle called \"\(name)\"")
            state.toggles[name] = nil
        }
        if let set = variants, !variantSets.contains(set) {
            problems.append("the variants \"\(set)\" are not one of \(variantSets.joined(separator: ", "))")
            state.variants = nil
        }
        if let position,
            !ScreenPoint.plausibleRange.contains(position.x) || !ScreenPoint.plausibleRange.contains(position.y)
        {
            problems.append("the position \(position) is off any screen")
            state.position = nil
        }
        if !scrollOffset.isFinite || scrollOffset < 0 {
            problems.append("the scroll offset \(scrollOffset) is not a distance down the content")
            state.scrollOffset = 0
        }
        return (state, problems)
    }
}

/// A point of the screen in pixels.
public struct ScreenPoint: Codable, Equatable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// X11's coordinates are 16-bit; a window may lie partly off the screen's top-left corner.
    static let plausibleRange = -4096...32767

    /// `(X, Y)`.
    public var description: String { "(\(x), \(y))" }
}
