// The distances between two frames, as a measuring tool draws them: gaps when apart, insets when one holds the other.

import Foundation
import PreviewerCore

/// The distances between the selected view's frame and another's, in the root's points.
///
/// When one frame holds the other, the four insets of the inner one (left, top, right, bottom); otherwise the
/// gap along each axis on which they are apart, drawn between the facing edges, across the middle of the
/// range both frames share on the other axis (the selected frame's middle when they share none).
struct FrameMeasurement: Equatable {
    /// One distance: a line between two edges and its length, as the control channel reports it.
    typealias Line = InspectorReply.Distance

    /// Whether one frame holds the other (insets) rather than being apart (gaps).
    var isInset: Bool
    var lines: [Line]

    init(selected: CGRect, other: CGRect) {
        if let (outer, inner) = Self.nesting(selected, other) {
            isInset = true
            let middle = CGPoint(x: inner.midX, y: inner.midY)
            lines = [
                Line(
                    edge: "left", start: CGPoint(x: outer.minX, y: middle.y), end: CGPoint(x: inner.minX, y: middle.y)),
                Line(edge: "top", start: CGPoint(x: middle.x, y: outer.minY), end: CGPoint(x: middle.x, y: inner.minY)),
                Line(
                    edge: "right", start: CGPoint(x: inner.maxX, y: middle.y), end: CGPoint(x: outer.maxX, y: middle.y)),
                Line(
                    edge: "bottom", start: CGPoint(x: middle.x, y: inner.maxY), end: CGPoint(x: middle.x, y: outer.maxY)
                ),
            ].map { $0.measured }
            return
        }
        isInset = false
        lines = []
        let sharedY = Self.shared(selected.minY...selected.maxY, other.minY...other.maxY)
        let sharedX = Self.shared(selected.minX...selected.maxX, other.minX...other.maxX)
        let y = sharedY.map { ($0.lowerBound + $0.upperBound) / 2 } ?? selected.midY
        let x = sharedX.map { ($0.lowerBound + $0.upperBound) / 2 } ?? selected.midX
        if other.minX >= selected.maxX {
            lines.append(
                Line(edge: "horizontal", start: CGPoint(x: selected.maxX, y: y), end: CGPoint(x: other.minX, y: y)))
        } else if other.maxX <= selected.minX {
            lines.append(
                Line(edge: "horizontal", start: CGPoint(x: other.maxX, y: y), end: CGPoint(x: selected.minX, y: y)))
        }
        if other.minY >= selected.maxY {
            lines.append(
                Line(edge: "vertical", start: CGPoint(x: x, y: selected.maxY), end: CGPoint(x: x, y: other.minY)))
        } else if other.maxY <= selected.minY {
            lines.append(
                Line(edge: "vertical", start: CGPoint(x: x, y: other.maxY), end: CGPoint(x: x, y: selected.minY)))
        }
        lines = lines.map { $0.measured }
    }

    /// The outer and inner frame when one holds the other.
    private static func nesting(_ first: CGRect, _ second: CGRect) -> (CGRect, CGRect)? {
        if first.contains(second) { return (first, second) }
        if second.contains(first) { return (second, first) }
        return nil
    }

    private static func shared(_ first: ClosedRange<CGFloat>, _ second: ClosedRange<CGFloat>) -> ClosedRange<CGFloat>? {
        let lower = max(first.lowerBound, second.lowerBound)
        let upper = min(first.upperBound, second.upperBound)
        return lower <= upper ? lower...upper : nil
    }

    /// The lines as text, one `edge length` a line: what `measure` replies and tests read.
    var summary: [String] { lines.map { "\($0.edge) \($0.label)" } }
}

extension FrameMeasurement.Line {
    /// The length as it is labelled: `10`, `162.5`.
    var label: String { PointFormat.string(length) }

    fileprivate var measured: Self {
        var line = self
        line.length = Double(hypot(end.x - start.x, end.y - start.y))
        return line
    }

    fileprivate init(edge: String, start: CGPoint, end: CGPoint) {
        self.init(edge: edge, start: start, end: end, length: 0)
    }
}

/// Points as people write them: `10`, `162.5`, `0.33` (two decimals at most).
enum PointFormat {
    static func string(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
