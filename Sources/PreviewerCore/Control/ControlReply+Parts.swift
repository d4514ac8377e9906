// The parts of a control reply that one or two commands carry: counters, animations, overlay, widgets, search.

extension ControlReply {
    /// Counters for `stats`.
    public struct Stats: Codable, Equatable, Sendable {
        /// Times the root view was laid out (GTK allocated it).
        public var layoutPasses: Int
        /// Times the layout source rebuilt its views and constraints.
        public var layoutRebuilds: Int
        /// Times the layout source solved the layout for a root size.
        public var layoutSolves: Int
        /// View widgets made since start-up: views added to the tree may take spare ones, resizes never make any.
        public var widgetsCreated: Int
        /// Times the layout engine brought its solver in step with changed views or constraints
        /// (start-up and refreshes; a resize is only a suggestion and does not count).
        public var engineSyncs: Int
        /// Layout constraints added to, and removed from, the solver since start-up.
        public var constraintsAdded: Int
        public var constraintsRemoved: Int
        /// Times the solver rebuilt its tableau (after required constraints were removed, on refresh).
        public var solverRebuilds: Int
        /// Times the root view's size was suggested to the solver.
        public var rootSizeSuggestions: Int
        /// Resident memory, from /proc/self/statm.
        public var rssKiB: Int?
        /// Why the user's files (`--source`) are not shown, as the window's banner says; absent when they are.
        public var sourceProblem: String?
        /// Reloads of the user's code since the first start (saves rebuilt, whatever their outcome); absent
        /// without `--source` or `--package`.
        public var reloads: Int?
        /// The last reload's outcome and timing.
        public var lastReload: ReloadRecord?
        /// Why the previewer restarted itself (a crash's signal, many reloads), if it did.
        public var restartedBecause: String?
        /// Passes that only moved widgets for animation frames (nothing laid out), and animations playing now.
        public var placementPasses: Int
        public var runningAnimations: Int

        public init(
            layoutPasses: Int, layoutRebuilds: Int, layoutSolves: Int, widgetsCreated: Int, engineSyncs: Int,
            constraintsAdded: Int, constraintsRemoved: Int, solverRebuilds: Int, rootSizeSuggestions: Int,
            rssKiB: Int?, sourceProblem: String?, reloads: Int?, lastReload: ReloadRecord?,
            restartedBecause: String?, placementPasses: Int, runningAnimations: Int
        ) {
            self.layoutPasses = layoutPasses
            self.layoutRebuilds = layoutRebuilds
            self.layoutSolves = layoutSolves
            self.widgetsCreated = widgetsCreated
            self.engineSyncs = engineSyncs
            self.constraintsAdded = constraintsAdded
            self.constraintsRemoved = constraintsRemoved
            self.solverRebuilds = solverRebuilds
            self.rootSizeSuggestions = rootSizeSuggestions
            self.rssKiB = rssKiB
            self.sourceProblem = sourceProblem
            self.reloads = reloads
            self.lastReload = lastReload
            self.restartedBecause = restartedBecause
            self.placementPasses = placementPasses
            self.runningAnimations = runningAnimations
        }
    }

    /// The animations being played, in the replies that carry `frames` and in `animations` replies.
    public struct Animations: Codable, Equatable, Sendable {
        /// Animations playing (or waiting for their delay): the widgets are between the old and new frames,
        /// while `layoutFrame` already says where they go.
        public var running: Int
        /// Whether time stands still (`animations pause` or `step`) until `animations play`.
        public var paused: Bool
        /// Whether animations play ten times slower (Ctrl+T, `--slow-animations`, `animations slow on`).
        public var slow: Bool
        /// Animations whose completion has run since start-up.
        public var completed: Int

        public init(running: Int, paused: Bool, slow: Bool, completed: Int) {
            self.running = running
            self.paused = paused
            self.slow = slow
            self.completed = completed
        }
    }

    /// What the debug overlay shows, in the replies that carry `frames` (`frames`, `resize`, `refresh`, `debug`)
    /// while it is on.
    public struct Overlay: Codable, Equatable, Sendable {
        /// The colour of every view's outline, `#FF00FF`: 1 px on the outermost pixels of each frame.
        public var outlineColor: String
        /// Views outlined (the root, the container and the cells) and constraint marks drawn.
        public var outlines: Int
        public var constraints: Int
        /// Conflicts, ambiguous views and broken (non-required, unmet) constraints in the layout.
        public var conflicts: Int
        public var ambiguous: Int
        public var broken: Int
        /// Times the overlay was drawn since start-up: it grows after each resize or refresh while it is on.
        public var draws: Int
        /// The labels of the last drawing, in the root's coordinates, with the views each is about.
        public var labels: [Label]

        /// One label drawn: its text, its box in whole pixels of the root, and the names of the views it is about.
        public struct Label: Codable, Equatable, Sendable {
            public var text: String
            public var frame: FrameReport.Rect
            public var owners: [String]

            public init(text: String, frame: FrameReport.Rect, owners: [String]) {
                self.text = text
                self.frame = frame
                self.owners = owners
            }
        }

        public init(
            outlineColor: String, outlines: Int, constraints: Int, conflicts: Int, ambiguous: Int, broken: Int,
            draws: Int, labels: [Label]
        ) {
            self.outlineColor = outlineColor
            self.outlines = outlines
            self.constraints = constraints
            self.conflicts = conflicts
            self.ambiguous = ambiguous
            self.broken = broken
            self.draws = draws
            self.labels = labels
        }
    }

    /// A widget's name as GTK holds it (its type's name when it has none), and its children's, back to front.
    public struct WidgetNames: Codable, Equatable, Sendable {
        public var name: String
        public var children: [WidgetNames]

        public init(name: String, children: [WidgetNames] = []) {
            self.name = name
            self.children = children
        }
    }

    /// What a search of the report pane found: how many matches, the line of the one scrolled to, and how far
    /// the text scrolled.
    public struct ReportSearch: Codable, Equatable, Sendable {
        public var matches: Int
        public var currentLine: Int?
        public var scrollOffset: Double

        public init(matches: Int, currentLine: Int?, scrollOffset: Double) {
            self.matches = matches
            self.currentLine = currentLine
            self.scrollOffset = scrollOffset
        }
    }
}
