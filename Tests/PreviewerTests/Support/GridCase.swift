// One way to start the previewer: a seed, a cell count and a content size.

import Testing

/// The options of one run, named for test output and screenshot files.
struct GridCase: Sendable, CustomTestStringConvertible {
    var seed: UInt32
    var count: Int
    /// The content area's size; nil leaves the app's default (375×667, a phone screen).
    var size: (width: Int, height: Int)?

    static let defaultSize = (width: 375, height: 667)

    var expectedSize: (width: Int, height: Int) { size ?? Self.defaultSize }

    var options: [String] {
        var options = ["--seed", "\(seed)", "--count", "\(count)"]
        if let size { options += ["--size", "\(size.width)x\(size.height)"] }
        return options
    }

    /// A file-name-safe name, such as seed3-count5-800x600.
    var name: String {
        let size = size.map { "\($0.width)x\($0.height)" } ?? "default"
        return "seed\(seed)-count\(count)-\(size)"
    }

    var testDescription: String { options.joined(separator: " ") }
}
