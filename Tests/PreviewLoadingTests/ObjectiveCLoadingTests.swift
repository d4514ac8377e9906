// Files written for iOS with Objective-C-only syntax, built by the real swiftc and loaded: target/action calls
// their methods, messages point at the user's own lines and columns.

import Foundation
import Testing

@testable import Cartography
@testable import PreviewLoading

/// The view under `root` (itself included) named `identifier`.
func view(named identifier: String, in root: View) -> View? {
    if root.accessibilityIdentifier == identifier { return root }
    for subview in root.subviews {
        if let found = view(named: identifier, in: subview) { return found }
    }
    return nil
}

/// Builds `text` as `name` and makes the content of its first preview, laid out in 320 × 480; `warnings`
/// receives the compiler's warnings.
@MainActor
func loadFirstPreview(
    _ name: String, _ text: String, settings: UserBuildSettings = UserBuildSettings(),
    warnings: ((_ warnings: [CompilerMessage]) -> Void)? = nil
) throws -> PreviewContent {
    let files = try UserFiles()
    let path = try files.write(name, text)
    let built = try UserPreviewBuild(sources: [path], toolchain: UserFiles.toolchain(), settings: settings).run()
    warnings?(built.warnings)
    let catalog = PreviewCatalog(providers: try PreviewLibraryLoader.load(path: built.path).providers)
    let preview = try #require(catalog.previews.first)
    var context = PreviewContext()
    let content = try preview.makeContent(in: &context)
    content.rootView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    content.rootView.layoutIfNeeded()
    return content
}

/// The compile error `run()` throws for `text` written as `name`, with the file's path.
func compileError(
    _ name: String, _ text: String, settings: UserBuildSettings = UserBuildSettings()
) throws -> (messages: [CompilerMessage], path: String) {
    let files = try UserFiles()
    let path = try files.write(name, text)
    let build = UserPreviewBuild(sources: [path], toolchain: try UserFiles.toolchain(), settings: settings)
    do {
        _ = try build.run()
    } catch .compileFailed(let messages, _) {
        return (messages, path)
    } catch {
        Issue.record("\(name): \(error)")
        return ([], path)
    }
    Issue.record("\(name) compiled")
    return ([], path)
}

@Suite(.serialized) @MainActor struct ObjectiveCLoadingTests {
    /// A screen as written for iOS: outlets, actions, `dynamic`, selectors in a lazy initializer, in
    /// viewDidLoad, through a type and through self; a control, bar buttons and a tap gesture.
    static let tapScreen = """
        import UIKit
        import Cartography

        class TapViewController: UIViewController {
            @IBOutlet weak var status: UILabel!
            private let statusLabel = UILabel()
            lazy var button: UIButton = {
                let button = UIButton(type: .system)
                button.setTitle("Tap", for: .normal)
                button.accessibilityIdentifier = "button"
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                return button
            }()
            @objc dynamic var taps = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                statusLabel.accessibilityIdentifier = "status"
                view.addSubview(statusLabel)
                status = statusLabel
                view.addSubview(button)
                button.addTarget(self, action: #selector(touchedDown), for: .touchDown)
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(TapViewController.save(_:)))
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(self.cancel))
                let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped(_:)))
                view.addGestureRecognizer(tap)
                constrain(button, statusLabel) { button, status in
                    button.center == button.superview!.center
                    status.top == status.superview!.top + 8
                    status.centerX == status.superview!.centerX
                }
                view.addSubview(logInButton)
                let register = { [unowned self] in
                    self.logInButton.addTarget(self, action: #selector(self.touchedDown), for: .touchDown)
                }
                register()
            }

            @objc func tapped(_ sender: UIButton) {
                taps += 1
                status.text = "tapped \\(taps) \\(sender.title(for: .normal) ?? "")"
            }
            @objc func touchedDown() { status.text = "down" }
            @IBAction func save(_ sender: UIBarButtonItem) { status.text = "saved by \\(sender.title ?? "")" }
            @objc private func cancel() { status.text = "cancelled" }
            @objc func backgroundTapped(_ recognizer: UITapGestureRecognizer) {
                status.text = "background at \\(recognizer.location(in: view).x)"
            }

            private lazy var logInButton: UIButton = {
                $0.accessibilityIdentifier = "logIn"
                $0.addTarget(self, action: #selector(logIn), for: .touchUpInside)
                return $0
            }(UIButton())

            @objc private func logIn() { status.text = "logged in" }
        }

        struct Tap_Previews: PreviewProvider {
            static var previews: [Preview] { [Preview("Tap") { TapViewController() }] }
        }
        """

