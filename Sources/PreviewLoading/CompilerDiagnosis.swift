// The compiler's messages about things the previewer lacks, said as what they are: a module it does not have,
// UIKit API it does not provide yet.

import Foundation

/// Rewords compiler errors whose cause is the previewer rather than the user's code.
enum CompilerDiagnosis {
    /// The messages, with `no such module` and missing UIKit symbols reworded; when a module is missing, only
    /// its error (the others follow from it), once per module.
    static func explain(
        _ messages: [CompilerMessage], settings: UserBuildSettings?, standInModule: String? = nil,
        source: (String) -> String? = { _ in nil }
    ) -> [CompilerMessage] {
        var missing: [CompilerMessage] = []
        for message in messages where message.severity == .error {
            guard let module = quoted(in: message.message, after: "no such module "),
                !missing.contains(where: { $0.message.hasPrefix("\(module) ") })
            else { continue }
            var explained = message
            explained.message = missingModule(module, settings: settings, standInModule: standInModule)
            missing.append(explained)
        }
        if !missing.isEmpty { return missing }
        return messages.map { message in
            guard message.severity == .error, let symbol = unavailableSymbol(in: message, source: source) else {
                return message
            }
            var explained = message
            explained.message =
                "\(symbol) is \(api(of: symbol)) the previewer does not provide yet (\(message.message)); declare a "
                + "stand-in for it in a file of your own, or leave it out of the preview"
            return explained
        }
    }

    static func missingModule(_ module: String, settings: UserBuildSettings?, standInModule: String?) -> String {
        let provided = UserBuildSettings.providedModules
        let list = provided.dropLast().joined(separator: ", ") + " and " + provided[provided.count - 1]
        let importer = standInModule.map { "the stand-in module \($0) imports it" } ?? "a file imports it"
        return "\(module) is not a module the previewer has (\(importer); the previewer provides \(list)): "
            + "give a folder of Swift files standing in for what your code uses of it with "
            + "--module \(module)=DIR, and it is compiled as the module \(module)"
    }

    /// The UIKit-looking symbol (`UIPickerView`, `UILabel.adjustsFontForContentSizeCategory`) a message says
    /// is missing or inaccessible, or nil.
    static func unavailableSymbol(in message: CompilerMessage, source: (String) -> String?) -> String? {
        let text = message.message
        var symbol: String?
        if let name = quoted(in: text, after: "cannot find type ") ?? quoted(in: text, after: "cannot find ") {
            symbol = name
        } else if let type = quoted(in: text, after: "value of type ") ?? quoted(in: text, after: "type "),
            let member = quoted(in: text, after: " has no member ")
        {
            let name = type.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            symbol = "\(uikitNames[name] ?? name).\(member)"
        } else if let name = quoted(in: text, after: "module 'UIKit' has no member named ") {
            symbol = name
        } else if text.contains(" is inaccessible due to ") {
            // `'init(hex:)' is inaccessible`, `initializer is inaccessible`: the type is the word written where
            // the compiler points.
            let named = text.hasPrefix("'") ? quoted(in: text, after: "") : nil
            symbol =
                named.flatMap { $0.hasPrefix("init") ? nil : $0 }
                ?? word(at: message, in: source(message.file)).map { "\($0)'s initializer" }
        }
        guard let symbol, isUIKitLooking(symbol) else { return nil }
        return symbol
    }

    /// The UIKit names of Cartography's classes, for messages that name the class itself (`value of type
    /// 'View'` for a controller's `view`): the types a screen most often calls a missing method on.
    static let uikitNames = [
        "View": "UIView", "Label": "UILabel", "Button": "UIButton", "ViewController": "UIViewController",
        "ImageView": "UIImageView", "TextField": "UITextField", "StackView": "UIStackView",
        "ScrollView": "UIScrollView", "Control": "UIControl", "Switch": "UISwitch", "Font": "UIFont",
        "Color": "UIColor", "Image": "UIImage", "TableViewCell": "UITableViewCell",
        "LayoutConstraint": "NSLayoutConstraint", "LayoutGuide": "UILayoutGuide", "BarButtonItem": "UIBarButtonItem",
        "GestureRecognizer": "UIGestureRecognizer", "TapGestureRecognizer": "UITapGestureRecognizer",
        "PanGestureRecognizer": "UIPanGestureRecognizer", "Layer": "CALayer",
    ]

    /// UIKit's and its frameworks' prefixes: UIKit, Foundation's NS types, Core Animation, Core Graphics.
    static func isUIKitLooking(_ symbol: String) -> Bool {
        let scalars = Array(symbol.unicodeScalars)
        guard scalars.count > 2, CharacterSet.uppercaseLetters.contains(scalars[2]) else { return false }
        return ["UI", "NS", "CA", "CG"].contains(String(symbol.prefix(2)))
    }

    static func api(of symbol: String) -> String {
        symbol.hasPrefix("CA") || symbol.hasPrefix("CG") ? "iOS API" : "UIKit API"
    }

    /// The text between the quotes that follow `marker` (`no such module 'Then'` → `Then`).
    static func quoted(in text: String, after marker: String) -> String? {
        guard let start = text.range(of: "\(marker)'")?.upperBound,
            let end = text[start...].firstIndex(of: "'")
        else { return nil }
        return String(text[start..<end])
    }

    /// The word starting at the message's position in `source`.
    static func word(at message: CompilerMessage, in source: String?) -> String? {
        guard let source else { return nil }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard message.line >= 1, message.line <= lines.count else { return nil }
        let line = Array(lines[message.line - 1].utf8)
        guard message.column >= 1, message.column <= line.count else { return nil }
        let word = line[(message.column - 1)...].prefix { byte in
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x61 && byte <= 0x7A)
        }
        return word.isEmpty ? nil : String(decoding: word, as: UTF8.self)
    }
}
