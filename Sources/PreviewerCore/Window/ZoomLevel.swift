// The zoom levels the canvas and the variants canvas step through.

/// The zoom levels Ctrl+plus and Ctrl+minus step through, in percent; 100 is one pixel per point.
public enum ZoomLevel {
    public static let percentages = [50, 67, 100, 150, 200, 300]
    /// The variants canvas's levels: its tiles are whole screens, so it zooms out further and never in.
    public static let tilePercentages = [25, 33, 50, 67, 75, 100]

    /// The next level up (`step` 1) or down (-1) from `percent`, staying at the ends.
    public static func stepped(from percent: Int, by step: Int) -> Int {
        let index = percentages.firstIndex(of: percent) ?? percentages.firstIndex(of: 100)!
        return percentages[min(max(index + step, 0), percentages.count - 1)]
    }
}
