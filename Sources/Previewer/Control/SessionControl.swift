// What the control channel asks of a session beyond what the window's own controls do: the waits it replies
// after, and the reports it replies with. The session itself offers only what the app needs.

import Cartography
import Foundation
import GtkKit
import PreviewerCore
import ViewRendering

/// The control channel's hold on a session: the changes it makes and waits for, and the parts of its replies.
@MainActor
struct SessionControl {
    let session: PreviewerSession

    /// Turns exact size on or off and calls `completion` after the next layout pass.
    func setExactSize(_ isOn: Bool, completion: @escaping @MainActor () -> Void) {
        session.renderer.afterNextLayout(completion)
        if session.actions[.exactSize].isOn == isOn {
            session.renderer.setNeedsLayout()
        } else {
            session.setToggle(.exactSize, isOn)
        }
    }

    /// The names GTK holds for the root view's widget and every widget below it (what GTK Inspector shows).
    func widgetNames() -> ControlReply.WidgetNames? {
        session.renderer.widget(for: session.renderer.root).map { ControlReply.WidgetNames($0.nameTree()) }
    }

    /// Scrolls the innermost scroll view under (x, y) of the root view as the wheel does; false when none moved.
    func scroll(atX x: Double, y: Double, dx: Double, dy: Double) -> Bool {
        session.renderer.scroll(at: CGPoint(x: x, y: y), dx: dx, dy: dy)
    }

    /// Runs an `animations` command; `done` runs once the window shows its result.
    func drive(_ request: AnimationsCommand, done: @escaping @MainActor () -> Void) {
        switch request {
        case .pause:
            session.stage.animator.isPaused = true
            done()
        case .play:
            session.stage.animator.isPaused = false
            done()
        case .wait:
            session.stage.animator.whenIdle(done)
        case .step(let fraction):
            session.stage.animator.step(to: fraction, shown: done)
        case .slow(let isOn):
            session.setToggle(.slowAnimations, isOn)
            done()
        }
    }

    /// What the `animations` field of replies says.
    func animationState() -> ControlReply.Animations {
        ControlReply.Animations(
            running: session.stage.animator.runningCount, paused: session.stage.animator.isPaused,
            slow: session.stage.animator.isSlow,
            completed: session.stage.animator.completedCount)
    }

    /// Clicks the right bar button (emits "clicked", as a real click does) and calls `completion` after the
    /// new layout.
    func clickRefresh(completion: @escaping @MainActor () -> Void) {
        // While the variants are shown, after the single preview's layout (under them) and every tile's.
        var remaining = session.variants.isOn ? 2 : 1
        let done: @MainActor () -> Void = {
            remaining -= 1
            if remaining == 0 { completion() }
        }
        session.renderer.afterNextLayout(done)
        if session.variants.isOn { session.variants.afterNextLayout(done) }
        session.window.header.refreshButton.emitClicked()
    }

    /// Turns the debug overlay on or off, then calls
    /// `completion(true)` once the window shows it: after the overlay's next drawing when turning it on, after
    /// the next frame when turning it off. Calls `completion(false)` if that takes over `timeoutMilliseconds`.
    func setDebugOverlay(
        _ isOn: Bool, timeoutMilliseconds: Int = 3000, completion: @escaping @MainActor (Bool) -> Void
    ) {
        session.setToggle(.debug, isOn)
        var pending: (@MainActor (Bool) -> Void)? = completion
        let timer = MainLoop.after(milliseconds: timeoutMilliseconds) {
            pending?(false)
            pending = nil
        }
        let done: @MainActor () -> Void = {
            timer.cancel()
            pending?(true)
            pending = nil
        }
        if isOn {
            session.stage.debugOverlay.afterNextDraw(done)
        } else {
            session.window.afterNextFrame(done)
        }
    }

    /// The layout report at the root's current size, as the report pane shows it.
    func explain() -> String {
        session.reportText()
    }

    /// The counters `stats` reports.
    func stats() -> ControlReply.Stats {
        let engine = session.document.engineStatistics
        return ControlReply.Stats(
            layoutPasses: session.renderer.layoutPasses, layoutRebuilds: session.document.counters.rebuilds,
            layoutSolves: session.document.counters.solves, widgetsCreated: session.renderer.widgetsCreated,
            engineSyncs: engine.syncs, constraintsAdded: engine.constraintsAdded,
            constraintsRemoved: engine.constraintsRemoved, solverRebuilds: engine.solver.rebuilds,
            rootSizeSuggestions: engine.rootSizeSuggestions, rssKiB: ProcessMemory.residentKiB(),
            sourceProblem: session.window.sourceProblem.problem, reloads: session.run.liveReload?.count,
            lastReload: session.run.liveReload?.last,
            restartedBecause: session.run.restartedBecause, placementPasses: session.renderer.placementPasses,
            runningAnimations: session.stage.animator.runningCount)
    }

    /// Turns the canvas on or off through `app.variants` (so its button and menu item follow), then calls
    /// `completion` once the content area was given its new child.
    func setVariantsShown(_ isOn: Bool, completion: @escaping @MainActor () -> Void) {
        if session.actions[.variants].isOn == isOn { return completion() }
        session.setToggle(.variants, isOn)
        completion()
    }
}
