// The user's frames in the backtrace Swift's runtime prints when the crash probe is stopped or crashes.

import Foundation

/// The frames of the user's library in a backtrace from Swift's backtracer (`SWIFT_BACKTRACE`), innermost first.
///
/// The backtracer prints one line a frame: `3 [ra] 0x… Card.viewDidLoad() + 62 in libPreviews-2.so at
/// /path/Card.swift:17:9`. Only the frames of `library` are the user's; the rest (the previewer, UIKit's
/// stand-ins, the runtime) would bury them.
struct ProbeBacktrace: Equatable {
    /// One frame of the user's code.
    struct Frame: Equatable, CustomStringConvertible {
        /// The demangled function, `CardViewController.viewDidLoad()`.
        var function: String
        /// The source file's name and line, when the library has debug information.
        var file: String?
        var line: Int?

        var description: String {
            guard let file, let line else { return function }
            return "\(function) (\((file as NSString).lastPathComponent):\(line))"
        }
    }

    /// Innermost first.
    var frames: [Frame]

    /// The function the previewer called into the user's code by (the outermost user frame): `viewDidLoad`,
    /// `layoutSubviews`, an animation block.
    var entry: Frame? { frames.last }

    /// Reads the frames of the library at `libraryPath` from the backtracer's output `text`.
    init(text: String, libraryPath: String) {
        let image = (libraryPath as NSString).lastPathComponent
        frames = text.split(separator: "\n").compactMap { Self.frame(String($0), image: image) }
            .filter { !Self.isLinkerStub($0.function) }
    }

    /// A program counter in a call's linker stub (the PLT) is named after the nearest symbol before it, such
    /// as `_fini`: no function of the user's, and never the one to name.
    private static func isLinkerStub(_ function: String) -> Bool {
        ["_init", "_fini"].contains(function) || function.hasSuffix("@plt")
    }

    /// The frame a backtrace line describes if it is in `image`.
    private static func frame(_ line: String, image: String) -> Frame? {
        guard let inRange = line.range(of: " in \(image)") else { return nil }
        let head = line[..<inRange.lowerBound]
        // The function follows the address; `+ offset` ends it.
        guard let address = head.range(of: "0x") else { return nil }
        var function = head[address.upperBound...].drop { !$0.isWhitespace }.trimmingCharacters(in: .whitespaces)
        if let offset = function.range(of: " + ", options: .backwards) {
            function = String(function[..<offset.lowerBound])
        }
        let tail = line[inRange.upperBound...]
        guard let at = tail.range(of: " at ") else { return Frame(function: function) }
        // `path:line:column`; a path may hold colons, so read from the end.
        let location = tail[at.upperBound...].split(separator: ":")
        guard location.count >= 3, let lineNumber = Int(location[location.count - 2]) else {
            return Frame(function: function)
        }
        return Frame(function: function, file: location.dropLast(2).joined(separator: ":"), line: lineNumber)
    }
}
