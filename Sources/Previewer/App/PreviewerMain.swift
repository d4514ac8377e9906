// The previewer's entry point.

import Foundation
import GtkKit

@main
enum PreviewerMain {
    @MainActor
    static func main() {
        // No accessibility bus under Xvfb or in CI; without this GTK warns about the missing session bus.
        Toolkit.setEnvironmentDefault("GTK_A11Y", "none")
        // A test harness that closes the pipe early should not kill the app mid-reply.
        signal(SIGPIPE, SIG_IGN)
        let app = PreviewerApp()
        exit(app.run())
    }
}
