// The inspector's part of a control-channel reply, decoded.

import Foundation

/// What the inspector shows: the selection and its outline, the pane's text, the distances, the layers, the stepper.
struct AppInspector: Decodable {
    var selected: String?
    var text: String?
    var hierarchyRow: [Int]?
    var outline: PixelRect?
    var outlineColor: String
    var measured: String?
    var distances: [AppDistance]?
    var distanceColor: String
    var exploded: AppExploded?
    var step: AppStep?
    var opened: AppOpened?
}

/// One distance drawn: between two points of the root, its length in points.
struct AppDistance: Decodable, Equatable {
    var edge: String
    var start: [Double]
    var end: [Double]
    var length: Double
}

/// The exploded view: its turn and each layer's corners on the canvas, back to front.
struct AppExploded: Decodable {
    var yaw: Double
    var pitch: Double
    var backdrop: String
    var layers: [Layer]

    struct Layer: Decodable {
        var name: String
        var depth: Int
        var corners: [[Double]]
        var color: String?

        /// Whether (x, y) of the root lies inside the layer's quadrilateral.
        func contains(x: Double, y: Double) -> Bool {
            var inside = false
            var previous = corners[corners.count - 1]
            for corner in corners {
                if (corner[1] > y) != (previous[1] > y),
                    x < (previous[0] - corner[0]) * (y - corner[1]) / (previous[1] - corner[1]) + corner[0]
                {
                    inside.toggle()
                }
                previous = corner
            }
            return inside
        }

        /// The average of the corners.
        var centroid: (x: Double, y: Double) {
            (corners.map { $0[0] }.reduce(0, +) / 4, corners.map { $0[1] }.reduce(0, +) / 4)
        }
    }
}

/// The ambiguity stepper: 0 for the solver's own solution, then each stop.
struct AppStep: Decodable {
    var position: Int
    var count: Int
    var stop: String?
    var attributes: [String]
}

/// A constraint's line opened in `$EDITOR`, or copied.
struct AppOpened: Decodable {
    var command: [String]?
    var copied: String?
    var message: String
}

extension RGB {
    /// `#RRGGBB`.
    init(hex: String) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        self.init(red: UInt8(value >> 16 & 255), green: UInt8(value >> 8 & 255), blue: UInt8(value & 255))
    }
}

extension PreviewerProcess {
    /// Sends an inspector command and returns the reply and its inspector part; throws if it failed.
    func inspector(_ command: String) throws -> (reply: AppReply, inspector: AppInspector) {
        let reply = try send(command)
        guard reply.ok, let inspector = reply.inspector else {
            throw HarnessError("\"\(command)\" failed: \(reply.error ?? "no inspector in the reply")")
        }
        return (reply, inspector)
    }

    /// Asks `inspect` until `condition` holds of its reply (a click through the X server reaches the app in its
    /// own time), at most `attempts` times; the last reply is returned either way.
    func inspect(until condition: (AppReply) -> Bool, attempts: Int = 400) throws -> AppReply {
        var reply = try send("inspect")
        var attempt = 1
        while !condition(reply) && attempt < attempts {
            reply = try send("inspect")
            attempt += 1
        }
        return reply
    }
}

/// The repository's files, for expectations read from the gallery's sources.
enum RepositoryFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The line (from 1) of `file` (a path in the repository) that is `text`, but for the indentation.
    static func line(of text: String, in file: String) throws -> Int {
        let contents = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let lines = contents.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == text }) else {
            throw HarnessError("\(file) has no line containing \(text)")
        }
        return index + 1
    }
}
