// What the UIKit screens share: their sidebar group, their colours, and where their images are.

import Cartography
import Foundation

/// The group the UIKit screens are listed under in the sidebar.
enum UIKitScreensGroup {
    static let name = "UIKit screens"
}

/// The gallery's own images (`Resources/gallery` in the repository), found as the previewer finds its
/// stylesheet: beside an installed binary, up from a build folder, in the working directory, or beside
/// this source file (tests and `swift run` from anywhere).
enum GalleryImages {
    /// The image called `name` (`"artwork"` finds `artwork@2x.png`): the host's ``Image/searchPaths``
    /// first, so that a host can swap the picture, then the gallery's folder; nil when neither has it.
    static func named(_ name: String) -> UIImage? {
        if let image = UIImage(named: name) { return image }
        for folder in folders {
            for file in [name + ".png", name + "@2x.png", name + "@3x.png"] {
                let path = (folder as NSString).appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: path) { return UIImage(contentsOfFile: path) }
            }
        }
        return nil
    }

    private static var folders: [String] {
        var folders: [URL] = []
        if let override = ProcessInfo.processInfo.environment["PREVIEWER_RESOURCES"] {
            folders.append(URL(fileURLWithPath: override).appendingPathComponent("gallery"))
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            var folder = executable.deletingLastPathComponent()
            folders.append(folder.deletingLastPathComponent().appendingPathComponent("share/previewer/gallery"))
            for _ in 0..<5 {
                folders.append(folder.appendingPathComponent("Resources/gallery"))
                folder = folder.deletingLastPathComponent()
            }
        }
        folders.append(
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Resources/gallery"))
        // Sources/Gallery/UIKitScreens/UIKitScreensGroup.swift: three folders up is the repository.
        let source = URL(fileURLWithPath: #filePath)
        folders.append(
            source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Resources/gallery"))
        return folders.map(\.path)
    }
}

/// Colours of the UIKit screens: iOS's system colours, so that the screens look like iOS.
enum SystemColors {
    static let blue = UIColor(red: 0, green: 122 / 255, blue: 1)
    static let green = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    static let orange = UIColor(red: 1, green: 149 / 255, blue: 0)
    static let red = UIColor(red: 1, green: 59 / 255, blue: 48 / 255)
    static let gray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    static let groupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
}

/// `count` words of four letters: text whose wrapping the fixed measurer makes easy to work out (a line
/// of k words is 5k − 1 characters).
func fourLetterWords(_ count: Int) -> String {
    let words = ["Each", "line", "here", "ends", "when", "text", "hits", "edge"]
    return (0..<count).map { words[$0 % words.count] }.joined(separator: " ")
}
