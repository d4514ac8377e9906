// SnapKit's fatal errors, as the library's clear errors: reported, and the faulty constraint left out.

import Cartography
import Foundation

/// Reports a use of SnapKit it does not allow (SnapKit stops the app for these) through `LayoutIssues`,
/// with the line it was written on; the caller leaves the constraint out and carries on.
func reportMisuse(_ message: String, at location: SourceLocation?) {
    LayoutIssues.report(.invalidConstraint(LayoutError(kind: .misuse, message: message, location: location)))
}
