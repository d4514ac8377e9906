// A row of controls that wraps onto more rows when the content area is too narrow for it.

import GtkKit

/// The variants canvas's controls, each at its natural size, left to right in rows as wide as the canvas:
/// a narrow window shows every control (on more rows) rather than cutting some off or growing wider.
@MainActor
final class WrappingToolbar {
    let widget = FrameContainer()
    private var items: [(widget: Widget, maximumWidth: Int?)] = []
    private static let margin = 6
    private static let spacing = 6

    init() {
        widget.addCSSClass("variants-toolbar")
        widget.setLayout(
            mode: .heightForWidth,
            measure: { [unowned self] orientation, forSize in self.measure(orientation, forSize: forSize) },
            allocate: { [unowned self] size in self.place(in: size) })
    }

    /// Adds a control after the others, no wider than `maximumWidth` (a text field's natural width is a
    /// whole sentence's) unless its minimum is.
    func append(_ item: Widget, maximumWidth: Int? = nil) {
        items.append((item, maximumWidth))
        widget.append(item)
    }

    private func naturalWidth(of item: (widget: Widget, maximumWidth: Int?)) -> Int {
        let request = item.widget.measure(.horizontal)
        return max(request.minimum, min(request.natural, item.maximumWidth ?? request.natural))
    }

    private func sizes(within width: Int) -> [PixelSize] {
        items.map { item in
            let minimum = item.widget.measure(.horizontal).minimum
            let itemWidth = min(naturalWidth(of: item), max(minimum, width))
            return PixelSize(width: itemWidth, height: item.widget.measure(.vertical, forSize: itemWidth).natural)
        }
    }

    private func flow(width: Int) -> TileFlow {
        TileFlow(
            sizes: sizes(within: width - 2 * Self.margin), width: width, margin: Self.margin, spacing: Self.spacing)
    }

    private func measure(_ orientation: Orientation, forSize: Int?) -> SizeRequest {
        let minimum = items.map { $0.widget.measure(.horizontal).minimum }.max() ?? 0
        switch orientation {
        case .horizontal:
            let natural = items.map(naturalWidth).reduce(0, +) + Self.spacing * items.count
            return SizeRequest(minimum: minimum + 2 * Self.margin, natural: natural + 2 * Self.margin)
        case .vertical:
            let height = flow(width: max(forSize ?? 0, minimum + 2 * Self.margin)).height
            return SizeRequest(minimum: height, natural: height)
        }
    }

    private func place(in size: PixelSize) {
        for (item, frame) in zip(items, flow(width: size.width).frames) { widget.place(item.widget, in: frame) }
    }
}
