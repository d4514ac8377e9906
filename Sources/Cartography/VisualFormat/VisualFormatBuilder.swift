// Turns a parsed visual format into layout constraints, looking names up in the views and metrics.

import Foundation

/// Builds the constraints of one format. Every name is resolved before any constraint is made, so a
/// format with a mistake makes nothing.
struct VisualFormatBuilder {
    /// UIKit's standard space between two sibling views.
    static let standardSiblingSpacing: CGFloat = 8

    let syntax: VisualFormatSyntax
    let format: String
    let options: LayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    let callSite: CallSite

    /// One end of a spacing: an item and the attribute of its side that faces the gap.
    private struct Anchor {
        let item: View
        let attribute: LayoutAttribute
    }

    /// A resolved predicate: `relation` to a constant or to another view's size, at a priority.
    private struct Relation {
        let relation: LayoutRelation
        let constant: CGFloat
        let otherView: View?
        let priority: LayoutPriority
    }

    private func error(_ kind: VisualFormatError.Kind, _ reason: String, at offset: Int) -> VisualFormatError {
        VisualFormatError(kind, reason, at: offset, in: format)
    }

    // MARK: Building

    func build() throws(VisualFormatError) -> [LayoutConstraint] {
        try checkOptions()
        let formatViews = try syntax.views.map { element throws(VisualFormatError) in try view(named: element) }
        var made: [LayoutConstraint] = []
        func add(
            _ first: View, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: View?,
            _ secondAttribute: LayoutAttribute, constant: CGFloat, priority: LayoutPriority
        ) {
            let constraint = LayoutConstraint(
                firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
                secondAttribute: secondAttribute, multiplier: 1, constant: constant, priority: priority,
                callSite: callSite)
            constraint.identifier = format
            made.append(constraint)
        }

        // Sizes: `[a(==50,>=b@750)]`.
        let size: LayoutAttribute = syntax.orientation == .horizontal ? .width : .height
        for (element, view) in zip(syntax.views, formatViews) {
            for predicate in element.predicates {
                let resolved = try resolve(predicate, allowsViews: true)
                add(
                    view, size, resolved.relation, resolved.otherView,
                    resolved.otherView == nil ? .notAnAttribute : size,
                    constant: resolved.constant, priority: resolved.priority)
            }
        }

        // Spacings along the axis, superview first.
        func addGap(
            _ connection: VisualFormatSyntax.Connection, before: Anchor, after: Anchor, standard: CGFloat
        )
            throws(VisualFormatError)
        {
            let gaps: [Relation]
            switch connection {
            case .flush: gaps = [Relation(relation: .equal, constant: 0, otherView: nil, priority: .required)]
            case .standard:
                gaps = [Relation(relation: .equal, constant: standard, otherView: nil, priority: .required)]
            case .predicates(let predicates):
                gaps = try predicates.map { predicate throws(VisualFormatError) in
                    try resolve(predicate, allowsViews: false)
                }
            }
            for gap in gaps {
                // The gap is measured along the format's direction: `after - before` forwards, `before -
                // after` in a right-to-left format, so the relation keeps its meaning ("at least 8 apart").
                if isReversed {
                    add(
                        before.item, before.attribute, gap.relation, after.item, after.attribute,
                        constant: gap.constant,
                        priority: gap.priority)
                } else {
                    add(
                        after.item, after.attribute, gap.relation, before.item, before.attribute,
                        constant: gap.constant,
                        priority: gap.priority)
                }
            }
        }
        if let connection = syntax.leadingSuperview {
            let superview = try superview(of: formatViews[0], at: syntax.leadingSuperviewOffset)
            try addGap(
                connection,
                before: Anchor(item: superview, attribute: edge(start: true, margin: isStandard(connection))),
                after: Anchor(item: formatViews[0], attribute: edge(start: true, margin: false)), standard: 0)
        }
        for (index, connection) in syntax.connections.enumerated() {
            let before = formatViews[index]
            let after = formatViews[index + 1]
            let baselines = options.contains(.spacingBaselineToBaseline)
            try addGap(
                connection,
                before: Anchor(item: before, attribute: baselines ? .lastBaseline : edge(start: false, margin: false)),
                after: Anchor(item: after, attribute: baselines ? .firstBaseline : edge(start: true, margin: false)),
                standard: Self.standardSiblingSpacing)
        }
        if let connection = syntax.trailingSuperview {
            let last = formatViews[formatViews.count - 1]
            let superview = try superview(of: last, at: syntax.trailingSuperviewOffset)
            try addGap(
                connection, before: Anchor(item: last, attribute: edge(start: false, margin: false)),
                after: Anchor(item: superview, attribute: edge(start: false, margin: isStandard(connection))),
                standard: 0)
        }

        // Alignment across the axis, each view with the one before it.
        for attribute in options.alignedAttributes {
            for index in formatViews.indices.dropFirst() {
                add(
                    formatViews[index], attribute, .equal, formatViews[index - 1], attribute, constant: 0,
                    priority: .required)
            }
        }
        return made
    }

