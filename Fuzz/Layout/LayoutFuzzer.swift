// libFuzzer entry for Cartography: bytes decode into view trees, constraints, layouts and live changes.

import Cartography
import Foundation
import SnapKit

/// Runs one input: up to 48 operations on a few view trees (see `LayoutSession`). A trap, a sanitizer
/// report or a hang (libFuzzer's `-timeout`) is a finding; issues the library reports are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var reader = ByteReader(data, count: count)
    let session = LayoutSession()
    var operations = 0
    while !reader.isAtEnd && operations < 48 {
        session.step(&reader)
        operations += 1
    }
    session.finish()
    return 0
}

/// Reported layout issues are expected (most inputs are full of mistakes); they go nowhere.
private let silenceIssues: Void = {
    LayoutIssues.setHandler { _ in }
}()

/// A view whose `layoutSubviews` does what the input says, as UIKit code does: change a constraint,
/// add a subview, or (unless `KnownTraps.avoidRemovalInLayoutSubviews`) remove one.
final class ActiveView: View {
    enum Action { case nothing, changeConstant, addSubview, removeSubview }
    var action = Action.nothing
    weak var session: LayoutSession?
    var calls = 0

    override func layoutSubviews() {
        calls += 1
        guard calls < 8 else { return }  // a layout that keeps changing itself must still end
        switch action {
        case .nothing: break
        case .changeConstant: session?.constraints.last?.constant += 1
        case .addSubview where subviews.count < 3: addSubview(View())
        case .addSubview: break
        case .removeSubview: subviews.first?.removeFromSuperview()
        }
    }
}

final class LayoutSession {
    var roots: [View] = []
    var views: [View] = []
    var guides: [LayoutGuide] = []
    var controllers: [ViewController] = []
    var constraints: [LayoutConstraint] = []
    var groups: [ConstraintGroup] = []
    var snapKitConstraints: [SnapKit.Constraint] = []
    var stackViews: [StackView] = []
    var scrollViews: [ScrollView] = []
    var lists: [(view: ScrollView, source: ListSource)] = []

    init() {
        _ = silenceIssues
        roots = [View(frame: CGRect(x: 0, y: 0, width: 375, height: 667)), View(frame: .zero)]
        views = roots
    }

    func step(_ reader: inout ByteReader) {
        let choice = reader.byte()
        // Anchors took half of the last choice's bytes, so that the committed inputs that never chose
        // 143...239 decode as they did before anchors existed.
        if choice % 16 == 15, choice >= 128, choice != 255 {
            constrainWithAnchors(&reader)
            return
        }
        // The newer views (stack, scroll and list views, controls) took the upper half of view controllers'
        // and alignments' bytes (140...253), which the committed inputs never chose.
        if choice >= 128, choice % 16 == 12 || choice % 16 == 13 {
            if choice % 16 == 12 { addNewerView(&reader) } else { changeNewerView(&reader) }
            return
        }
        switch Int(choice) % 16 {
        case 0, 1: addView(&reader)
        case 2: removeView(&reader)
        case 3, 4: constrainWithDSL(&reader)
        case 5: constrainWithCompounds(&reader)
        case 6: constrainLikeUIKit(&reader)
        case 7: changeConstraint(&reader)
        case 8, 9: layout(&reader)
        case 10: changeView(&reader)
        case 11: useLayoutGuide(&reader)
        case 12: useViewController(&reader)
        case 13: alignAndDistribute(&reader)
        case 14: diagnose(&reader)
        default: if reader.bool() { changeGroup(&reader) } else { constrainWithSnapKit(&reader) }
        }
    }

    /// Lays every tree out and reads everything back, so that nothing is left unexercised.
    func finish() {
        for root in roots { root.layoutIfNeeded() }
        for view in views { _ = (view.frame, view.layoutDiagnostics().report) }
        for constraint in constraints { _ = constraint.description }
    }

    // MARK: Views

    func someView(_ reader: inout ByteReader) -> View { reader.pick(views) }

