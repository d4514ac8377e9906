// A key of a hardware keyboard, as the host hands it over: a character typed or an editing key.

/// The modifier keys held with a key, as `UIKeyModifierFlags`.
public struct KeyModifierFlags: OptionSet, Sendable, Hashable {
    /// The bits, as UIKit's.
    public let rawValue: Int
    /// A set of modifiers.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift: arrows extend the selection.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control (Linux's Command): Ctrl+A selects all, Ctrl+arrows go to the ends.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Alt (Option).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
}

/// One key pressed, as the host saw it: the text it types, or the editing key it is.
///
/// ```swift
/// router.keyPressed(KeyPress(.text("a")))
/// router.keyPressed(KeyPress(.left, modifiers: .shift))   // extends the selection one character left
/// ```
public struct KeyPress: Sendable, Hashable {
    /// Which key.
    public enum Key: Sendable, Hashable {
        /// A key that types `text` (a letter, a digit, a space, with Shift applied).
        case text(String)
        /// Backspace (UIKit's `deleteBackward()`), Delete, the arrows, Home, End, Return, Tab, Escape.
        case backspace, deleteForward, left, right, up, down, home, end, enter, tab, escape
    }

    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifierFlags

    /// A key with the modifiers held.
    public init(_ key: Key, modifiers: KeyModifierFlags = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

/// UIKeyModifierFlags.
public typealias UIKeyModifierFlags = KeyModifierFlags
