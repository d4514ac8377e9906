// A view showing an image, sized by it, as UIImageView.

import Foundation

/// A view showing an image fitted by its ``View/contentMode``, as UIImageView. Its intrinsic size is
/// the image's size in points; without an image it has none.
open class ImageView: View {
    /// The image shown.
    public var image: Image? {
        didSet {
            if image !== oldValue {
                invalidateIntrinsicContentSize()
                setNeedsDisplay()
            }
        }
    }

    /// Creates an image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An image view as large as its image, as UIKit's `init(image:)`.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size, or no intrinsic metric without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }

    /// Draws the image fitted into the bounds; a symbol as a placeholder: a rounded square outlined in
    /// its tint (the image's, else the view's) with the symbol's name inside.
    open override func draw(in canvas: any DrawingCanvas) {
        guard let image else { return }
        guard image.format == .symbol else {
            canvas.drawImage(image, in: bounds, contentMode: contentMode)
            return
        }
        let color = image.isTemplate ? image.tintColor ?? tintColor ?? .systemBlue : .black
        let rect = contentMode.rect(forContentOfSize: image.size, in: bounds)
        canvas.fill(rect, cornerRadius: rect.width / 5, color: color.withAlphaComponent(0.15))
        canvas.stroke(rect, cornerRadius: rect.width / 5, lineWidth: 1, color: color)
        let style = TextStyle(
            font: .systemFont(ofSize: max(4, min(rect.height / 3, 10))), color: color, alignment: .center,
            numberOfLines: 2, lineBreakMode: .byCharWrapping)
        let measured = TextMeasurers.current.measure(image.symbolName ?? "", style: style, width: rect.width)
        canvas.drawText(
            image.symbolName ?? "",
            in: CGRect(
                x: rect.minX, y: rect.midY - measured.size.height / 2, width: rect.width, height: measured.size.height),
            style: style)
    }
}