    func addView(_ reader: inout ByteReader) {
        guard views.count < 14 else { return }
        let view: View
        switch reader.below(4) {
        case 0:
            let label = Label()
            label.text = reader.pick(Values.texts)
            view = label
        case 1:
            let active = ActiveView()
            active.session = self
            var actions: [ActiveView.Action] = [.nothing, .changeConstant, .addSubview]
            if !KnownTraps.avoidRemovalInLayoutSubviews { actions.append(.removeSubview) }
            active.action = reader.pick(actions)
            view = active
        default:
            view = View(frame: CGRect(x: 0, y: 0, width: reader.pick(Values.sizes), height: 44))
        }
        view.translatesAutoresizingMaskIntoConstraints = reader.bool()
        someView(&reader).addSubview(view)
        views.append(view)
    }

    func removeView(_ reader: inout ByteReader) {
        let view = someView(&reader)
        guard !roots.contains(where: { $0 === view }) else { return }
        view.removeFromSuperview()
        if reader.bool() {
            // Forget it too: its constraints' items are then released with it.
            views.removeAll { $0 === view }
            if reader.bool() { someView(&reader).addSubview(view) }
        }
    }

    func changeView(_ reader: inout ByteReader) {
        let view = someView(&reader)
        switch reader.below(6) {
        case 0: view.translatesAutoresizingMaskIntoConstraints.toggle()
        case 1:
            view.frame = CGRect(x: reader.pick(Values.constants), y: 0, width: reader.pick(Values.sizes), height: 20)
        case 2: view.layoutMargins = EdgeInsets(all: reader.pick(Values.constants))
        case 3: view.safeAreaInsets = EdgeInsets(top: reader.pick(Values.constants), left: 0, bottom: 0, right: 4)
        case 4: view.layoutDirection = reader.pick([nil, .leftToRight, .rightToLeft])
        default:
            view.backgroundColor = Color(red: Values.color(&reader), green: Values.color(&reader), blue: 0.5)
            if reader.bool() { view.backgroundColor?.alpha = Values.color(&reader) }
            _ = view.backgroundColor?.description
        }
    }

    func layout(_ reader: inout ByteReader) {
        let root = reader.pick(roots)
        if reader.below(3) == 0 {
            root.frame = CGRect(x: 0, y: 0, width: reader.pick(Values.sizes), height: reader.pick(Values.sizes))
        }
        root.layoutIfNeeded()
        _ = root.hasAmbiguousLayout
        if reader.bool() { someView(&reader).setNeedsLayout() }
    }

    func diagnose(_ reader: inout ByteReader) {
        let view = someView(&reader)
        let diagnostics = view.layoutDiagnostics()
        _ = diagnostics.report
        _ = diagnostics.isClean
        for conflict in view.layoutConflicts { _ = conflict.report }
        _ = view.ambiguousFrameAttributes
        for constraint in view.constraints { _ = constraint.description + constraint.equationDescription }
    }

    // MARK: Constraints

    func keep(_ made: [LayoutConstraint]) {
        constraints += made
        if constraints.count > 64 { constraints.removeFirst(constraints.count - 64) }
    }

    func constant(_ reader: inout ByteReader) -> CGFloat { reader.pick(Values.constants) }

    /// One relation between typed properties of one or two views, as the DSL writes them.
    func constrainWithDSL(_ reader: inout ByteReader) {
        let (a, b) = (someView(&reader), someView(&reader))
        let shape = reader.below(8)
        let c = constant(&reader)
        let m = reader.pick(Values.multipliers)
        let priority = Values.priority(&reader)
        let label = reader.bool()
        let group = constrain(a, b) { a, b in
            var made: [LayoutConstraint]
            switch shape {
            case 0: made = [a.width == b.width * m + c]
            case 1: made = [a.height <= c]
            case 2: made = [a.left == b.right + c]
            case 3: made = [a.top >= (b.superview ?? b).bottom - c]
            case 4: made = [a.centerX == b.centerX * m]
            case 5: made = [a.leading == b.trailingMargin + c, a.baseline == b.firstBaseline]
            case 6: made = [a.height == a.width * m, a.centerYWithinMargins <= b.centerY]
            default: made = [a.trailing == c - b.leading, a.bottomMargin == b.lastBaseline * m]
            }
            made = made ~ priority
            if label { made = made.map { $0 ~ "label" } }
            self.keep(made)
        }
        groups.append(group)
    }

