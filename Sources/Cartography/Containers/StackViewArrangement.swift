// The constraints a stack view wants for its arranged views, worked out from scratch and applied as a diff.

import Foundation

/// The attributes of one direction of a stack: along its axis or across it.
private struct StackEdges {
    let start: LayoutAttribute
    let end: LayoutAttribute
    let center: LayoutAttribute
    let size: LayoutAttribute
    let startMargin: LayoutAttribute
    let endMargin: LayoutAttribute
    let centerWithinMargins: LayoutAttribute

    static let horizontal = StackEdges(
        start: .leading, end: .trailing, center: .centerX, size: .width, startMargin: .leadingMargin,
        endMargin: .trailingMargin, centerWithinMargins: .centerXWithinMargins)
    static let vertical = StackEdges(
        start: .top, end: .bottom, center: .centerY, size: .height, startMargin: .topMargin, endMargin: .bottomMargin,
        centerWithinMargins: .centerYWithinMargins)
}

extension StackView {
    /// Works out every constraint the arrangement needs and applies the difference to what is active.
    func arrange() {
        let specs = arrangementSpecs()
        managed.apply(specs.constraints)
        // Spacer guides no longer used go after their constraints (removing a guide deactivates them).
        for (key, guide) in spacerGuides where !specs.guideKeys.contains(key) {
            removeLayoutGuide(guide)
            spacerGuides[key] = nil
        }
    }

