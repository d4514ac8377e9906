// The ambiguity stepper under way for the selected view, and what it started from.

import Cartography
import GtkKit

/// The stepper through the selected view's other solutions, with the area the root had when it started
/// (another area starts from the solver's own solution again) and the view's frame in that solution.
@MainActor
struct AmbiguityStep {
    /// Nil when the view's constraints fix its frame: nothing to step through.
    let stepper: AmbiguityStepper?
    /// The area shown for the root (the content area at the zoom) when stepping started.
    let rootArea: PixelSize?
    /// The selected view's pixel frame in the solver's own solution.
    let realFrame: PixelRect?

    /// Whether a step shows a solution other than the solver's own.
    var isAway: Bool { stepper?.current != nil }
}