    func constrainWithCompounds(_ reader: inout ByteReader) {
        let (a, b) = (someView(&reader), someView(&reader))
        let shape = reader.below(6)
        let c = constant(&reader)
        let group = constrain(a, b, replace: groups.isEmpty || reader.bool() ? ConstraintGroup() : reader.pick(groups))
        {
            a, b in
            switch shape {
            case 0: self.keep(a.edges == b.edges)
            case 1: self.keep(a.edges == b.edges.inseted(by: c))
            case 2: self.keep(a.size == b.size)
            case 3: self.keep(a.center == b.center)
            case 4: self.keep(a.edgesWithinMargins >= b.horizontalEdges.inseted(horizontally: c))
            default: self.keep(a.verticalEdges <= b.verticalEdges)
            }
        }
        groups.append(group)
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` with any
    /// attributes, any items (views, guides, none), then activated.
    func constrainLikeUIKit(_ reader: inout ByteReader) {
        let attributes: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
            .firstBaseline, .leftMargin, .topMargin, .trailingMargin, .centerXWithinMargins, .notAnAttribute,
        ]
        let first: AnyObject = guides.isEmpty || reader.below(4) != 0 ? someView(&reader) : reader.pick(guides)
        var second: AnyObject? = reader.below(5) == 0 ? nil : someView(&reader)
        let secondAttribute = reader.pick(attributes)
        if KnownTraps.avoidNotAnAttributeAcrossTrees, secondAttribute == .notAnAttribute, let view = second as? View,
            let firstView = (first as? View) ?? (first as? LayoutGuide)?.owningView,
            view.rootView !== firstView.rootView
        {
            second = nil
        }
        let constraint = LayoutConstraint(
            item: first, attribute: reader.pick(attributes),
            relatedBy: reader.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
            toItem: second, attribute: secondAttribute, multiplier: reader.pick(Values.multipliers),
            constant: constant(&reader))
        constraint.priority = Values.priority(&reader)
        constraint.isActive = true
        keep([constraint])
    }

    /// NSLayoutAnchor calls of every kind, between any two items (views and guides of any tree), with
    /// any constants and multipliers, activated or not; offsets between anchors; the type rule makes
    /// only same-axis pairs expressible, so mixing leading and left is the runtime error tried here.
    func constrainWithAnchors(_ reader: inout ByteReader) {
        func anyItem() -> AnyObject {
            guides.isEmpty || reader.below(3) != 0 ? someView(&reader) : reader.pick(guides)
        }
        func xAnchor(_ item: AnyObject) -> LayoutXAxisAnchor {
            let view = item as? View
            let guide = item as? LayoutGuide
            switch reader.below(5) {
            case 0: return view?.leadingAnchor ?? guide!.leadingAnchor
            case 1: return view?.trailingAnchor ?? guide!.trailingAnchor
            case 2: return view?.leftAnchor ?? guide!.leftAnchor
            case 3: return view?.rightAnchor ?? guide!.rightAnchor
            default: return view?.centerXAnchor ?? guide!.centerXAnchor
            }
        }
        func yAnchor(_ item: AnyObject) -> LayoutYAxisAnchor {
            let view = item as? View
            let guide = item as? LayoutGuide
            switch reader.below(5) {
            case 0: return view?.topAnchor ?? guide!.topAnchor
            case 1: return view?.bottomAnchor ?? guide!.bottomAnchor
            case 2: return view?.centerYAnchor ?? guide!.centerYAnchor
            case 3: return view?.firstBaselineAnchor ?? guide!.topAnchor
            default: return view?.lastBaselineAnchor ?? guide!.bottomAnchor
            }
        }
        func dimension(_ item: AnyObject) -> LayoutDimension {
            let view = item as? View
            let guide = item as? LayoutGuide
            switch reader.below(4) {
            case 0: return view?.widthAnchor ?? guide!.widthAnchor
            case 1: return view?.heightAnchor ?? guide!.heightAnchor
            case 2: return xAnchor(item).anchorWithOffset(to: xAnchor(anyItem()))
            default: return yAnchor(item).anchorWithOffset(to: yAnchor(anyItem()))
            }
        }
        let c = constant(&reader)
        let m = reader.pick(Values.multipliers)
        let (a, b) = (anyItem(), anyItem())
        let made: LayoutConstraint
        switch reader.below(10) {
        case 0: made = xAnchor(a).constraint(equalTo: xAnchor(b), constant: c)
        case 1: made = xAnchor(a).constraint(greaterThanOrEqualTo: xAnchor(b))
        case 2: made = yAnchor(a).constraint(lessThanOrEqualTo: yAnchor(b), constant: c)
        case 3: made = dimension(a).constraint(equalTo: dimension(b), multiplier: m, constant: c)
        case 4: made = dimension(a).constraint(greaterThanOrEqualToConstant: c)
        case 5: made = dimension(a).constraint(lessThanOrEqualTo: dimension(b), multiplier: m)
        case 6: made = xAnchor(a).constraint(equalToSystemSpacingAfter: xAnchor(b), multiplier: m)
        case 7: made = yAnchor(a).constraint(greaterThanOrEqualToSystemSpacingBelow: yAnchor(b), multiplier: m)
        case 8: made = dimension(a).constraint(equalToConstant: c)
        default: made = yAnchor(a).constraint(equalTo: yAnchor(b))
        }
        made.priority = Values.priority(&reader)
        if reader.below(4) != 0 { made.isActive = true }
        keep([made])
    }

    func changeConstraint(_ reader: inout ByteReader) {
        guard !constraints.isEmpty else { return }
        let constraint = reader.pick(constraints)
        switch reader.below(4) {
        case 0: constraint.constant = constant(&reader)
        case 1: constraint.priority = Values.priority(&reader)
        case 2: constraint.isActive.toggle()
        default:
            let some = constraints.filter { _ in reader.bool() }
            if reader.bool() { LayoutConstraint.activate(some) } else { LayoutConstraint.deactivate(some) }
        }
    }

    func changeGroup(_ reader: inout ByteReader) {
        guard !groups.isEmpty else { return }
        let group = reader.pick(groups)
        if reader.bool() { group.active.toggle() } else { constrain(clear: group) }
        if groups.count > 16 { groups.removeFirst() }
    }

    func alignAndDistribute(_ reader: inout ByteReader) {
        let chosen = (0..<(1 + reader.below(4))).map { _ in someView(&reader) }
        let shape = reader.below(6)
        let amount = constant(&reader)
        constrain(chosen) { proxies in
            switch shape {
            case 0: self.keep(align(top: proxies))
            case 1: self.keep(align(centerX: proxies))
            case 2: self.keep(align(leading: proxies))
            case 3: self.keep(distribute(by: amount, horizontally: proxies))
            case 4: self.keep(distribute(by: amount, vertically: proxies))
            default: self.keep(align(baseline: proxies))
            }
        }
    }

    // MARK: Guides and controllers

    func useLayoutGuide(_ reader: inout ByteReader) {
        let view = someView(&reader)
        switch reader.below(4) {
        case 0:
            guard guides.count < 6 else { return }
            let guide = LayoutGuide(identifier: "guide\(guides.count)")
            view.addLayoutGuide(guide)
            guides.append(guide)
        case 1:
            guard !guides.isEmpty else { return }
            let guide = reader.pick(guides)
            guide.owningView?.removeLayoutGuide(guide)
        default:
            let guide = guides.isEmpty || reader.bool() ? view.layoutMarginsGuide : reader.pick(guides)
            let c = constant(&reader)
            let shape = reader.below(3)
            constrain(view, guide) { view, guide in
                switch shape {
                case 0: self.keep(view.edges == guide.edges)
                case 1: self.keep([view.width == guide.width + c, view.top == guide.top])
                default: self.keep([guide.centerX == view.safeAreaLayoutGuide.centerX + c])
                }
            }
        }
    }

    func useViewController(_ reader: inout ByteReader) {
        switch reader.below(4) {
        case 0:
            guard controllers.count < 3 else { return }
            let controller = ViewController()
            controllers.append(controller)
            if reader.bool() {
                someView(&reader).addSubview(controller.view)
            } else {
                controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                roots.append(controller.view)
            }
            views.append(controller.view)
        case 1:
            guard let controller = controllers.isEmpty ? nil : reader.pick(controllers) else { return }
            let view = someView(&reader)
            let c = constant(&reader)
            constrain(view) { view in
                self.keep([view.top >= controller.topLayoutGuideCartography + c])
                self.keep([view.bottom <= controller.bottomLayoutGuideCartography])
            }
        case 2:
            guard let controller = controllers.isEmpty ? nil : reader.pick(controllers) else { return }
            controller.topLayoutGuideLength = constant(&reader)
        default:
            // Releasing a controller while its view lives on: a known trap unless avoided.
            if !KnownTraps.avoidReleasedControllerGuide && !controllers.isEmpty {
                controllers.remove(at: reader.below(controllers.count))
            }
        }
    }
}
