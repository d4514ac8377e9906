// The variants canvas in a control reply: the set shown, the zoom, each tile's screen and views.

/// The variants canvas: `variants` replies, and every reply with frames while it is shown.
public struct VariantsReply: Codable, Equatable, Sendable {
    /// One tile: its variant, where its screen is drawn, and the frames of its own views.
    public struct Tile: Codable, Equatable, Sendable {
        public var name: String
        public var caption: String
        /// The variant's size: the root's, in points.
        public var size: FrameReport.Size
        /// The screen (the root, scaled by `scale`) in the window's coordinates.
        public var frame: FrameReport.Rect
        public var scale: Double
        /// `ltr` or `rtl`; `light` or `dark`; text scale (1 for 100 %).
        public var layoutDirection: String
        public var style: String
        public var textScale: Double
        /// The root's safe area: top, left, bottom, right.
        public var safeArea: [Double]
        /// Whether the device's bars are drawn over the tile.
        public var chrome: Bool
        /// Times the tile's root was laid out.
        public var layoutPasses: Int
        /// The tile's view tree, in its root's coordinates (unscaled).
        public var views: FrameReport.ViewNode

        public init(
            name: String, caption: String, size: FrameReport.Size, frame: FrameReport.Rect, scale: Double,
            layoutDirection: String, style: String, textScale: Double, safeArea: [Double], chrome: Bool,
            layoutPasses: Int, views: FrameReport.ViewNode
        ) {
            self.name = name
            self.caption = caption
            self.size = size
            self.frame = frame
            self.scale = scale
            self.layoutDirection = layoutDirection
            self.style = style
            self.textScale = textScale
            self.safeArea = safeArea
            self.chrome = chrome
            self.layoutPasses = layoutPasses
            self.views = views
        }
    }

    /// Whether the canvas is shown, the set it shows, its zoom in percent and whether bars are drawn.
    public var on: Bool
    public var set: String
    public var zoom: Int
    public var bars: Bool
    /// Why the canvas shows nothing, if it does not.
    public var problem: String?
    public var tiles: [Tile]
    /// The field a size is typed in, in the window's coordinates, and why the text typed there was refused.
    public var sizeField: FrameReport.Rect?
    public var sizeProblem: String?

    public init(
        on: Bool, set: String, zoom: Int, bars: Bool, problem: String?, tiles: [Tile],
        sizeField: FrameReport.Rect? = nil, sizeProblem: String? = nil
    ) {
        self.on = on
        self.set = set
        self.zoom = zoom
        self.bars = bars
        self.problem = problem
        self.tiles = tiles
        self.sizeField = sizeField
        self.sizeProblem = sizeProblem
    }

    /// The tile called `name`.
    public func tile(_ name: String) -> Tile? { tiles.first { $0.name == name } }
}
