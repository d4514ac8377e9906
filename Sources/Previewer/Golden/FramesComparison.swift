// A golden snapshot's frames compared with the ones laid out now: the first place where they differ.

import Foundation

/// Any JSON value, to compare two view trees whatever fields they carry.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// A short form for a message: numbers without a needless ".0", strings quoted, containers elided.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let values): "[\(values.count) items]"
        case .object: "{…}"
        }
    }
}

/// Where two sets of frames differ first.
enum FramesComparison {
    /// Numbers are compared after rounding to this fraction of a point. Snapped frames (`frame`) are whole
    /// pixels and compare exactly; the layout's own frames (`layoutFrame`, `frameInSuperview`) carry the
    /// solver's rounding in their last digits, which differs between machines, but not at a thousandth.
    static let resolution = 1000.0

    /// The first difference between `reference` and `actual` as a path and both values
    /// (`views › Card › frame.width: 300 in the reference, 320 now`), or nil when they agree.
    static func firstDifference(reference: JSONValue, actual: JSONValue, path: String = "") -> String? {
        switch (reference, actual) {
        case (.number(let expected), .number(let seen)):
            if (expected * resolution).rounded() == (seen * resolution).rounded() { return nil }
        case (.object(let expected), .object(let seen)):
            for key in Set(expected.keys).union(seen.keys).sorted() {
                if key == "name", Self.hasNumberedName(expected), Self.hasNumberedName(seen) { continue }
                guard let left = expected[key], let right = seen[key] else {
                    let side = expected[key] == nil ? "not in the reference" : "missing now"
                    return "\(join(path, key)): \(side)"
                }
                let inner = key == "children" || key == "views" ? path : join(path, key)
                if let difference = firstDifference(reference: left, actual: right, path: inner) {
                    return difference
                }
            }
            return nil
        case (.array(let expected), .array(let seen)):
            for (index, (left, right)) in zip(expected, seen).enumerated() {
                // A view's name tells which child differs better than its index.
                let step = Self.name(of: left).map { join(path, $0) } ?? "\(path)[\(index)]"
                if let difference = firstDifference(reference: left, actual: right, path: step) { return difference }
            }
            if expected.count != seen.count {
                return
                    "\(path.isEmpty ? "views" : path): \(expected.count) subviews in the reference, \(seen.count) now"
            }
            return nil
        default:
            if reference == actual { return nil }
        }
        return "\(path): \(reference.summary) in the reference, \(actual.summary) now"
    }

    private static func name(of view: JSONValue) -> String? {
        guard case .object(let fields) = view, case .string(let name)? = fields["name"] else { return nil }
        return name
    }

    /// Whether a view carries the name made from its type and a process-wide serial number (`Label12`), which
    /// counts every view made before it: another preview added, removed or recorded alone renumbers it, so
    /// such names say nothing about the layout. Accessibility identifiers and owners' names still compare.
    private static func hasNumberedName(_ fields: [String: JSONValue]) -> Bool {
        guard case .string(let name)? = fields["name"], case .string(let type)? = fields["type"],
            name.hasPrefix(type)
        else { return false }
        let serial = name.dropFirst(type.count)
        return !serial.isEmpty && serial.allSatisfy(\.isASCII) && serial.allSatisfy(\.isNumber)
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path) › \(key)"
    }
}
