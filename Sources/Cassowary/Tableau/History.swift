// How far the rounding bounds the rows carry have grown: past a limit, the tableau is rebuilt.

extension Tableau {
    /// Counts a coefficient kept, or a divisor used, with a history of `history` times its own size
    /// (`Tolerance.relativeHistory`) in `worstHistory`, if it is beyond `historyLimit`.
    @inline(__always)
    mutating func noteHistory(_ history: Double) {
        if history > historyLimit && history > worstHistory { worstHistory = history }
    }
}
