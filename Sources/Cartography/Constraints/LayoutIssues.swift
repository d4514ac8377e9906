// Reporting problems with layouts: invalid constraints, conflicts, bad hierarchies.

import Foundation
import Synchronization

/// Why a constraint is invalid, said so a person can fix it.
public struct LayoutError: Error, CustomStringConvertible, Sendable {
    /// The kind of mistake.
    public enum Kind: Sendable {
        /// Relating attributes of different axes, e.g. `top == left`.
        case axisMismatch
        /// Relating leading/trailing with left/right.
        case directionMismatch
        /// The items are not in one view tree.
        case noCommonAncestor
        /// A location attribute multiplied by zero, or related to a constant only.
        case invalidLocationRelation
        /// A NaN or infinite multiplier or constant.
        case nonFinite
        /// A priority outside 1...1000.
        case invalidPriority
        /// An item was deallocated, or a guide was not added to a view.
        case missingItem
        /// An intrinsic content size that is negative (other than `noIntrinsicMetric`), NaN or infinite.
        case invalidIntrinsicSize
        /// A layout DSL used in a way it does not allow (SnapKit's `updateConstraints` with nothing to
        /// update, `equalToSuperview()` without a superview): what the DSL would stop the app for.
        case misuse
    }

    /// The kind of mistake, for code that handles some kinds differently.
    public let kind: Kind
    /// The problem, naming the items.
    public let message: String
    /// Where the constraint was written.
    public let location: SourceLocation?

    /// An error of a kind, said in `message`, about the constraint written at `location`.
    public init(kind: Kind, message: String, location: SourceLocation?) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// `message (File.swift:12)`.
    public var description: String {
        location.map { "\(message) (\($0))" } ?? message
    }
}

/// A problem found while laying out, for hosts and logs.
public enum LayoutIssue: CustomStringConvertible, Sendable {
    /// A constraint that cannot be created or activated.
    case invalidConstraint(LayoutError)
    /// Required constraints that cannot all hold; the report names a minimal conflicting set.
    case unsatisfiable(ConflictReport)
    /// A view hierarchy operation that was refused.
    case invalidHierarchy(String)
    /// A visual format that could not be read; no constraint was made from it.
    case invalidVisualFormat(VisualFormatError)
    /// An intrinsic content size or a hugging or compression-resistance priority that was refused.
    case invalidContentSize(LayoutError)
    /// Views whose size depends on their width (wrapping text) that did not settle within the bounded
    /// number of layout passes; the layout keeps the last solution.
    case unsettledLayout(String)
    /// An animation asked for with a duration or delay that is NaN, infinite or negative.
    case invalidAnimation(String)
    /// A target/action message that could not be sent: no target has the method, or the method takes
    /// another kind of sender.
    case unsentAction(String)
    /// A table or collection view's data source or delegate answered something the list cannot use (a
    /// negative count, an index path out of range, a cell shown twice), or a self-sizing cell whose
    /// constraints do not decide its height; the message says what the list did instead.
    case invalidList(String)

    public var description: String {
        switch self {
        case .invalidConstraint(let error): "Invalid constraint: \(error)"
        case .unsatisfiable(let report): report.description
        case .invalidHierarchy(let message): "Invalid view hierarchy: \(message)"
        case .invalidVisualFormat(let error): "Invalid visual format: \(error)"
        case .invalidContentSize(let error): "Invalid content size: \(error)"
        case .unsettledLayout(let message): "Layout did not settle: \(message)"
        case .invalidAnimation(let message): "Invalid animation: \(message)"
        case .unsentAction(let message): "Action not sent: \(message)"
        case .invalidList(let message): "Invalid list: \(message)"
        }
    }
}

/// Where layout problems go. By default they are printed to standard error, as UIKit logs them;
/// tests and hosts can install their own handler.
public enum LayoutIssues {
    /// A function that receives every layout issue, on whatever thread the layout runs.
    public typealias Handler = @Sendable (LayoutIssue) -> Void

    /// The handler inside a struct: a function stored as `Mutex`'s generic value is reabstracted every time
    /// `withLock` hands it out as `inout` and takes it back, so every report wrapped it in two more thunks,
    /// and after some hundred thousand reports calling it overflowed the stack (found by the layout fuzzer).
    /// A struct's field keeps the function as it is.
    struct StoredHandler: Sendable {
        let call: Handler
    }

    static let handler = Mutex(
        StoredHandler { issue in
            FileHandle.standardError.write(Data("[Cartography] \(issue)\n".utf8))
        })

    /// Replaces the handler; returns the previous one so it can be restored.
    @discardableResult
    public static func setHandler(_ newHandler: @escaping Handler) -> Handler {
        handler.withLock { current in
            let previous = current
            current = StoredHandler(call: newHandler)
            return previous
        }.call
    }

    /// Sends an issue to the handler: for layout code outside this module (the SnapKit module) that finds
    /// a mistake, so that it is reported as the library's own are, instead of stopping the app.
    public static func report(_ issue: LayoutIssue) {
        let current = handler.withLock { $0 }
        current.call(issue)
    }
}
