// The one door from the solver into numerical recovery: the points where it runs, and what runs there.

/// The points of a solver operation at which recovery runs (see `Solver.recover(at:)` and
/// `HowTheSolverWorks.md`, "When rounding goes wrong").
enum RecoveryPoint {
    /// Before an add or a query: a rebuild that is due is made now.
    case beforeUse
    /// Before an incremental step (a suggestion, a removal): a tableau due for a rebuild skips the step,
    /// which the rebuild includes, since it adds the records as they are then.
    case beforeIncrementalStep
    /// After a change was committed: an ill-conditioned tableau has its next read check the required
    /// constraints.
    case afterChange
    /// After a constraint left the tableau incrementally: the next read checks the residue it left.
    case afterIncrementalRemoval
    /// The tableau no longer stands for the records (a required equality was removed, or an edit has no
    /// row): it is rebuilt before its next use.
    case rebuildDue
    /// A step outside a transaction broke down: the tableau is rebuilt now, and the recovery counted.
    case afterBreakdown
    /// An add in the open transaction was refused: the values of `held` are refined in its place, and the
    /// answer is whether anything moved (the add is then tried again; see `AddRung`).
    case beforeRetryingRefused(held: [ConstraintRecord?])
    /// Before the values are written: the checks the changes since the last read asked for.
    case beforeRead
}

extension Solver {
    /// Runs the recovery due at `point`. Returns false at `.beforeIncrementalStep` when the tableau is due
    /// for a rebuild (the step is skipped), and at `.beforeRetryingRefused` when refining moved nothing;
    /// true otherwise.
    ///
    /// Inlined: at the points a resize passes (a suggestion, a read) what it costs is a comparison or two.
    @inline(__always) @discardableResult
    func recover(at point: RecoveryPoint) -> Bool {
        switch point {
        case .beforeUse:
            scheduleRebuildIfHistoryOutgrown()
            if needsRebuild { rebuild() }
        case .beforeIncrementalStep:
            scheduleRebuildIfHistoryOutgrown()
            return !needsRebuild
        case .afterChange:
            if tableau.conditioning.worstHistory > Tolerance.historyLimit { needsResidualCheck = true }
        case .afterIncrementalRemoval:
            needsResidualCheck = true
        case .rebuildDue:
            needsRebuild = true
        case .afterBreakdown:
            counts.recoveries += 1
            rebuild()
        case .beforeRetryingRefused(let held):
            return refineForRetry(held)
        case .beforeRead:
            scheduleRebuildIfHistoryOutgrown()
            if needsRebuild { rebuild() }
            if needsResidualCheck {
                repairResidueIfNeeded()
            } else if tableau.conditioning.largestConstantComputed > Tolerance.growth
                * tableau.conditioning.largestForcedValue
            {
                refineIfValuesShrank()
            }
        }
        return true
    }
}
