// A view showing an image, sized by it, as UIImageView.

import Foundation

/// A view showing an image fitted by its ``View/contentMode``, as UIImageView. Its intrinsic size is
/// the image's size in points; without an image it has none.
open class ImageView: View {
    /// Labels and image views ignore touches until told otherwise, as UIKit's.
    override var takesTouchesByDefault: Bool { false }
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

    /// Draws the image fitted into the bounds (a symbol as its placeholder, in the tint).
    open override func draw(in canvas: any DrawingCanvas) {
        guard let image else { return }
        canvas.drawImage(image, in: bounds, contentMode: contentMode, tint: tintColor ?? .systemBlue)
    }
}
