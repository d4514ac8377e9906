// The relation of a line: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo` and their superview forms.

import Cartography
import Foundation

/// A line whose attributes are named, waiting for its relation. Each relation records the file and line
/// it is written on, which every constraint of the line carries.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Relates the line's attributes to `other`: the same attributes of a view or guide, attributes of an
    /// item (`other.snp.bottom`), or a constant (for positions, from the superview).
    @discardableResult
    public func equalTo(
        _ other: any ConstraintRelatableTarget, _ file: String = #filePath, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(to: other, .equal, SourceLocation(file: file, line: Int(line)))
    }

    /// Relates the line's attributes to the same attributes of the item's superview.
    @discardableResult
    public func equalToSuperview(_ file: String = #filePath, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.equal, { $0 }, file, line)
    }

    /// Relates the line's attributes to what `closure` picks of the superview: `{ $0.snp.bottom }`.
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (ConstraintView) -> T, _ file: String = #filePath, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(.equal, closure, file, line)
    }

    /// The line's attributes at most `other`.
    @discardableResult
    public func lessThanOrEqualTo(
        _ other: any ConstraintRelatableTarget, _ file: String = #filePath, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(to: other, .lessThanOrEqual, SourceLocation(file: file, line: Int(line)))
    }

    /// The line's attributes at most the superview's.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #filePath, _ line: UInt = #line) -> ConstraintMakerEditable
    {
        relateToSuperview(.lessThanOrEqual, { $0 }, file, line)
    }

    /// The line's attributes at most what `closure` picks of the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (ConstraintView) -> T, _ file: String = #filePath, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, closure, file, line)
    }

    /// The line's attributes at least `other`.
    @discardableResult
    public func greaterThanOrEqualTo(
        _ other: any ConstraintRelatableTarget, _ file: String = #filePath, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(to: other, .greaterThanOrEqual, SourceLocation(file: file, line: Int(line)))
    }

    /// The line's attributes at least the superview's.
    @discardableResult
    public func greaterThanOrEqualToSuperview(
        _ file: String = #filePath, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, { $0 }, file, line)
    }

    /// The line's attributes at least what `closure` picks of the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (ConstraintView) -> T, _ file: String = #filePath, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, closure, file, line)
    }

    // MARK: The relation

    /// Relates to what `pick` chooses of the superview; without a superview, reports the line (SnapKit
    /// stops the app) and leaves it out.
    private func relateToSuperview<T: ConstraintRelatableTarget>(
        _ relation: LayoutRelation, _ pick: (ConstraintView) -> T, _ file: String, _ line: UInt
    ) -> ConstraintMakerEditable {
        let location = SourceLocation(file: file, line: Int(line))
        guard let superview = description.item.superview else {
            let name: String =
                switch relation {
                case .equal: "equalToSuperview"
                case .lessThanOrEqual: "lessThanOrEqualToSuperview"
                case .greaterThanOrEqual: "greaterThanOrEqualToSuperview"
                }
            description.location = location
            description.isFaulty = true
            reportMisuse(
                "\(name)() needs a superview, and \(description.item.debugName) has none (add it to a view first)",
                at: location)
            return ConstraintMakerEditable(description)
        }
        return relate(to: pick(superview), relation, location)
    }

    private func relate(
        to other: any ConstraintRelatableTarget, _ relation: LayoutRelation, _ location: SourceLocation
    ) -> ConstraintMakerEditable {
        description.location = location
        description.relation = relation
        switch RelationTarget(other) {
        case .item(let item):
            if !description.attributes.canRelate(to: item.attributes) {
                description.isFaulty = true
                reportMisuse(
                    "cannot constrain \(names(description.attributes)) to \(names(item.attributes)): a line of "
                        + "several attributes relates to one attribute, to the same ones, or edges to margins",
                    at: location)
            }
            description.target = .item(item)
        case .constant(let constant):
            description.target = .constant(constant)
            description.constant = constant
        case nil:
            description.isFaulty = true
            reportMisuse(
                "cannot constrain to a \(type(of: other)): the target is a view, a layout guide, an item's "
                    + "attributes (view.snp.top) or a constant",
                at: location)
        }
        return ConstraintMakerEditable(description)
    }

    private func names(_ attributes: ConstraintAttributes) -> String {
        attributes.layoutAttributes.map(String.init(describing:)).joined(separator: "/")
    }
}