    @Test func targetActionCallsTheScreensMethods() throws {
        // The rewritten selectors and dropped attributes add no warning of their own.
        let content = try loadFirstPreview("Tap.swift", Self.tapScreen) { #expect($0.isEmpty, "\($0)") }
        let root = content.rootView
        let controller = try #require(content.viewController)
        let button = try #require(view(named: "button", in: root) as? Button)
        let status = try #require(view(named: "status", in: root) as? Label)
        #expect(button.frame.midX == 160)
        button.sendActions(for: .touchUpInside)
        #expect(status.text == "tapped 1 Tap")
        button.sendActions(for: .touchUpInside)
        #expect(status.text == "tapped 2 Tap")
        button.sendActions(for: .touchDown)
        #expect(status.text == "down")
        // A selector in a lazy property's `{ $0 … }(UIButton())` initializer, and in a closure run later.
        let logIn = try #require(view(named: "logIn", in: root) as? Button)
        logIn.sendActions(for: .touchUpInside)
        #expect(status.text == "logged in")
        logIn.sendActions(for: .touchDown)
        #expect(status.text == "down")
        controller.navigationItem.rightBarButtonItem?.perform()
        #expect(status.text == "saved by Save")
        #expect(controller.navigationItem.leftBarButtonItem?.title == "Cancel")
        controller.navigationItem.leftBarButtonItem?.perform()
        #expect(status.text == "cancelled")
        let tap = try #require(root.gestureRecognizers.first as? TapGestureRecognizer)
        tap.tap(at: CGPoint(x: 30, y: 400))
        #expect(status.text == "background at 30.0")
        // The constraints of a rewritten file name the user's file and lines.
        let report = root.layoutDiagnostics().report
        #expect(report.contains("(Tap.swift:29)"), "\(report)")
    }

    /// Errors in a rewritten file point at the user's file, line and column: after a selector, and inside one.
    @Test func errorsInARewrittenFileKeepTheUsersPositions() throws {
        let text = """
            import UIKit

            class Broken: UIViewController {
                @objc func tap() {}
                override func viewDidLoad() {
                    let b = UIButton(); b.addTarget(self, action: #selector(tapp), for: .touchUpInside); let n: Int = "one"
                }
            }
            struct Broken_Previews: PreviewProvider {
                static var previews: [Preview] { [Preview("Broken") { Broken() }] }
            }
            """
        let (messages, path) = try compileError("Broken.swift", text)
        let errors = messages.filter { $0.severity == .error }
        let line = String(text.split(separator: "\n", omittingEmptySubsequences: false)[5])
        let column = { (needle: String) in line.utf8.count - line[line.range(of: needle)!.lowerBound...].utf8.count + 1
        }
        #expect(errors.map(\.file) == [path, path], "\(messages)")
        #expect(errors.map(\.line) == [6, 6])
        #expect(errors.map(\.column) == [column("tapp"), column("\"one\"")], "\(errors)")
        #expect(
            errors.first?.message == "#selector(tapp): this type has no method tapp (type 'Self' has no member 'tapp')")
        #expect(errors.last?.message == "cannot convert value of type 'String' to specified type 'Int'")
    }

    /// iOS apps compile in Swift 5 mode: a mutable singleton is no error there. `--swift-version 6` asks for
    /// Swift 6's checks, and the previewer's Swift 6 modules link either way.
    @Test func userFilesAreSwift5UnlessAsked() throws {
        let text = """
            import UIKit

            final class Session {
                static var shared = Session()
                var name = "guest"
            }
            final class Theme {
                static let shared = Theme()
                var accent = UIColor.red
            }
            final class SessionViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = Session.shared.name
                    label.textColor = Theme.shared.accent
                    label.accessibilityIdentifier = "name"
                    view.addSubview(label)
                }
            }
            struct Session_Previews: PreviewProvider {
                static var previews: [Preview] { [Preview("Session") { SessionViewController() }] }
            }
            """
        let content = try loadFirstPreview("Session.swift", text)
        #expect((view(named: "name", in: content.rootView) as? Label)?.text == "guest")
        let (messages, _) = try compileError("Session.swift", text, settings: UserBuildSettings(languageMode: "6"))
        #expect(messages.first?.line == 4)
        #expect(messages.first?.message.contains("static property 'shared' is not concurrency-safe") == true)
    }
}
