// How far a picture may be from its golden reference and still pass `--verify`.

/// How far a picture may be from its reference and still pass: the colour distance under which a pixel
/// counts as the same, and the share of pixels that may differ by more (anti-aliased text edges that another
/// machine's font rasteriser places differently).
public struct ImageTolerance: Equatable, Sendable {
    /// CIEDE2000 ΔE₀₀ a pixel may be off by: 2.3 is a just noticeable difference, so a rounding of ±1 per
    /// channel (ΔE₀₀ under 1 on any colour) passes, while a colour a person would call different does not.
    public static let defaultDeltaE = 2.3
    /// The share of pixels, in percent, allowed to differ by more than `deltaE`.
    public static let defaultDifferingPercent = 0.1

    /// The colour distance a pixel may be off by.
    public var deltaE = defaultDeltaE
    /// The percentage of pixels that may be off by more than `deltaE`.
    public var differingPercent = defaultDifferingPercent

    /// A tolerance; the defaults are `--verify`'s.
    public init(deltaE: Double = defaultDeltaE, differingPercent: Double = defaultDifferingPercent) {
        self.deltaE = deltaE
        self.differingPercent = differingPercent
    }
}
