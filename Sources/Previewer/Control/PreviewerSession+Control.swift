// What the control channel asks of a session beyond what the window's own controls do: the waits it replies
// after, and the reports it replies with. The app's own code does not call these.

import Cartography
import Foundation
import GtkKit
import PreviewerCore
import ViewRendering

extension PreviewerSession {
    /// Turns exact size on or off and calls `completion` after the next layout pass.
    func setExactSize(_ isOn: Bool, completion: @escaping @MainActor () -> Void) {
        renderer.afterNextLayout(completion)
        if actions[.exactSize].isOn == isOn {
            renderer.setNeedsLayout()
        } else {
            setToggle(.exactSize, isOn)
        }
    }

    /// The names GTK holds for the root view's widget and every widget below it (what GTK Inspector shows).
    func widgetNames() -> ControlReply.WidgetNames? {
        renderer.widget(for: renderer.root).map { ControlReply.WidgetNames($0.nameTree()) }
    }

    /// Scrolls the innermost scroll view under (x, y) of the root view as the wheel does; false when none moved.
    func scroll(atX x: Double, y: Double, dx: Double, dy: Double) -> Bool {
        renderer.scroll(at: CGPoint(x: x, y: y), dx: dx, dy: dy)
    }

    /// Runs an `animations` command; `done` runs once the window shows its result.
    func drive(_ request: AnimationsCommand, done: @escaping @MainActor () -> Void) {
        switch request {
        case .pause:
            stage.animator.isPaused = true
            done()
        case .play:
            stage.animator.isPaused = false
            done()
        case .wait:
            stage.animator.whenIdle(done)
        case .step(let fraction):
            stage.animator.step(to: fraction, shown: done)
        case .slow(let isOn):
            setToggle(.slowAnimations, isOn)
            done()
        }
    }

    /// What the `animations` field of replies says.
    func animationState() -> ControlReply.Animations {
        ControlReply.Animations(
            running: stage.animator.runningCount, paused: stage.animator.isPaused, slow: stage.animator.isSlow,
            completed: stage.animator.completedCount)
    }

    /// Clicks the right bar button (emits "clicked", as a real click does) and calls `completion` after the
    /// new layout.
    func clickRefresh(completion: @escaping @MainActor () -> Void) {
        // While the variants are shown, after the single preview's layout (under them) and every tile's.
        var remaining = variants.isOn ? 2 : 1
        let done: @MainActor () -> Void = {
            remaining -= 1
            if remaining == 0 { completion() }
        }
        renderer.afterNextLayout(done)
        if variants.isOn { variants.afterNextLayout(done) }
        window.header.refreshButton.emitClicked()
    }

    /// Turns the debug overlay on or off, then calls
    /// `completion(true)` once the window shows it: after the overlay's next drawing when turning it on, after
    /// the next frame when turning it off. Calls `completion(false)` if that takes over `timeoutMilliseconds`.
    func setDebugOverlay(
        _ isOn: Bool, timeoutMilliseconds: Int = 3000, completion: @escaping @MainActor (Bool) -> Void
    ) {
        setToggle(.debug, isOn)
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
            stage.debugOverlay.afterNextDraw(done)
        } else {
            window.afterNextFrame(done)
        }
    }

    /// The layout report at the root's current size, as the report pane shows it.
    func explain() -> String {
        reportText()
    }

    /// The counters `stats` reports.
    func stats() -> ControlReply.Stats {
        let engine = document.engineStatistics
        return ControlReply.Stats(
            layoutPasses: renderer.layoutPasses, layoutRebuilds: document.counters.rebuilds,
            layoutSolves: document.counters.solves, widgetsCreated: renderer.widgetsCreated,
            engineSyncs: engine.syncs, constraintsAdded: engine.constraintsAdded,
            constraintsRemoved: engine.constraintsRemoved, solverRebuilds: engine.solver.rebuilds,
            rootSizeSuggestions: engine.rootSizeSuggestions, rssKiB: ProcessMemory.residentKiB(),
            sourceProblem: window.sourceProblem.problem, reloads: run.liveReload?.count,
            lastReload: run.liveReload?.last,
            restartedBecause: run.restartedBecause, placementPasses: renderer.placementPasses,
            runningAnimations: stage.animator.runningCount)
    }
}
