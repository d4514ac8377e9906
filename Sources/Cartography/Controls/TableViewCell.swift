// A table cell: a content view that follows the cell, and UIKit's standard labels, as UITableViewCell.

import Foundation

/// A cell, as UITableViewCell, without the table: subviews go in ``contentView``, which follows the
/// cell through constraints (its edges equal the cell's), so a cell whose size comes from constraints
/// lays its content out in the same pass. ``textLabel`` and ``detailTextLabel`` are made on first use,
/// placed as the cell's style says.
///
/// The content view's layout margins are 11 above and below and 16 at the sides, as UIKit's on a
/// 375-point-wide iPhone; a new cell is 320 × 44, as UIKit's. The content view's top and sides are the
/// cell's; its height is the cell's at priority 999 (`UIView-Encapsulated-Layout-Height`), less the
/// separator in a table, so a table can measure the height the content needs
/// (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
open class TableViewCell: View {
    /// Where the standard labels go, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Sendable {
        /// A text label at the leading margin, centred vertically; no detail label.
        case `default`
        /// The text label at the leading margin, the detail label (grey) at the trailing margin.
        case value1
        /// As `value1` here (UIKit right-aligns a blue text label in a fixed column instead).
        case value2
        /// The text label above the detail label (12 points), the pair centred vertically.
        case subtitle
    }

    /// UIKit's detail text grey.
    static let detailColor = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)

    /// Where the cell's content goes; it always covers the cell.
    public let contentView = View()
    /// The content view's trailing edge: the cell's, or the accessory view's leading edge.
    private var contentTrailing: [LayoutConstraint] = []
    private var accessoryConstraints: [LayoutConstraint] = []

    /// A view at the trailing end of the cell, outside the content view, which then ends where it begins,
    /// as UIKit's (a switch on a settings row): 16 points from the cell's trailing edge, centred.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            for constraint in accessoryConstraints + contentTrailing { constraint.isActive = false }
            guard let accessory = accessoryView else {
                contentTrailing = activate(
                    [(contentView, .trailing, .equal, self, .trailing, 0)], named: "contentView follows the cell")
                accessoryConstraints = []
                return
            }
            addSubview(accessory)
            accessory.translatesAutoresizingMaskIntoConstraints = false
            accessoryConstraints = activate(
                [
                    (accessory, .trailing, .equal, self, .trailing, -16),
                    (accessory, .centerY, .equal, contentView, .centerY, 0),
                ], named: "accessory view")
            contentTrailing = activate(
                [(contentView, .trailing, .equal, accessory, .leading, 0)], named: "contentView ends at the accessory")
        }
    }

    /// The style, fixed at creation.
    public let style: CellStyle
    /// The identifier a table reuses cells by.
    public let reuseIdentifier: String?
    private var storedTextLabel: Label?
    private var storedDetailLabel: Label?

    /// A cell of a style: `UITableViewCell(style: .subtitle, reuseIdentifier: "song")`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.ownerGivenName = "\(debugName).contentView"
        contentView.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        contentView.preservesSuperviewLayoutMargins = true
        addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        activate(
            [.top, .leading].map { attribute in
                (contentView, attribute, .equal, self, attribute, 0)
            }, named: "contentView follows the cell")
        contentTrailing = activate(
            [(contentView, .trailing, .equal, self, .trailing, 0)], named: "contentView follows the cell")
        encapsulatedHeight = LayoutConstraint(
            firstItem: contentView, firstAttribute: .height, relation: .equal, secondItem: self,
            secondAttribute: .height, multiplier: 1, constant: 0, priority: TableViewCell.encapsulatedHeightPriority,
            callSite: .none)
        encapsulatedHeight.identifier = "UIView-Encapsulated-Layout-Height"
        _ = encapsulatedHeight.activate()
    }

    /// The priority of the content view's height, 999 as UIKit's: the cell's own required constraints win
    /// over the row height (the report lists the broken `UIView-Encapsulated-Layout-Height`), and a
    /// self-sizing row measures the content at any lower priority.
    public static let encapsulatedHeightPriority = LayoutPriority(999)

    /// The content view's height, the cell's less the separator below it: UIKit's
    /// `UIView-Encapsulated-Layout-Height`.
    private var encapsulatedHeight: LayoutConstraint!

    /// The height of the separator the table draws at the bottom of the cell, which the content view
    /// leaves free: one pixel (0.5 points at 2×) in a table with separators, zero alone, as UIKit's.
    var separatorHeight: CGFloat = 0 {
        didSet { if separatorHeight != oldValue { encapsulatedHeight.constant = -separatorHeight } }
    }

    /// A default-style cell with a reuse identifier: how a table makes a cell of a registered class
    /// (``TableView/register(_:forCellReuseIdentifier:)``). It calls ``init(style:reuseIdentifier:)``, so a
    /// subclass that overrides that initializer (as UIKit cells do) is made through its override.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// A default-style cell with a frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How a selected cell is highlighted, as `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none, blue, gray
        /// The system's grey highlight (UIKit's default).
        case `default`
    }

    /// The mark at the trailing end of the cell, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No mark (the default).
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)`` without animation, as UIKit does.
    public var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false
    /// Whether the cell is highlighted (touched); setting it calls ``setHighlighted(_:animated:)``.
    public var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlightedState = false
    /// How the cell shows that it is selected; `.default` (grey), as UIKit's.
    public var selectionStyle = SelectionStyle.default
    /// The mark at the trailing end; kept, not drawn.
    public var accessoryType = AccessoryType.none

    /// Selects or deselects the cell; subclasses override it to restyle their content (calling `super`).
    /// A selected cell whose selection style is not `.none` is drawn with the system grey behind its content.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedState else { return }
        selectedState = selected
        setNeedsDisplay()
    }

    /// Highlights the cell or takes the highlight off; subclasses override it as ``setSelected(_:animated:)``.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedState else { return }
        highlightedState = highlighted
        setNeedsDisplay()
    }

    /// Called before a table reuses the cell; subclasses reset their content here. Does nothing by default.
    open func prepareForReuse() {}

    /// The main label, made (and placed in the content view) on first use.
    public var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        makeStandardLabels()
        return storedTextLabel
    }

    /// The secondary label, nil for the `.default` style; made on first use.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let storedDetailLabel { return storedDetailLabel }
        makeStandardLabels()
        return storedDetailLabel
    }

    /// The image at the leading margin, made (and placed, the labels moved after it) on first use, as
    /// UIKit's: `cell.imageView?.image = UIImage(systemName: "star")`.
    public var imageView: ImageView? {
        if let storedImageView { return storedImageView }
        let image = ImageView(frame: .zero)
        image.ownerGivenName = "\(debugName).imageView"
        storedImageView = image
        contentView.addSubview(image)
        image.translatesAutoresizingMaskIntoConstraints = false
        activate(
            [
                (image, .leading, .equal, contentView, .leadingMargin, 0),
                (image, .centerY, .equal, contentView, .centerY, 0),
            ], named: "cell image")
        _ = textLabel
        for constraint in labelLeadingConstraints { constraint.isActive = false }
        let labels = [storedTextLabel, storedDetailLabel].compactMap { $0 }
        labelLeadingConstraints = activate(
            labels.filter { style == .subtitle || $0 === storedTextLabel }.map { label in
                (label, .leading, .equal, image, .trailing, 16)
            }, named: "cell image")
        return image
    }
    private var storedImageView: ImageView?
    /// The separator line a table shows at the bottom of the cell.
    var separatorView: View?
    /// The view showing ``contentConfiguration``.
    var configuredContentView: (View & ContentView)?
    /// The labels' leading constraints, replaced when the image view is made.
    private var labelLeadingConstraints: [LayoutConstraint] = []

    /// Makes both labels of the style and places them with constraints (attributed to the cell).
    private func makeStandardLabels() {
        let text = Label()
        text.ownerGivenName = "\(debugName).textLabel"
        text.font = .systemFont(ofSize: Font.labelFontSize)
        storedTextLabel = text
        contentView.addSubview(text)
        text.translatesAutoresizingMaskIntoConstraints = false
        let content = contentView
        guard style != .default else {
            labelLeadingConstraints = activate(
                [(text, .leading, .equal, content, .leadingMargin, 0)], named: "default cell style")
            activate(
                [
                    (text, .trailing, .lessThanOrEqual, content, .trailingMargin, 0),
                    (text, .centerY, .equal, content, .centerY, 0),
                ], named: "default cell style")
            return
        }
        let detail = Label()
        detail.ownerGivenName = "\(debugName).detailTextLabel"
        detail.textColor = TableViewCell.detailColor
        storedDetailLabel = detail
        content.addSubview(detail)
        detail.translatesAutoresizingMaskIntoConstraints = false
        if style == .subtitle {
            detail.font = .systemFont(ofSize: 12)
            detail.textColor = .black
            let pair = LayoutGuide()
            content.addLayoutGuide(pair)
            labelLeadingConstraints = activate(
                [
                    (text, .leading, .equal, content, .leadingMargin, 0),
                    (detail, .leading, .equal, content, .leadingMargin, 0),
                ], named: "subtitle cell style")
            activate(
                [
                    (text, .trailing, .lessThanOrEqual, content, .trailingMargin, 0),
                    (detail, .trailing, .lessThanOrEqual, content, .trailingMargin, 0),
                    (text, .top, .equal, pair, .top, 0),
                    (detail, .top, .equal, text, .bottom, 0),
                    (detail, .bottom, .equal, pair, .bottom, 0),
                    (pair, .centerY, .equal, content, .centerY, 0),
                ], named: "subtitle cell style")
        } else {
            detail.font = .systemFont(ofSize: Font.labelFontSize)
            labelLeadingConstraints = activate(
                [(text, .leading, .equal, content, .leadingMargin, 0)], named: "value cell style")
            activate(
                [
                    (text, .centerY, .equal, content, .centerY, 0),
                    (detail, .trailing, .equal, content, .trailingMargin, 0),
                    (detail, .centerY, .equal, content, .centerY, 0),
                    (detail, .leading, .greaterThanOrEqual, text, .trailing, 8),
                ], named: "value cell style")
        }
    }

    /// Activates the cell's own constraints, each named for reports (they have no source line of the user's).
    @discardableResult
    private func activate(
        _ specs: [(AnyObject, LayoutAttribute, LayoutRelation, AnyObject, LayoutAttribute, CGFloat)], named name: String
    ) -> [LayoutConstraint] {
        specs.map { first, firstAttribute, relation, second, secondAttribute, constant in
            let constraint = LayoutConstraint(
                firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
                secondAttribute: secondAttribute, multiplier: 1, constant: constant, priority: .required,
                callSite: .none)
            constraint.identifier = name
            _ = constraint.activate()
            return constraint
        }
    }
}
