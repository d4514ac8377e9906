// Live mode: the preview's views take the pointer and the keyboard, as a running app's do.

import GtkKit

extension PreviewerSession {
    /// Sends keys in the content area to the preview's first responder while live, and gives the content area
    /// the keyboard focus when a live press goes down (so that typing reaches a field, not the sidebar filter);
    /// puts the mode's button (Ctrl+L) in the header bar.
    func connectLiveMode() {
        // The header bar keeps the button, bound to the action: its state is the action's.
        let liveButton = ToggleButton(iconName: "media-playback-start-symbolic")
        liveButton.actionName = "app.\(ToggleName.live.rawValue)"
        window.header.bar.packEnd(liveButton)
        liveButton.setTooltip(
            "Live: use the preview — buttons, switches, sliders, fields and scrolling (Ctrl+L).\n"
                + "Off: a click selects a view for the inspector.")
        stage.canvas.widget.onKeyPress { [unowned self] event in self.renderer.keyPressed(event) }
        renderer.liveInputDidBegin = { [unowned self] in
            if !self.stage.canvas.widget.hasFocus { self.stage.canvas.widget.grabFocus() }
        }
    }

    /// Live mode went on or off: off ends any editing; on, a selection made for the inspector is cleared,
    /// since clicks no longer select.
    func liveModeDidChange(_ isOn: Bool) {
        renderer.isLive = isOn
        if isOn { inspector.select(nil) }
    }
}
