// The child-process side of a nested-tree measurement: a shown window, one build, timed resizes or switches.

import Cartography
import Foundation
import GtkKit
import ViewRendering

/// Runs a job in this process and writes one result per line to the output file as soon as it is known
/// (the lines of `GtkPeerChild`: `ready`, `phase`, `build`, `resize`, `check`, `fail`, `peak`, `done`), plus
/// `cpu <s>` after each resize (its thread CPU time), `frames <width> <digest>` once per width, and for a switch `switch <s>`, `screen <s>` and `created <n>`.
@MainActor
enum NestedTreeChild {
    static func run(_ job: NestedTreeJob, outputPath: String) -> Int32 {
        guard let output = FileHandle(forWritingAtPath: outputPath) else { return 2 }
        let write: (String) -> Void = { line in try? output.write(contentsOf: Data((line + "\n").utf8)) }
        Toolkit.setEnvironmentDefault("GTK_A11Y", "none")
        // Nothing is drawn during the resizes; cairo keeps GL's memory and threads out of the numbers.
        Toolkit.setEnvironmentDefault("GSK_RENDERER", "cairo")
        guard Toolkit.openDisplay() else {
            write("fail no display")
            return 3
        }
        // A window needs an application in GtkKit; the whole measurement runs in its activation.
        let application = Application(id: "org.cartography.benchmarks.tree")
        application.onActivate {
            let host = NestedTreeHost(application: application)
            let status = measure(job, in: host, write: write)
            write("peak \(peakResidentKiB() ?? 0)")
            write("done")
            // Straight out, as the grid's child does: tearing the window down would only run the widgets'
            // callbacks after the renderer or closed form that owns them is gone.
            exit(status)
        }
        return application.run(arguments: [CommandLine.arguments[0]])
    }

    private static func measure(_ job: NestedTreeJob, in host: NestedTreeHost, write: (String) -> Void) -> Int32 {
        guard NestedTreeHost.pumpMainLoop(until: { host.window.allocatedSize.width > 0 }) else {
            write("fail the window was not shown within 10 s")
            return 4
        }
        switch job.kind {
        case .ourRenderer, .closedForm: return measureResizes(job, in: host, write: write)
        case .previewSwitch: return measureSwitches(job, in: host, write: write)
        }
    }

    /// One placement of the tree, as the check reads it back.
    private struct Placed {
        let top: Widget
        let widgets: () -> [Widget]
        /// Keeps the renderer or the closed form (and so the callbacks' owners) alive.
        let owner: AnyObject
    }

    private static func place(
        _ kind: NestedTreeJob.Kind, _ shape: NestedTreeShape, clock: inout GtkPeerPhaseClock
    ) -> Placed {
        if kind == .closedForm {
            let tree = NestedTreeClosedForm(shape: shape)
            clock.lap("widgets")
            return Placed(top: tree.widget, widgets: { tree.viewWidgets }, owner: tree)
        }
        let root = NestedTreeViews.make(shape)
        clock.lap("views")
        let renderer = ViewRenderer(root: root)
        clock.lap("renderer")
        return Placed(top: renderer.widget, widgets: { widgetsDepthFirst(renderer) }, owner: renderer)
    }

    /// Build: the tree's views and constraints (ours) or widgets and callbacks (closed form), into the
    /// window, measured and allocated at the first width. Resize: one allocation at the other width.
    private static func measureResizes(
        _ job: NestedTreeJob, in host: NestedTreeHost, write: (String) -> Void
    ) -> Int32 {
        let widths = NestedTreeShape.widths
        // A small tree first pays for class initialisation and first-use costs outside the timed build.
        var warmUpClock = GtkPeerPhaseClock()
        let warmUp = place(job.kind, NestedTreeShape(views: 31), clock: &warmUpClock)
        host.show(warmUp.top)
        for width in [widths.first, widths.second] {
            host.allocate(width: width, height: host.measureHeight(width: width))
        }
        host.waitForNextFrame()
        write("ready \(peakResidentKiB() ?? 0)")

        let shape = NestedTreeShape(views: job.views)
        var clock = GtkPeerPhaseClock()
        let start = now()
        let placed = place(job.kind, shape, clock: &clock)
        host.show(placed.top)
        let height = host.measureHeight(width: widths.first)
        clock.lap("measure")
        host.allocate(width: widths.first, height: height)
        clock.lap("allocate")
        let build = now() - start
        for lap in clock.laps { write("phase \(lap.name) \(lap.seconds)") }
        write("build \(build)")
        guard height == shape.fittingHeight else {
            write("fail measured height \(height), expected \(shape.fittingHeight)")
            return 1
        }
        var deviation = 0
        var failure = check(placed, shape, width: widths.first, write: write, digest: true, deviation: &deviation)
        var spent = 0.0
        var round = 0
        while failure == nil && round < job.rounds && spent < job.resizeBudget {
            let width = round % 2 == 0 ? widths.second : widths.first
            let cpuBegin = threadCPUTime()
            let begin = now()
            host.allocate(width: width, height: height)
            let elapsed = now() - begin
            let cpu = threadCPUTime() - cpuBegin
            spent += elapsed
            write("resize \(elapsed)")
            write("cpu \(cpu)")
            failure = check(placed, shape, width: width, write: write, digest: round == 0, deviation: &deviation)
            round += 1
        }
        write("check \(deviation)")
        withExtendedLifetime(placed.owner) {}
        withExtendedLifetime(warmUp.owner) {}
        return failure == nil ? 0 : 1
    }

