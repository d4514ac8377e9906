// A reply on the line: the body's fields beside `command` and `ok`, each under its own key; and read back.

extension ControlReply: Codable {
    private enum CodingKeys: String, CodingKey {
        case command, ok, error, frames, debug, overlay, animations, variants, scrolled, reload, inspector, search
        case stats, path, report, widgets, restart
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(command, forKey: .command)
        try container.encode(ok, forKey: .ok)
        try container.encodeIfPresent(error, forKey: .error)
        switch body {
        case .none: break
        case .window(let window):
            try container.encode(window.frames, forKey: .frames)
            try container.encodeIfPresent(window.debug, forKey: .debug)
            try container.encodeIfPresent(window.overlay, forKey: .overlay)
            try container.encodeIfPresent(window.animations, forKey: .animations)
            try container.encodeIfPresent(window.variants, forKey: .variants)
            switch window.detail {
            case nil: break
            case .scrolled(let scrolled): try container.encode(scrolled, forKey: .scrolled)
            case .reload(let reload): try container.encode(reload, forKey: .reload)
            case .inspector(let inspector): try container.encode(inspector, forKey: .inspector)
            case .report(let report): try container.encode(report, forKey: .report)
            case .search(let search): try container.encode(search, forKey: .search)
            }
        case .stats(let stats): try container.encode(stats, forKey: .stats)
        case .saved(let path): try container.encode(path, forKey: .path)
        case .report(let report): try container.encode(report, forKey: .report)
        case .widgets(let widgets): try container.encode(widgets, forKey: .widgets)
        case .restarted(let reason): try container.encode(reason, forKey: .restart)
        }
    }

    /// Reads every field the line has (so a bad one is named), then the body they make: the window's when
    /// the line has frames, else the one other body field it has.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        command = try container.decode(String.self, forKey: .command)
        ok = try container.decode(Bool.self, forKey: .ok)
        error = try container.decodeIfPresent(String.self, forKey: .error)
        let frames = try container.decodeIfPresent(FrameReport.self, forKey: .frames)
        let details: [WindowReply.Detail?] = [
            try container.decodeIfPresent(Bool.self, forKey: .scrolled).map(WindowReply.Detail.scrolled),
            try container.decodeIfPresent(ReloadRecord.self, forKey: .reload).map(WindowReply.Detail.reload),
            try container.decodeIfPresent(InspectorReply.self, forKey: .inspector).map(WindowReply.Detail.inspector),
            try container.decodeIfPresent(ReportSearch.self, forKey: .search).map(WindowReply.Detail.search),
        ]
        let report = try container.decodeIfPresent(String.self, forKey: .report)
        let others: [Body?] = [
            try container.decodeIfPresent(Stats.self, forKey: .stats).map(Body.stats),
            try container.decodeIfPresent(String.self, forKey: .path).map { Body.saved(path: $0) },
            try container.decodeIfPresent(WidgetNames.self, forKey: .widgets).map(Body.widgets),
            try container.decodeIfPresent(String.self, forKey: .restart).map { Body.restarted(because: $0) },
        ]
        if let frames {
            body = .window(
                WindowReply(
                    frames: frames, debug: try container.decodeIfPresent(Bool.self, forKey: .debug),
                    overlay: try container.decodeIfPresent(Overlay.self, forKey: .overlay),
                    animations: try container.decodeIfPresent(Animations.self, forKey: .animations),
                    variants: try container.decodeIfPresent(VariantsReply.self, forKey: .variants),
                    detail: details.compactMap { $0 }.first ?? report.map(WindowReply.Detail.report)))
        } else {
            body = others.compactMap { $0 }.first ?? report.map(Body.report) ?? .none
        }
    }
}

extension ControlReply {
    /// The window as the command left it, if the reply shows it.
    public var window: WindowReply? {
        if case .window(let window) = body { window } else { nil }
    }

    /// The frames of every view, in replies that show the window.
    public var frames: FrameReport? { window?.frames }
    /// Whether the debug overlay is on, in replies that show the window.
    public var debug: Bool? { window?.debug }
    /// What the debug overlay draws, while it is on.
    public var overlay: Overlay? { window?.overlay }
    public var animations: Animations? { window?.animations }
    /// The variants canvas, while it is shown and for `variants`.
    public var variants: VariantsReply? { window?.variants }

    /// For `scroll`: whether a scroll view under the point moved.
    public var scrolled: Bool? {
        if case .scrolled(let scrolled) = window?.detail { scrolled } else { nil }
    }

    /// The reload `wait-reload` waited for.
    public var reload: ReloadRecord? {
        if case .reload(let reload) = window?.detail { reload } else { nil }
    }

    /// For the inspector's commands.
    public var inspector: InspectorReply? {
        if case .inspector(let inspector) = window?.detail { inspector } else { nil }
    }

    /// What `report search` found.
    public var search: ReportSearch? {
        if case .search(let search) = window?.detail { search } else { nil }
    }

    /// The layout report: `explain`, `report copy`, and `report open` with the pane's text.
    public var report: String? {
        switch body {
        case .report(let report): report
        case .window(let window): if case .report(let report) = window.detail { report } else { nil }
        default: nil
        }
    }

    /// The counters, for `stats`.
    public var stats: Stats? {
        if case .stats(let stats) = body { stats } else { nil }
    }

    /// The file written, for `snapshot` and `report save`.
    public var path: String? {
        if case .saved(let path) = body { path } else { nil }
    }

    /// The widget names, for `widgets`.
    public var widgets: WidgetNames? {
        if case .widgets(let widgets) = body { widgets } else { nil }
    }

    /// Why a restarted previewer restarted, on its first line.
    public var restart: String? {
        if case .restarted(let reason) = body { reason } else { nil }
    }
}
