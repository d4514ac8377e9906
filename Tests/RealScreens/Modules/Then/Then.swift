// A stand-in for the Then library (github.com/devxoul/Then): `UIView().then { $0.… }` configures and returns.

import UIKit

/// Types whose instances `then` configures in a closure.
public protocol Then {}

extension Then where Self: AnyObject {
    /// Runs `configure` on the instance and returns it.
    @discardableResult
    public func then(_ configure: (Self) throws -> Void) rethrows -> Self {
        try configure(self)
        return self
    }
}

extension UIView: Then {}
