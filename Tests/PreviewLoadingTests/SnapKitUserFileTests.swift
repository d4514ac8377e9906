// A user's file written with SnapKit (`import UIKit`, `import SnapKit`) builds against this build's
// modules, loads, binds to the host's one SnapKit, and its constraints name the user's lines.

import Foundation
import Testing

@testable import Cartography
@testable import PreviewLoading

@Suite(.serialized) @MainActor struct SnapKitUserFileTests {
    /// A cell as SnapKit users write them: `$0`, `equalToSuperview`, `snp.trailing` of a sibling, offsets;
    /// the avatar's size line is line 20.
    static let snapKitCell = """
        import UIKit
        import SnapKit

        final class ChatCell: UIView {
            let avatar = UIView()
            let name = UILabel()
            let badge = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                avatar.accessibilityIdentifier = "avatar"
                name.accessibilityIdentifier = "name"
                badge.accessibilityIdentifier = "badge"
                name.text = "Ada"
                addSubview(avatar)
                addSubview(name)
                addSubview(badge)
                avatar.snp.makeConstraints {
                    $0.leading.equalTo(snp.leading).offset(5)
                    $0.width.height.equalTo(53)
                    $0.centerY.equalToSuperview()
                }
                name.snp.makeConstraints { make in
                    make.leading.equalTo(avatar.snp.trailing).offset(18)
                    make.top.equalTo(avatar.snp.top)
                }
                badge.snp.makeConstraints { make in
                    make.trailing.equalToSuperview().inset(8)
                    make.size.equalTo(CGSize(width: 20, height: 12))
                    make.bottom.equalTo(avatar)
                }
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        final class ChatViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let cell = ChatCell()
                cell.accessibilityIdentifier = "cell"
                view.addSubview(cell)
                cell.snp.makeConstraints { make in
                    make.top.horizontalEdges.equalTo(view.safeAreaLayoutGuide)
                    make.height.equalTo(71)
                }
            }
        }

        struct Chat_Previews: PreviewProvider {
            static var previews: [Preview] {
                [Preview("Chat", size: CGSize(width: 320, height: 200)) { ChatViewController() }]
            }
        }
        """

    // UIKit: the cell's frame is 320 × 71; the avatar is vertically centred in it, 5 from its leading edge.
    @Test func aSnapKitFileBuildsLoadsAndNamesItsLines() throws {
        let files = try UserFiles()
        let path = try files.write("ChatCell.swift", Self.snapKitCell)
        let built = try UserPreviewBuild(sources: [path], toolchain: UserFiles.toolchain()).run()
        #expect(built.warnings.isEmpty, "\(built.warnings)")
        let catalog = PreviewCatalog(providers: try PreviewLibraryLoader.load(path: built.path).providers)
        let preview = try #require(catalog.preview(named: "Chat"))
        var context = PreviewContext()
        let root = try preview.makeContent(in: &context).rootView
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        root.layoutIfNeeded()
        let cell = try #require(root.subviews.first)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 71))
        let views = Dictionary(uniqueKeysWithValues: cell.subviews.map { ($0.debugName, $0) })
        #expect(views["avatar"]?.frame == CGRect(x: 5, y: 9, width: 53, height: 53))
        #expect(views["name"]?.frame.minX == 76)
        #expect(views["name"]?.frame.minY == 9)
        #expect(views["badge"]?.frame == CGRect(x: 292, y: 50, width: 20, height: 12))
        let report = root.layoutDiagnostics().report
        #expect(report.contains("avatar.width == 53 (ChatCell.swift:20)"), "\(report)")
        #expect(report.contains("badge.trailing == cell.trailing - 8 (ChatCell.swift:28)"), "\(report)")
    }

    /// An installed previewer (scripts/install copies UIKit and SnapKit beside Cartography) builds the same file.
    @Test func anInstalledPreviewerBuildsASnapKitFile() throws {
        let files = try UserFiles()
        let (executable, modules) = try InstalledToolchainTests.installedPrefix(in: files)
        let build = try UserFiles.toolchain().modulesFolder
        for module in ["UIKit", "SnapKit"] {
            try FileManager.default.copyItem(
                atPath: "\(build)/\(module).swiftmodule", toPath: "\(modules)/\(module).swiftmodule")
        }
        let sources = try UserFiles()
        let path = try sources.write("ChatCell.swift", Self.snapKitCell)
        let built = try UserPreviewBuild(sources: [path], toolchain: PreviewToolchain.beside(executable: executable))
            .run()
        let catalog = PreviewCatalog(providers: try PreviewLibraryLoader.load(path: built.path).providers)
        var context = PreviewContext()
        let root = try #require(catalog.preview(named: "Chat")).makeContent(in: &context).rootView
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        root.layoutIfNeeded()
        #expect(root.subviews.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 71))
    }
}
