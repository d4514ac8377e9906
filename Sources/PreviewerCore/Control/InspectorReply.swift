// The inspector's part of a control reply: the selection, the pane's text, the distances, the layers, the stepper.

import Foundation

/// What the inspector shows, in the replies to its commands.
public struct InspectorReply: Codable, Equatable, Sendable {
    /// The selected view's name; absent when nothing is selected.
    public var selected: String?
    /// The pane's text (the inspection, then the status line).
    public var text: String?
    /// The row selected in the hierarchy tree, as an index path (`[0]` the root, `[0, 1]` its second subview).
    public var hierarchyRow: [Int]?
    /// The outline drawn: the selected view's pixel frame in the root's coordinates, and its colour (`#RRGGBB`).
    public var outline: FrameReport.Rect?
    public var outlineColor: String
    /// The view measured to, the distances, and their colour.
    public var measured: String?
    public var distances: [Distance]?
    public var distanceColor: String
    /// Where the distances' labels went, in the root's coordinates.
    public var distanceLabels: [FrameReport.LayoutRect]?
    /// The exploded view, when it is on.
    public var exploded: Exploded?
    /// The ambiguity stepper, when the selected view is ambiguous.
    public var step: Step?
    /// The last constraint opened or copied.
    public var opened: Opened?

    /// An inspector with nothing selected, measured, exploded or opened.
    public init(outlineColor: String, distanceColor: String) {
        self.outlineColor = outlineColor
        self.distanceColor = distanceColor
    }

    /// One distance: a line between two edges (points of the root, `[x, y]` in JSON) and its length.
    public struct Distance: Codable, Equatable, Sendable {
        /// `left`, `top`, `right`, `bottom` for insets; `horizontal` or `vertical` for gaps.
        public var edge: String
        public var start: CGPoint
        public var end: CGPoint
        /// The length in points (never negative).
        public var length: Double

        public init(edge: String, start: CGPoint, end: CGPoint, length: Double) {
            self.edge = edge
            self.start = start
            self.end = end
            self.length = length
        }
    }

    /// The exploded view: its turn, the backdrop's colour and each layer as drawn, back to front.
    public struct Exploded: Codable, Equatable, Sendable {
        public var yaw: Double
        public var pitch: Double
        public var backdrop: String
        public var layers: [Layer]

        public init(yaw: Double, pitch: Double, backdrop: String, layers: [Layer]) {
            self.yaw = yaw
            self.pitch = pitch
            self.backdrop = backdrop
            self.layers = layers
        }

        /// One layer as drawn: the view's name, depth, colour and corners on the canvas (the root's coordinates).
        public struct Layer: Codable, Equatable, Sendable {
            public var name: String
            public var depth: Int
            public var corners: [CGPoint]
            /// `#RRGGBB` of the fill, absent for a view without a background.
            public var color: String?

            public init(name: String, depth: Int, corners: [CGPoint], color: String?) {
                self.name = name
                self.depth = depth
                self.corners = corners
                self.color = color
            }
        }
    }

    /// The ambiguity stepper: the stop shown and how many there are.
    public struct Step: Codable, Equatable, Sendable {
        /// 0 for the solver's own solution, then 1, 2, … for the stops.
        public var position: Int
        public var count: Int
        public var stop: String?
        public var attributes: [String]

        public init(position: Int, count: Int, stop: String?, attributes: [String]) {
            self.position = position
            self.count = count
            self.stop = stop
            self.attributes = attributes
        }
    }

    /// A constraint's line opened in `$EDITOR`, or copied to the clipboard.
    public struct Opened: Codable, Equatable, Sendable {
        /// The command line started (the editor's words, `+LINE`, the file), or nil when copied.
        public var command: [String]?
        /// `file:line` as copied to the clipboard, when there was no editor.
        public var copied: String?
        /// A sentence for the status line.
        public var message: String

        public init(command: [String]?, copied: String?, message: String) {
            self.command = command
            self.copied = copied
            self.message = message
        }
    }
}