    // MARK: Directions and edges

    private var isReversed: Bool {
        syntax.orientation == .horizontal && options.intersection(.directionMask) == .directionRightToLeft
    }

    private func isStandard(_ connection: VisualFormatSyntax.Connection) -> Bool {
        if case .standard = connection { return true }
        return false
    }

    /// The attribute of the side a format starts from (`start`) or ends at, or its margin. The standard
    /// space to the superview is its layout margin, as in UIKit since iOS 8.
    private func edge(start: Bool, margin: Bool) -> LayoutAttribute {
        switch syntax.orientation {
        case .vertical:
            return start ? (margin ? .topMargin : .top) : (margin ? .bottomMargin : .bottom)
        case .horizontal:
            switch options.intersection(.directionMask) {
            case .directionLeftToRight:
                return start ? (margin ? .leftMargin : .left) : (margin ? .rightMargin : .right)
            case .directionRightToLeft:
                return start ? (margin ? .rightMargin : .right) : (margin ? .leftMargin : .left)
            default:
                return start ? (margin ? .leadingMargin : .leading) : (margin ? .trailingMargin : .trailing)
            }
        }
    }

    private func checkOptions() throws(VisualFormatError) {
        let direction = options.intersection(.directionMask)
        guard direction != .directionMask else {
            throw error(.invalidOptions, "the options ask for two directions at once", at: 0)
        }
        if options.contains(.spacingBaselineToBaseline) && syntax.orientation == .horizontal {
            throw error(.invalidOptions, "baseline-to-baseline spacing applies to vertical formats only", at: 0)
        }
        for attribute in options.alignedAttributes {
            let alongAxis: LayoutAttribute.Axis = syntax.orientation == .horizontal ? .horizontal : .vertical
            if attribute.axis == alongAxis {
                let (orientation, across) =
                    syntax.orientation == .horizontal
                    ? ("horizontal", "top, bottom, centerY, baselines")
                    : ("vertical", "left, right, leading, trailing, centerX")
                throw error(
                    .invalidOptions,
                    "the options align the views' \(attribute) edges, which lie along this \(orientation) format: "
                        + "align them across it (\(across))", at: 0)
            }
        }
    }

    // MARK: Names

    private func view(named element: VisualFormatSyntax.ViewElement) throws(VisualFormatError) -> View {
        guard let value = views[element.name] else {
            throw error(
                .unknownView,
                "no view named \"\(element.name)\" in the views dictionary\(knownNames(views, label: "views"))",
                at: element.nameOffset)
        }
        guard let view = value as? View else {
            throw error(
                .invalidValue, "views[\"\(element.name)\"] is a \(type(of: value)), not a view", at: element.nameOffset)
        }
        return view
    }

