// What a device's keyboard would do for a text field (UITextInputTraits): kept, since there is no keyboard.

/// The keyboard shown for a text field, as UIKeyboardType.
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum KeyboardType: Int, Sendable {
    /// The keyboards iOS has.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title, as UIReturnKeyType.
public enum ReturnKeyType: Int, Sendable {
    /// The titles iOS has.
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How typing is capitalized, as UITextAutocapitalizationType.
public enum TextAutocapitalizationType: Int, Sendable {
    /// Never, each word, each sentence (the default), every character.
    case none, words, sentences, allCharacters
}

/// Whether typing is corrected, as UITextAutocorrectionType.
public enum TextAutocorrectionType: Int, Sendable {
    /// The system's choice, off, on.
    case `default`, no, yes
}