    private func arrangementSpecs() -> (constraints: [ConstraintSpec], guideKeys: Set<String>) {
        let along = axis == .horizontal ? StackEdges.horizontal : StackEdges.vertical
        let across = axis == .horizontal ? StackEdges.vertical : StackEdges.horizontal
        let margins = isLayoutMarginsRelativeArrangement
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var specs: [ConstraintSpec] = []
        var guideKeys = Set<String>()
        func spec(
            _ key: String, _ first: AnyObject, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
            _ second: AnyObject?, _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: LayoutPriority = .required, _ identifier: String
        ) {
            specs.append(
                ConstraintSpec(
                    key: key, first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                    secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                    identifier: identifier))
        }
        func name(_ view: View) -> String { String(view.serialNumber) }

        // Along the axis: the ends to the canvas, then the gaps.
        let canvasStart = margins ? along.startMargin : along.start
        let canvasEnd = margins ? along.endMargin : along.end
        if let first = visible.first, let last = visible.last {
            spec("along start", first, along.start, .equal, self, canvasStart, "UISV-canvas-connection")
            spec("along end", self, canvasEnd, .equal, last, along.end, "UISV-canvas-connection")
        }
        let fills = [.fill, .fillEqually, .fillProportionally].contains(distribution)
        for (before, after) in zip(visible, visible.dropFirst()) {
            spec(
                "spacing \(name(before))-\(name(after))", after, along.start, fills ? .equal : .greaterThanOrEqual,
                before, along.end, constant: resolvedSpacing(after: before), "UISV-spacing")
        }

        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                spec("equal \(name(view))", view, along.size, .equal, visible[0], along.size, "UISV-fill-equally")
            }
        case .fillProportionally:
            specs += proportionalSpecs(visible, along: along)
        case .equalSpacing, .equalCentering:
            let centers = distribution == .equalCentering
            var firstGuide: LayoutGuide?
            for (before, after) in zip(visible, visible.dropFirst()) {
                let key = "gap \(name(before))-\(name(after))"
                let guide = spacerGuide(key)
                guideKeys.insert(key)
                let (from, to) = centers ? (along.center, along.center) : (along.end, along.start)
                spec("\(key) start", guide, along.start, .equal, before, from, "UISV-distributing-edge")
                spec("\(key) end", after, to, .equal, guide, along.end, "UISV-distributing-edge")
                if let firstGuide {
                    spec(
                        "\(key) equal", guide, along.size, .equal, firstGuide, along.size,
                        priority: centers ? Self.equalCenteringPriority : .required, "UISV-distributing")
                } else {
                    firstGuide = guide
                }
            }
        }

        // Hidden views collapse where they are not seen.
        for view in arrangedSubviews where view.isHidden {
            spec("hiding \(name(view))", view, along.size, .equal, nil, .notAnAttribute, "UISV-hiding")
            spec("hiding position \(name(view))", view, along.start, .equal, self, canvasStart, "UISV-hiding")
        }

        specs += alignmentSpecs(across: across)
        return (specs, guideKeys)
    }

    /// Each view's length a share of the canvas's (minus the gaps) in proportion to its intrinsic length;
    /// views without one count as zero. No intrinsic lengths at all: nothing (the views fill as `.fill`).
    private func proportionalSpecs(_ visible: [View], along: StackEdges) -> [ConstraintSpec] {
        let lengths = visible.map { view -> CGFloat in
            let size = view.validatedIntrinsicContentSize()
            let length = axis == .horizontal ? size.width : size.height
            return length == View.noIntrinsicMetric ? 0 : length
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return [] }
        var fixed = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + resolvedSpacing(after: $1.0) }
        if isLayoutMarginsRelativeArrangement {
            fixed +=
                axis == .horizontal
                ? layoutMargins.left + layoutMargins.right : layoutMargins.top + layoutMargins.bottom
        }
        return zip(visible, lengths).map { view, length in
            let share = length / total
            return ConstraintSpec(
                key: "proportional \(view.serialNumber)", first: view, firstAttribute: along.size, relation: .equal,
                second: self, secondAttribute: along.size, multiplier: share, constant: -share * fixed,
                priority: Self.proportionalPriority, identifier: "UISV-fill-proportionally")
        }
    }

    /// Across the axis: every arranged view (hidden ones too) placed by the alignment.
    private func alignmentSpecs(across: StackEdges) -> [ConstraintSpec] {
        let margins = isLayoutMarginsRelativeArrangement
        let canvasStart = margins ? across.startMargin : across.start
        let canvasEnd = margins ? across.endMargin : across.end
        let canvasCenter = margins ? across.centerWithinMargins : across.center
        var alignment = self.alignment
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        var specs: [ConstraintSpec] = []
        func spec(
            _ key: String, _ first: AnyObject, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
            _ second: AnyObject?, _ secondAttribute: LayoutAttribute, priority: LayoutPriority = .required,
            _ identifier: String
        ) {
            specs.append(
                ConstraintSpec(
                    key: key, first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                    secondAttribute: secondAttribute, priority: priority, identifier: identifier))
        }
        guard let firstView = arrangedSubviews.first else { return [] }
        for view in arrangedSubviews {
            let key = String(view.serialNumber)
            switch alignment {
            case .fill:
                spec("across start \(key)", view, across.start, .equal, self, canvasStart, "UISV-alignment")
                spec("across end \(key)", self, canvasEnd, .equal, view, across.end, "UISV-alignment")
            case .leading:
                spec("across start \(key)", view, across.start, .equal, self, canvasStart, "UISV-alignment")
                spec(
                    "across end \(key)", self, canvasEnd, .greaterThanOrEqual, view, across.end,
                    "UISV-spanning-boundary")
            case .trailing:
                spec(
                    "across start \(key)", view, across.start, .greaterThanOrEqual, self, canvasStart,
                    "UISV-spanning-boundary")
                spec("across end \(key)", self, canvasEnd, .equal, view, across.end, "UISV-alignment")
            case .center:
                spec("across center \(key)", view, across.center, .equal, self, canvasCenter, "UISV-alignment")
                spec(
                    "across start \(key)", view, across.start, .greaterThanOrEqual, self, canvasStart,
                    "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== firstView {
                    spec("baseline \(key)", view, baseline, .equal, firstView, baseline, "UISV-alignment")
                }
                spec(
                    "across start \(key)", view, across.start, .greaterThanOrEqual, self, canvasStart,
                    "UISV-spanning-boundary")
                spec(
                    "across end \(key)", self, canvasEnd, .greaterThanOrEqual, view, across.end,
                    "UISV-spanning-boundary")
                // Pulls the row up against the canvas, so the tallest view touches it (else it floats).
                spec(
                    "across fit \(key)", view, across.start, .equal, self, canvasStart, priority: LayoutPriority(49),
                    "UISV-canvas-fit")
            }
            if alignment != .fill {
                spec(
                    "ambiguity \(key)", view, across.size, .equal, nil, .notAnAttribute,
                    priority: Self.ambiguitySuppressionPriority, "UISV-ambiguity-suppression")
            }
        }
        if alignment != .fill {
            // The stack hugs its tallest view when nothing else sizes it across.
            spec(
                "canvas fit", self, across.size, .equal, nil, .notAnAttribute, priority: LayoutPriority(49),
                "UISV-canvas-fit")
        }
        return specs
    }

    /// The spacer guide standing in the gap `key`, made and added to the stack the first time.
    private func spacerGuide(_ key: String) -> LayoutGuide {
        if let guide = spacerGuides[key] { return guide }
        let guide = LayoutGuide(identifier: "UISV-spacer")
        addLayoutGuide(guide)
        spacerGuides[key] = guide
        return guide
    }
}
