// Pixel sizes and rectangles, as GTK allocates them, and the rule that snaps layout frames to pixels.

/// A size in whole pixels.
public struct PixelSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Makes a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `WxH`, as the command line writes it.
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle in whole pixels, relative to some widget's top-left corner.
public struct PixelRect: Equatable, Hashable, Sendable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width; never negative.
    public var width: Int
    /// The height; never negative.
    public var height: Int

    /// Makes a rectangle.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Snaps a fractional frame to pixels by rounding each edge and deriving the size from the rounded edges.
    ///
    /// Rounding the width instead would let two frames that share an edge overlap, or leave a one-pixel gap,
    /// depending on where they start; rounding edges makes a shared edge land on one pixel boundary for both.
    ///
    /// ```swift
    /// PixelRect(snapping: 0.5, y: 0, width: 99.4, height: 10)  // x 1, width 99 (edges 0.5 → 1, 99.9 → 100)
    /// ```
    ///
    /// A hairline (a size above zero that rounds to none, such as a table's 0.5-point separator) keeps one
    /// pixel, as iOS draws a thinner-than-a-pixel line on at least one device pixel: otherwise it would show or
    /// vanish depending on where it starts.
    ///
    /// Inlinable: the renderer snaps every view's frame on every resize, and the calls across modules were a
    /// quarter of its instructions there.
    @inlinable
    public init(snapping x: Double, y: Double, width: Double, height: Double) {
        let left = Self.pixel(x)
        let top = Self.pixel(y)
        let right = Self.pixel(x + width)
        let bottom = Self.pixel(y + height)
        let snappedWidth = right > left ? right - left : width > 0 ? 1 : 0
        let snappedHeight = bottom > top ? bottom - top : height > 0 ? 1 : 0
        self.init(x: left, y: top, width: snappedWidth, height: snappedHeight)
    }

    /// The rectangle moved by (dx, dy).
    @inlinable
    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The right edge.
    public var maxX: Int { x + width }
    /// The bottom edge.
    public var maxY: Int { y + height }

    /// The edge to the nearest millionth of a pixel (see `denoised`), then to the nearest pixel, halves away from
    /// zero. Exactly `Int(denoised(edge).rounded())`, in integer arithmetic: `rounded()` is a call into libm on
    /// this target, and the two calls per edge were 40 % of the renderer's snapping (callgrind, 10,000 views).
    @usableFromInline @inline(__always)
    static func pixel(_ edge: Double) -> Int {
        guard edge.isFinite else { return 0 }
        // Both roundings are symmetric about zero, so the magnitude is rounded and the sign put back.
        // Clamped so a runaway layout cannot trap the conversion; GTK cannot allocate beyond this anyway.
        let magnitude = min(abs(edge), 1_000_000)
        let millionths = UInt(roundedHalfAwayFromZero(magnitude * 1_000_000))
        // millionths / 10⁶ to the nearest integer, halves up; the quotient of the floating-point division the
        // rule was written with is never within rounding of a half unless it is one, so it rounds alike.
        let pixels = Int((millionths + 500_000) / 1_000_000)
        return edge < 0 ? -pixels : pixels
    }

    /// `Int(value.rounded())` for |value| < 2⁶³, without libm: the conversion truncates toward zero, and the
    /// fraction left over is exact (both parts are multiples of the value's last bit), so comparing it with
    /// one half decides as `rounded()` does, also for 0.49999999999999994, where adding 0.5 first would not.
    @usableFromInline @inline(__always)
    static func roundedHalfAwayFromZero(_ value: Double) -> Int {
        let truncated = Int(value)
        let fraction = value - Double(truncated)
        return fraction >= 0.5 ? truncated + 1 : fraction <= -0.5 ? truncated - 1 : truncated
    }

    /// The value to the nearest millionth of a pixel: a layout computed in floating point gives edges
    /// such as 95.49999999999999 for 95.5, which would round the wrong way and leave a 1-pixel gap.
    public static func denoised(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }
}

/// The axis GTK measures along.
public enum Orientation: Sendable {
    /// Widths.
    case horizontal
    /// Heights.
    case vertical
}

/// A widget's minimum and natural size along one axis.
public struct SizeRequest: Equatable, Sendable {
    /// The smallest size the widget can be given.
    public var minimum: Int
    /// The size the widget would like.
    public var natural: Int

    /// Makes a request; a natural size below the minimum is raised to it.
    public init(minimum: Int, natural: Int) {
        self.minimum = max(0, minimum)
        self.natural = max(self.minimum, natural)
    }

    /// A request for nothing.
    public static let zero = SizeRequest(minimum: 0, natural: 0)
}