    private func superview(of view: View, at offset: Int) throws(VisualFormatError) -> View {
        guard let superview = view.superview else {
            throw error(
                .missingSuperview, "'|' stands for the superview of \(view.debugName), which has none", at: offset)
        }
        return superview
    }

    private func knownNames(_ dictionary: [String: Any], label: String) -> String {
        dictionary.isEmpty ? " (it is empty)" : " (\(label): \(dictionary.keys.sorted().joined(separator: ", ")))"
    }

    private func metric(_ name: String, at offset: Int) throws(VisualFormatError) -> CGFloat? {
        guard let value = metrics[name] else { return nil }
        guard let number = Self.number(value), number.isFinite else {
            throw error(.invalidValue, "metrics[\"\(name)\"] is \(value), not a finite number", at: offset)
        }
        return number
    }

    /// A metrics value as a number: any Swift integer or floating-point type, or an NSNumber.
    static func number(_ value: Any) -> CGFloat? {
        if let value = value as? any BinaryFloatingPoint { return CGFloat(value) }
        if let value = value as? any BinaryInteger { return CGFloat(value) }
        if let value = value as? NSNumber { return CGFloat(value.doubleValue) }
        return nil
    }

    /// A predicate's relation, constant or view, and priority; view names only where `allowsViews`.
    private func resolve(
        _ predicate: VisualFormatSyntax.Predicate, allowsViews: Bool
    ) throws(VisualFormatError)
        -> Relation
    {
        let priority = try resolvePriority(predicate)
        switch predicate.object {
        case .number(let value):
            return Relation(relation: predicate.relation, constant: CGFloat(value), otherView: nil, priority: priority)
        case .name(let name):
            if let value = try metric(name, at: predicate.objectOffset) {
                return Relation(relation: predicate.relation, constant: value, otherView: nil, priority: priority)
            }
            if views[name] != nil {
                guard allowsViews else {
                    throw error(
                        .syntax, "a spacing cannot refer to the view \"\(name)\": use a number or a metric",
                        at: predicate.objectOffset)
                }
                let other = try view(
                    named: VisualFormatSyntax.ViewElement(
                        name: name, nameOffset: predicate.objectOffset, predicates: []))
                return Relation(relation: predicate.relation, constant: 0, otherView: other, priority: priority)
            }
            guard allowsViews else {
                throw error(
                    .unknownMetric, "no metric named \"\(name)\"\(knownNames(metrics, label: "metrics"))",
                    at: predicate.objectOffset)
            }
            let names = knownNames(metrics.merging(views) { metric, _ in metric }, label: "names")
            throw error(.unknownView, "\"\(name)\" is neither a metric nor a view\(names)", at: predicate.objectOffset)
        }
    }

    /// Named priorities beyond metrics are an extension: UIKit's priority names, so `@defaultHigh` reads
    /// as in Swift code.
    private static let namedPriorities: [String: LayoutPriority] = [
        "required": .required, "defaultHigh": .defaultHigh, "defaultLow": .defaultLow,
        "fittingSizeLevel": .fittingSizeLevel,
    ]

    private func resolvePriority(_ predicate: VisualFormatSyntax.Predicate) throws(VisualFormatError) -> LayoutPriority
    {
        let value: CGFloat
        switch predicate.priority {
        case nil: return .required
        case .number(let number): value = CGFloat(number)
        case .name(let name):
            if let metric = try metric(name, at: predicate.priorityOffset) {
                value = metric
            } else if let named = Self.namedPriorities[name] {
                return named
            } else {
                throw error(
                    .unknownMetric,
                    "no metric named \"\(name)\" for a priority (use a number in 1...1000, a metric, or "
                        + "required, defaultHigh, defaultLow, fittingSizeLevel)", at: predicate.priorityOffset)
            }
        }
        let priority = LayoutPriority(Float(value))
        guard priority.isValid else {
            throw error(
                .invalidPriority, "the priority \(formatConstant(value)) is outside 1...1000",
                at: predicate.priorityOffset)
        }
        return priority
    }
}
