// Connecting the inspector to the session: its pane in the dock, its actions, its view of the layout.

import GtkKit

extension PreviewerSession {
    /// Puts the inspector's pane at the top of the docked pane and its drawings over the root, and gives it the
    /// layout's knowledge of a view, the dock and the Escape and explode actions.
    func connectInspector(actions: SessionActions) {
        inspector.install(over: stage.debugOverlay.widget)
        window.reportPane.widget.prepend(inspector.pane.widget)
        inspector.hooks.inspect = { [unowned self] view in
            self.document.inspection(of: view, rootSize: self.renderer.rootSize)
        }
        inspector.hooks.openPane = { [unowned self] done in self.setReportOpen(true, completion: done) }
        actions.clearSelection.isEnabled = false
        inspector.hooks.selectionDidChange = { [unowned self] isSelected in
            actions.clearSelection.isEnabled = isSelected
            // One Escape clears the selection; the next closes the pane.
            actions.closeReport.isEnabled = !isSelected && self.isReportOpen
        }
        let layersButton = ToggleButton(iconName: "view-dual-symbolic")
        layersButton.actionName = "app.explode"
        layersButton.setTooltip("Exploded view: the hierarchy in tilted layers; drag to turn it (Ctrl+Shift+X)")
        // Under the list, as the sweep: a header-bar button would widen the narrowest window.
        window.sidebar.addTool(layersButton)
    }
}
