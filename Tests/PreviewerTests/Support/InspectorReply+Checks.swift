// Checks of the inspector's part of a control reply, and the commands that ask for it.

import Foundation
import PreviewerCore

extension InspectorReply.Exploded.Layer {
    /// Whether (x, y) of the root lies inside the layer's quadrilateral.
    func contains(x: Double, y: Double) -> Bool {
        var inside = false
        var previous = corners[corners.count - 1]
        for corner in corners {
            if (corner.y > y) != (previous.y > y),
                x < (previous.x - corner.x) * (y - corner.y) / (previous.y - corner.y) + corner.x
            {
                inside.toggle()
            }
            previous = corner
        }
        return inside
    }

    /// The average of the corners.
    var centroid: (x: Double, y: Double) {
        (corners.map(\.x).reduce(0, +) / 4, corners.map(\.y).reduce(0, +) / 4)
    }
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
    func inspector(_ command: String) throws -> (reply: ControlReply, inspector: InspectorReply) {
        let reply = try send(command)
        guard reply.ok, let inspector = reply.inspector else {
            throw HarnessError("\"\(command)\" failed: \(reply.error ?? "no inspector in the reply")")
        }
        return (reply, inspector)
    }

    /// Asks `inspect` until `condition` holds of its reply (a click through the X server reaches the app in its
    /// own time), at most `attempts` times; the last reply is returned either way.
    func inspect(until condition: (ControlReply) -> Bool, attempts: Int = 400) throws -> ControlReply {
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
