// An action method as UIKit's target/action names it: what `#selector(refresh)` becomes on Linux.

/// A method to call on a target, named as Objective-C names it (`refresh`, `buttonTapped:`), with the
/// unapplied method reference that calls it, since Linux has no Objective-C runtime to look the name up.
///
/// The previewer rewrites `#selector(refresh)` in a file written for iOS into `Selector("refresh",
/// Self.refresh)`, and `#selector(Screen.tapped(_:))` into `Selector("tapped:", Screen.tapped(_:))`; code
/// written for Linux can make one the same way. Target/action APIs (``Control/addTarget(_:action:for:)``,
/// ``BarButtonItem/init(title:style:target:action:)``, ``GestureRecognizer/init(target:action:)``) then
/// call the method on their target, with the sender if the method takes one.
///
/// ```swift
/// button.addTarget(self, action: Selector("save", Self.save), for: .touchUpInside)
/// ```
///
/// Two selectors are equal when their names are, as in Objective-C.
public struct Selector: Hashable, CustomStringConvertible {
    /// The Objective-C name: `refresh`, `buttonTapped:`, `move:to:`.
    public let name: String
    /// Calls the method on a target with a sender; nil for a selector made from a name alone.
    private let call: ((AnyObject, Any?) -> SendOutcome)?

    /// A selector known by its name only (`Selector("refresh")`, or `#selector(getter: title)`): it calls
    /// nothing, since there is no runtime to find the method by name; sending it reports that.
    public init(_ name: String) {
        self.name = name
        call = nil
    }

    /// A selector for a method without parameters (`@objc func refresh()`); any result is ignored, as
    /// UIKit ignores an action's result.
    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
        self.name = name
        call = { target, _ in
            guard let target = target as? Target else { return .notATarget }
            _ = method(target)()
            return .sent
        }
    }

    /// A selector for a method that takes the sender (`@objc func tapped(_ sender: UIButton)`).
    public init<Target: AnyObject, Sender, Result>(
        _ name: String, _ method: @escaping (Target) -> (Sender) -> Result
    ) {
        self.name = name
        call = { target, sender in
            guard let target = target as? Target else { return .notATarget }
            // Unwrapped first, so that a method taking `Any` gets the sender rather than an optional; a nil
            // sender reaches only a method whose parameter is optional.
            let typed = sender.map { $0 as? Sender } ?? (Optional<Any>.none as? Sender)
            guard let typed else {
                return .wrongSender(expected: "\(Sender.self)", actual: sender.map { "\(type(of: $0))" } ?? "nil")
            }
            _ = method(target)(typed)
            return .sent
        }
    }

    /// The name.
    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// What happened when a selector was sent to a target.
    enum SendOutcome: Equatable {
        /// The method ran.
        case sent
        /// The target is not of the type whose method this is (the responder chain moves on).
        case notATarget
        /// The method takes a sender of another type than the one sending.
        case wrongSender(expected: String, actual: String)
        /// The selector has a name only.
        case nameOnly
    }

    /// Calls the method on `target` with `sender`, if `target` has it.
    func send(to target: AnyObject, from sender: Any?) -> SendOutcome {
        guard let call else { return .nameOnly }
        return call(target, sender)
    }

    /// Sends the selector to `target`, or with no target to the first object of `responders` that has the
    /// method (UIKit's responder chain); problems are reported as layout issues, as UIKit logs them.
    func send(to target: AnyObject?, orFirstOf responders: [AnyObject], from sender: Any) {
        let candidates = target.map { [$0] } ?? responders
        for candidate in candidates {
            switch send(to: candidate, from: sender) {
            case .sent:
                return
            case .notATarget:
                continue
            case .wrongSender(let expected, let actual):
                LayoutIssues.report(
                    .unsentAction(
                        "\(name) of \(type(of: candidate)) takes a sender of type \(expected), but \(actual) sent it"))
                return
            case .nameOnly:
                LayoutIssues.report(
                    .unsentAction(
                        "\(name) was made from its name only, so there is no method to call; write "
                            + "#selector(\(Self.swiftName(of: name))) instead of Selector(\"\(name)\")"))
                return
            }
        }
        let receiver =
            target.map { "its target, a \(type(of: $0)), does not have the method" }
            ?? "no object on the responder chain has the method"
        LayoutIssues.report(.unsentAction("\(name) was not sent from \(type(of: sender)): \(receiver)"))
    }

    /// `tapped(_:)` for `tapped:`, `move(_:to:)` for `move:to:`: the name a Swift file gives the method.
    static func swiftName(of name: String) -> String {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return name }
        let labels = ["_"] + parts.dropFirst().dropLast().map(String.init)
        return "\(parts[0])(\(labels.map { "\($0):" }.joined()))"
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The selector named `name`, as Foundation's `NSSelectorFromString`: a name only, which calls nothing (see
/// ``Selector/init(_:)``).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The Objective-C name of `selector`, as Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
