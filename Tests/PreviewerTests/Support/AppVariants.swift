// The variants canvas as replies describe it: the set shown, the zoom, each tile's screen and views.

/// `variants` in a reply.
struct AppVariants: Decodable {
    struct Tile: Decodable {
        var name: String
        var caption: String
        var size: PixelSize
        /// The tile's screen in the window's coordinates (scaled by `scale`).
        var frame: PixelRect
        var scale: Double
        var layoutDirection: String
        var style: String
        var textScale: Double
        var safeArea: [Double]
        var chrome: Bool
        var layoutPasses: Int
        var views: AppView
    }

    var on: Bool
    var set: String
    var zoom: Int
    var bars: Bool
    var problem: String?
    var tiles: [Tile]

    /// The tile called `name`.
    func tile(_ name: String) -> Tile? { tiles.first { $0.name == name } }
}
