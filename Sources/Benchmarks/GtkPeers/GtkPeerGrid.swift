// The grid of N cells in closed form, for the GTK peers: cell frames, container sizes, the two widths.

/// The grid of N cells (15 px spacing, square cells, C columns) worked out in closed form: what every GTK
/// peer's child allocations are checked against, and what the closed-form placement allocates.
struct GtkPeerGrid: Sendable, Equatable {
    static let spacing = 15.0
    /// The widths the solver benchmark alternates between.
    static let standardWidths = (first: 375, second: 800)

    let count: Int
    let columns: Int

    var rows: Int { (count + columns - 1) / columns }

    /// The cell side for a container width: `(W − 15·(C+1)) / C`.
    func side(width: Int) -> Double {
        (Double(width) - Self.spacing * Double(columns + 1)) / Double(columns)
    }

    /// The exact (fractional) frame of cell `index` for a container width.
    func frame(of index: Int, width: Int) -> (x: Double, y: Double, side: Double) {
        let side = side(width: width)
        let column = Double(index % columns)
        let row = Double(index / columns)
        return (Self.spacing + column * (side + Self.spacing), Self.spacing + row * (side + Self.spacing), side)
    }

    /// The height the container is allocated at: the last row's bottom + 15, rounded up. No peer constrains
    /// it (GTK's layout takes it from the allocation), so it only has to hold the cells.
    func height(width: Int) -> Int {
        Int((Self.spacing + Double(rows) * (side(width: width) + Self.spacing)).rounded(.up))
    }

    /// The two container widths a run alternates between (the build uses the first).
    ///
    /// 375 and 800, as in the solver benchmark, whenever a cell is at least one pixel wide at 375. Wide grids
    /// (C = ⌈√N⌉ from N = 1,000: 15·33 px of spacing alone exceed 375) would need negative sizes, which GTK
    /// cannot allocate (its layout even requires width ≥ 0); they get the widths at which their cells have
    /// the C = 3 grid's sides (105 and 246.67 px), rounded to whole pixels. The systems are the same; only
    /// the numbers in them change.
    var widths: (first: Int, second: Int) {
        let gutters = Self.spacing * Double(columns + 1)
        if gutters + Double(columns) <= Double(Self.standardWidths.first) { return Self.standardWidths }
        let reference = GtkPeerGrid(count: 3, columns: 3)
        func scaled(_ width: Int) -> Int {
            Int((gutters + Double(columns) * reference.side(width: width)).rounded())
        }
        return (scaled(Self.standardWidths.first), scaled(Self.standardWidths.second))
    }

    /// C = 3, or C = ⌈√N⌉.
    static func columns(for count: Int, squareRoot: Bool) -> Int {
        squareRoot ? max(1, Int(Double(count).squareRoot().rounded(.up))) : 3
    }
}
