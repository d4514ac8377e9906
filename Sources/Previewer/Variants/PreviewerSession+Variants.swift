// Connecting the variants canvas to the session: its button under the list, the content area it takes.

import GtkKit

extension PreviewerSession {
    /// Puts the variants button under the list of previews, beside the sweep and the exploded view.
    func connectVariants() {
        let button = ToggleButton(iconName: "view-grid-symbolic")
        button.actionName = "app.variants"
        button.setTooltip(
            "Variants: the preview in several sizes, directions, text sizes and appearances at once, each live "
                + "(Ctrl+Shift+V)")
        // Under the list: a header-bar button would widen the narrowest window.
        window.sidebar.addTool(button)
        variants.tilesDidChange = { [unowned self] in
            self.window.setTitle(self.document.title, subtitle: self.subtitle)
            // Another set is remembered for the next run.
            self.onStateChange?()
        }
    }

    /// `app.variants` changed: the content area shows the canvas of variants, or the single preview again.
    func variantsDidChange(_ isOn: Bool) {
        variants.setOn(isOn)
        // The single preview leaves the screen while the tiles show, and comes back as a controller does.
        if isOn { document.hide() } else { document.show() }
        window.content.alternateContent = isOn ? variants.widget : nil
        // Shown again, the single preview is laid out again at the size it had (GTK alone would skip the pass).
        if !isOn { renderer.setNeedsLayout() }
        // The subtitle counts the tiles instead of describing the single root.
        window.setTitle(document.title, subtitle: subtitle)
    }
}
