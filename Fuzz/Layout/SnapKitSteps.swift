// The layout fuzzer's SnapKit operations: blocks of lines with any attributes, targets and numbers, and
// the handles they give, on views and layout guides.

import Cartography
import Foundation
import SnapKit

extension LayoutSession {
    /// One SnapKit block (make, remake, update, prepare then activate) or a change through a kept handle.
    func constrainWithSnapKit(_ reader: inout ByteReader) {
        let item: any LayoutConstraintItem =
            guides.isEmpty || reader.below(4) != 0 ? someView(&reader) : reader.pick(guides)
        let block = snapKitBlock(&reader)
        switch reader.below(7) {
        case 0:
            for constraint in item.snpBlocks.prepareConstraints(block) where reader.bool() { constraint.activate() }
        case 1: item.snpBlocks.remakeConstraints(block)
        case 2: item.snpBlocks.updateConstraints(block)
        case 3: item.snpBlocks.removeConstraints()
        case 4: changeSnapKitHandle(&reader)
        default: item.snpBlocks.makeConstraints(block)
        }
        keep(item.snpBlocks.constraints)
    }

    /// Keeps handles for later changes, and their layout constraints with the others.
    private func keep(_ made: [Constraint]) {
        snapKitConstraints += made
        if snapKitConstraints.count > 32 { snapKitConstraints.removeFirst(snapKitConstraints.count - 32) }
        keep(made.flatMap(\.layoutConstraints))
    }

    private func changeSnapKitHandle(_ reader: inout ByteReader) {
        guard !snapKitConstraints.isEmpty else { return }
        let constraint = reader.pick(snapKitConstraints)
        switch reader.below(6) {
        case 0: constraint.update(offset: constant(&reader))
        case 1: constraint.update(inset: constant(&reader))
        case 2:
            constraint.update(inset: EdgeInsets(top: constant(&reader), left: 1, bottom: 2, right: constant(&reader)))
        case 3: constraint.update(priority: Values.priority(&reader))
        case 4: constraint.isActive.toggle()
        default:
            constraint.update(inset: DirectionalEdgeInsets(top: 0, leading: constant(&reader), bottom: 3, trailing: 4))
        }
    }

    /// Up to four lines, each drawn from the input before the block runs (the block may run at once).
    private func snapKitBlock(_ reader: inout ByteReader) -> (ConstraintMaker) -> Void {
        let lines = (0..<reader.below(5)).map { _ in snapKitLine(&reader) }
        return { make in lines.forEach { $0(make) } }
    }

    private func snapKitLine(_ reader: inout ByteReader) -> (ConstraintMaker) -> Void {
        let names: [(ConstraintMaker) -> ConstraintMakerExtendable] = [
            { $0.top }, { $0.left.right }, { $0.leading }, { $0.width.height }, { $0.size }, { $0.center },
            { $0.edges }, { $0.directionalEdges }, { $0.margins }, { $0.horizontalEdges }, { $0.lastBaseline },
            { $0.firstBaseline.centerXWithinMargins }, { $0.trailingMargin.bottom }, { $0.centerWithinMargins },
        ]
        let name = reader.pick(names)
        let relate = snapKitRelation(&reader)
        let edits = (0..<reader.below(3)).map { _ in snapKitEdit(&reader) }
        let label = reader.bool() ? "line" : nil
        return { make in
            var line = relate(name(make))
            for edit in edits { line = edit(line) }
            if let label { line.labeled(label) }
        }
    }

    private func snapKitRelation(_ reader: inout ByteReader) -> (ConstraintMakerExtendable) -> ConstraintMakerEditable {
        let target = snapKitTarget(&reader)
        switch reader.below(6) {
        case 0: return { $0.equalToSuperview() }
        case 1: return { $0.lessThanOrEqualToSuperview { $0.snp.bottom } }
        case 2: return { $0.greaterThanOrEqualTo(target) }
        case 3: return { $0.lessThanOrEqualTo(target) }
        default: return { $0.equalTo(target) }
        }
    }

    private func snapKitTarget(_ reader: inout ByteReader) -> any ConstraintRelatableTarget {
        let view = someView(&reader)
        let c = constant(&reader)
        switch reader.below(10) {
        case 0: return c
        case 1: return Int(reader.below(200)) - 50
        case 2: return view
        case 3: return view.snp.top
        case 4: return view.snp.edges
        case 5: return CGSize(width: c, height: 20)
        case 6: return CGPoint(x: c, y: -c)
        case 7: return EdgeInsets(top: c, left: 1, bottom: 2, right: 3)
        case 8: return guides.isEmpty ? view.safeAreaLayoutGuide : reader.pick(guides)
        default: return view.snp.width
        }
    }

    private func snapKitEdit(_ reader: inout ByteReader) -> (ConstraintMakerEditable) -> ConstraintMakerEditable {
        let c = constant(&reader)
        let m = reader.pick(Values.multipliers)
        let priority = Values.priority(&reader)
        switch reader.below(6) {
        case 0: return { $0.offset(c) }
        case 1: return { $0.inset(c) }
        case 2: return { $0.multipliedBy(m) }
        case 3: return { $0.dividedBy(m) }
        case 4: return { $0.inset(DirectionalEdgeInsets(top: c, leading: 2, bottom: 0, trailing: c)) }
        default:
            return { line in
                line.priority(priority)
                return line
            }
        }
    }
}

extension LayoutConstraintItem {
    /// The item's `snp` blocks, whether it is a view or a guide.
    var snpBlocks: any ConstraintBlocksDSL {
        if let view = self as? View { return view.snp }
        return (self as! LayoutGuide).snp
    }
}
