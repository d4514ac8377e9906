// An image file the host draws: its path, format and size in points, as UIImage.

import Foundation
import Synchronization

/// An image, as UIImage: a PNG or JPEG file whose size the library reads from the file's header, and
/// whose pixels the host loads from ``path`` to draw it (the previewer uses GdkTexture).
///
/// ```swift
/// let artwork = UIImage(named: "artwork")   // artwork.png, artwork@2x.png, artwork.jpg… in the search paths
/// let photo = UIImage(contentsOfFile: "/tmp/photo.jpeg")
/// ```
/// Both return nil, as UIKit does, for a file that does not exist or is not a PNG or JPEG.
public final class Image: Sendable, CustomStringConvertible {
    /// The file's format.
    public enum Format: Sendable {
        /// PNG or JPEG, told by the file's first bytes.
        case png, jpeg
        /// An SF Symbol (``init(systemName:)``): no file; hosts draw a labelled placeholder.
        case symbol
    }

    /// How an image is drawn: in its own colours or as a template in the tint, as UIImage.RenderingMode.
    public enum RenderingMode: Int, Sendable {
        /// The image's choice: original for files, template for symbols.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// Its shape in the tint colour.
        case alwaysTemplate
    }

    /// The file the image was read from.
    public let path: String
    /// PNG or JPEG.
    public let format: Format
    /// The size in pixels.
    public let pixelSize: CGSize
    /// Pixels per point: 2 for a file named `name@2x.png`, 3 for `@3x`, else 1.
    public let scale: CGFloat
    /// The SF Symbol's name, for an image made by ``init(systemName:)``; nil for a file.
    public let symbolName: String?
    /// The colour the image is drawn in (``withTintColor(_:)``); nil for the image view's tint.
    public let tintColor: Color?
    /// How the image is drawn (``withRenderingMode(_:)``).
    public let renderingMode: RenderingMode

    /// Whether the image is drawn as a shape in a tint: a template, or a symbol not asked to be original.
    public var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && format == .symbol)
    }

    /// The size in points: the pixel size divided by the scale. An image view's intrinsic size.
    public var size: CGSize {
        CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
    }

    /// The image in the file at `path`, or nil if it does not exist or is not a PNG or JPEG. The scale
    /// comes from an `@2x` or `@3x` suffix of the file name.
    public init?(contentsOfFile path: String) {
        guard let header = ImageHeader.read(contentsOfFile: path) else { return nil }
        self.path = path
        format = header.format == .png ? .png : .jpeg
        pixelSize = CGSize(width: header.pixelWidth, height: header.pixelHeight)
        scale = Image.scale(ofFileNamed: (path as NSString).lastPathComponent)
        symbolName = nil
        tintColor = nil
        renderingMode = .automatic
    }

    /// A copy with another tint or rendering mode.
    init(copying image: Image, tintColor: Color?, renderingMode: RenderingMode) {
        path = image.path
        format = image.format
        pixelSize = image.pixelSize
        scale = image.scale
        symbolName = image.symbolName
        self.tintColor = tintColor
        self.renderingMode = renderingMode
    }

    /// A symbol's placeholder: `side` points square.
    init(symbolName: String, side: CGFloat) {
        path = ""
        format = .symbol
        pixelSize = CGSize(width: side, height: side)
        scale = 1
        self.symbolName = symbolName
        tintColor = nil
        renderingMode = .automatic
    }

    /// The image called `name` in the first of ``searchPaths`` that has it, or nil. A name without
    /// an extension tries `name.png`, `name@2x.png`, `name@3x.png`, `name.jpg`, `name.jpeg`, in that
    /// order (UIKit's asset catalog lookup has no equivalent here).
    public convenience init?(named name: String) {
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        let candidates =
            hasExtension
            ? [name]
            : ["png", "@2x.png", "@3x.png", "jpg", "jpeg"].map { $0.hasPrefix("@") ? name + $0 : "\(name).\($0)" }
        for directory in Image.searchPaths {
            for candidate in candidates {
                let path = (directory as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }

    private static let storedSearchPaths = Mutex<[String]>(
        [FileManager.default.currentDirectoryPath, Bundle.main.resourcePath].compactMap { $0 })

    /// Where ``init(named:)`` looks, in order: the current directory and the main bundle's resources by
    /// default; hosts and tests set their own.
    public static var searchPaths: [String] {
        get { storedSearchPaths.withLock { $0 } }
        set { storedSearchPaths.withLock { $0 = newValue } }
    }

    private static func scale(ofFileNamed name: String) -> CGFloat {
        let stem = (name as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// `artwork.png 60 × 60 @2x`; `symbol heart.fill 20 × 20` for a symbol.
    public var description: String {
        if let symbolName {
            return "symbol \(symbolName) \(formatConstant(size.width)) × \(formatConstant(size.height))"
        }
        let scaleText = scale == 1 ? "" : " @\(formatConstant(scale))x"
        return
            "\((path as NSString).lastPathComponent) \(formatConstant(size.width)) × \(formatConstant(size.height))\(scaleText)"
    }
}