    /// Shows one tree, then switches between two of about `job.views` views each, as the previewer's sidebar
    /// does: the preview's body makes a new tree, the renderer shows it (the old tree goes), and the next
    /// layout pass (measure and allocate, as the window's) syncs the widgets and places them. Timed to the
    /// end of that pass (`switch`), and to the end of the next frame painted (`screen`).
    private static func measureSwitches(
        _ job: NestedTreeJob, in host: NestedTreeHost, write: (String) -> Void
    ) -> Int32 {
        let width = NestedTreeShape.widths.first
        let shapes = [
            NestedTreeShape(views: job.views),
            NestedTreeShape(views: job.views, rowsPerSection: 12, labelFraction: 0.4),
        ]
        write("ready \(peakResidentKiB() ?? 0)")
        let start = now()
        let renderer = ViewRenderer(root: NestedTreeViews.make(shapes[0]))
        host.show(renderer.widget)
        host.allocate(width: width, height: host.measureHeight(width: width))
        write("build \(now() - start)")
        host.waitForNextFrame()
        var failure: String?
        var spent = 0.0
        var round = 0
        var createdAfterFirstSwitches: Int?
        while failure == nil && round < job.rounds && spent < job.resizeBudget {
            let shape = shapes[(round + 1) % 2]
            let begin = now()
            let (made, shown, laidOut) = switchPreview(of: renderer, to: shape, in: host, width: width)
            host.waitForNextFrame()
            let painted = now()
            spent += laidOut - begin
            write("phase body \(made - begin)")
            write("phase show \(shown - made)")
            write("phase layout \(laidOut - shown)")
            write("switch \(laidOut - begin)")
            write("screen \(painted - begin)")
            let widgets = widgetsDepthFirst(renderer)
            failure = NestedTreeCheck.compare(widgets, in: renderer.widget, with: shape, width: width).failure
            // Once each tree was shown, the widgets of the one before are enough for the next.
            if round == 1 { createdAfterFirstSwitches = renderer.widgetsCreated }
            round += 1
        }
        write("created \(renderer.widgetsCreated)")
        if let failure { write("fail \(failure)") }
        if let created = createdAfterFirstSwitches, renderer.widgetsCreated != created {
            write("fail switches made \(renderer.widgetsCreated - created) widgets after both trees were shown")
            return 1
        }
        return failure == nil ? 0 : 1
    }

    /// The timed part of a switch: the body, `show(_:)`, the layout pass; returns when each step ended.
    /// Never inlined, so that a profiler can count this function alone (callgrind's `--toggle-collect`).
    @inline(never)
    private static func switchPreview(
        of renderer: ViewRenderer, to shape: NestedTreeShape, in host: NestedTreeHost, width: Int
    ) -> (made: Double, shown: Double, laidOut: Double) {
        let root = NestedTreeViews.make(shape)
        let made = now()
        renderer.show(root)
        let shown = now()
        host.allocate(width: width, height: host.measureHeight(width: width))
        return (made, shown, now())
    }

    /// Compares the placement with the closed-form frames; writes the digest when asked, the failure if any,
    /// and keeps the largest difference in pixels.
    private static func check(
        _ placed: Placed, _ shape: NestedTreeShape, width: Int, write: (String) -> Void, digest: Bool,
        deviation: inout Int
    ) -> String? {
        let check = NestedTreeCheck.compare(placed.widgets(), in: placed.top, with: shape, width: width)
        deviation = max(deviation, check.deviation)
        if digest { write("frames \(width) \(String(check.digest, radix: 16))") }
        if let failure = check.failure { write("fail \(failure)") }
        return check.failure
    }

    /// The renderer's widget of every view, depth first (a view, then its subviews in order).
    private static func widgetsDepthFirst(_ renderer: ViewRenderer) -> [Widget] {
        var widgets: [Widget] = []
        var stack = [renderer.root]
        while let view = stack.popLast() {
            if let widget = renderer.widget(for: view) { widgets.append(widget) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return widgets
    }
}
