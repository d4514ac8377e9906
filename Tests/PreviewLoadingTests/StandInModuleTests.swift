// Imports the previewer lacks: one clear error naming the module and `--module NAME=DIR`, which compiles the
// user's stand-ins as that module; and UIKit API the previewer does not provide yet, said so.

import Foundation
import Testing

@testable import Cartography
@testable import PreviewLoading

@Suite(.serialized) @MainActor struct StandInModuleTests {
    static let profileScreen = """
        import UIKit
        import Core
        import Cartography

        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let avatar = UIView()
                avatar.accessibilityIdentifier = "avatar"
                view.addSubview(avatar)
                constrain(avatar) { avatar in
                    avatar.top == avatar.superview!.top + Theme.spacing
                    avatar.left == avatar.superview!.left + Theme.spacing
                    avatar.width == Theme.avatarSize.width
                    avatar.height == Theme.avatarSize.height
                }
            }
        }

        struct Profile_Previews: PreviewProvider {
            static var previews: [Preview] { [Preview("Profile") { ProfileViewController() }] }
        }
        """

    /// An import the previewer lacks is one error, at the import, naming the module and the flag.
    @Test func aMissingModuleIsOneErrorNamingTheFlag() throws {
        let (messages, path) = try compileError("Profile.swift", Self.profileScreen)
        #expect(messages.count == 1, "\(messages)")
        let message = try #require(messages.first)
        #expect((message.file, message.line, message.column) == (path, 2, 8))
        #expect(
            message.message
                == "Core is not a module the previewer has (a file imports it; the previewer provides Cartography, "
                + "UIKit, Foundation and SnapKit): give a folder of Swift files standing in for what your code uses "
                + "of it with --module Core=DIR, and it is compiled as the module Core")
    }

    /// `--module Core=DIR` compiles the folder (subfolders too) as the module Core; the file importing it
    /// builds, and its layout uses the stand-in's values.
    @Test func aStandInModuleIsCompiledAndImported() throws {
        let files = try UserFiles()
        let core = (files.folder as NSString).appendingPathComponent("Stubs/Core")
        try FileManager.default.createDirectory(atPath: core + "/Style", withIntermediateDirectories: true)
        try """
        import UIKit

        public enum Theme {
            public static let spacing: CGFloat = 12
            public static var avatarSize: CGSize { CGSize(width: Metrics.avatar, height: Metrics.avatar) }
        }
        """.write(toFile: core + "/Theme.swift", atomically: true, encoding: .utf8)
        try "import UIKit\n\nenum Metrics {\n    @objc static let avatar: CGFloat = 48\n}\n"
            .write(toFile: core + "/Style/Metrics.swift", atomically: true, encoding: .utf8)
        let settings = UserBuildSettings(standInModules: [StandInModule(name: "Core", folder: core)])
        let content = try loadFirstPreview("Profile.swift", Self.profileScreen, settings: settings)
        let avatar = try #require(view(named: "avatar", in: content.rootView))
        #expect(avatar.frame == CGRect(x: 12, y: 12, width: 48, height: 48))
    }

    /// An app's own helper taking a `Selector` (scroggle's `Notification.Name.addObserver(_:selector:)`), given
    /// as a stand-in: `Selector` is Cartography's in both modules, and the notification reaches the method.
    @Test func aStandInTakingASelectorCallsTheScreensMethod() throws {
        let files = try UserFiles()
        let core = (files.folder as NSString).appendingPathComponent("AppCore")
        try FileManager.default.createDirectory(atPath: core, withIntermediateDirectories: true)
        try """
        import UIKit

        extension Notification.Name {
            public func addObserver(_ observer: Any, selector: Selector) {
                NotificationCenter.default.addObserver(observer, selector: selector, name: self, object: nil)
            }
        }
        """.write(toFile: core + "/Notifications.swift", atomically: true, encoding: .utf8)
        let screen = """
            import UIKit
            import AppCore

            extension Notification.Name {
                static let closeTapped = Notification.Name("StandInModuleTests.closeTapped")
            }

            class ChalkboardViewController: UIViewController {
                let status = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    status.accessibilityIdentifier = "status"
                    view.addSubview(status)
                    Notification.Name.closeTapped.addObserver(self, selector: #selector(tappedClose(_:)))
                }

                @IBAction
                func tappedClose(_ notification: NSNotification) {
                    status.text = "closed by \\(notification.name.rawValue)"
                }
            }

            struct Chalkboard_Previews: PreviewProvider {
                static var previews: [Preview] { [Preview("Chalkboard") { ChalkboardViewController() }] }
            }
            """
        let settings = UserBuildSettings(standInModules: [StandInModule(name: "AppCore", folder: core)])
        let content = try loadFirstPreview("Chalkboard.swift", screen, settings: settings)
        let status = try #require(view(named: "status", in: content.rootView) as? Label)
        NotificationCenter.default.post(name: Notification.Name("StandInModuleTests.closeTapped"), object: nil)
        #expect(status.text == "closed by StandInModuleTests.closeTapped")
        if let controller = content.viewController { NotificationCenter.default.removeObserver(controller) }
    }

    /// A stand-in folder without Swift files is refused, naming the module.
    @Test func aStandInFolderNeedsSwiftFiles() throws {
        let empty = try UserFiles()
        #expect(throws: UserCodeError.self) { try StandInModule(name: "Then", folder: empty.folder).sources() }
    }

    /// UIKit API the library lacks is named as such, the compiler's words kept, instead of "cannot find".
    @Test func unavailableUIKitIsNamed() throws {
        let text = """
            import UIKit

            final class WebViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let web = UIWebView()
                    view.addSubview(web)
                }
            }
            struct Web_Previews: PreviewProvider {
                static var previews: [Preview] { [Preview("Web") { WebViewController() }] }
            }
            """
        let (messages, _) = try compileError("Web.swift", text)
        let first = try #require(messages.first)
        #expect(first.line == 6)
        #expect(
            first.message
                == "UIWebView is UIKit API the previewer does not provide yet (cannot find 'UIWebView' in scope); "
                + "declare a stand-in for it in a file of your own, or leave it out of the preview")
    }

    /// The rewording of each kind of message, without the compiler.
    @Test func messagesNamingUIKitSymbols() {
        func explained(_ text: String) -> String {
            let message = CompilerMessage(file: "A.swift", line: 1, column: 9, severity: .error, message: text)
            return CompilerDiagnosis.explain([message], settings: nil, source: { _ in "let x = UIColor(hex: 3)" })
                .first!.message
        }
        #expect(explained("cannot find type 'UIPickerView' in scope").hasPrefix("UIPickerView is UIKit API"))
        #expect(
            explained("value of type 'UILabel' has no member 'adjustsFontForContentSizeCategory'")
                .hasPrefix("UILabel.adjustsFontForContentSizeCategory is UIKit API"))
        #expect(explained("type 'UIFont' has no member 'preferredFont'").hasPrefix("UIFont.preferredFont is UIKit API"))
        // A controller's `view` is Cartography's View to the compiler: named as UIKit names it.
        #expect(
            explained("value of type 'View' has no member 'endEditing'").hasPrefix("UIView.endEditing is UIKit API"))
        #expect(
            explained("value of type 'UILabel' (aka 'Label') has no member 'showsExpansionTextWhenTruncated'")
                .hasPrefix("UILabel.showsExpansionTextWhenTruncated is UIKit API"))
        #expect(explained("cannot find 'CATransaction' in scope").hasPrefix("CATransaction is iOS API"))
        #expect(
            explained("initializer is inaccessible due to 'internal' protection level")
                .hasPrefix("UIColor's initializer is UIKit API"))
        // The user's own names, and words that only start with UI, are left as the compiler said them.
        #expect(explained("cannot find 'ProfileView' in scope") == "cannot find 'ProfileView' in scope")
        #expect(explained("cannot find 'UIcon' in scope") == "cannot find 'UIcon' in scope")
    }
}
