// No class in the previewer, its renderer or its core holds more than a dozen stored properties: past that, a
// class is a hub whose state belongs in smaller values (see the style notes).

import Foundation
import Testing

@Suite("Stored-property budget")
struct StoredPropertyBudgetTests {
    /// The most stored properties one class may hold.
    static let budget = 12
    /// The folders whose classes the budget covers, relative to the package's root.
    static let folders = ["Sources/Previewer", "Sources/ViewRendering", "Sources/PreviewerCore"]

    @Test("The counter counts lets, stored vars, lazy and observed vars; not static or computed ones")
    func counter() {
        let source = """
            final class Sample {
                static let shared = Sample()
                class var kind: String { "sample" }
                let a = 1
                private(set) var b: Int
                weak var c: AnyObject?
                lazy var d = [1, 2].map { value in
                    let doubled = value * 2
                    return doubled
                }
                var e: Int { didSet { print("\\(e) {") } }
                var f: Int { a + b }  // var g = 1
                var h: Int {
                    get { b }
                    set { b = newValue }
                }
                /* let i = 1 */
                let j: (Int) -> Void = { _ in }
                struct Inner { let k = 1 }
                init() { b = 0; e = 0; var l = 1; l += 1 }
                func m() { let n = 1; _ = n }
            }
            """
        #expect(
            StoredPropertyCounter.counts(in: source) == [.init(typeName: "Sample", storedProperties: 6)])
    }

    @Test("No class holds more than a dozen stored properties")
    func budgetHolds() throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var over: [String] = []
        var classes = 0
        for folder in Self.folders {
            let directory = root.appending(path: folder)
            let files = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let source = try String(contentsOf: file, encoding: .utf8)
                for count in StoredPropertyCounter.counts(in: source) {
                    classes += 1
                    if count.storedProperties > Self.budget {
                        over.append("\(folder)/\(file.lastPathComponent): \(count)")
                    }
                }
            }
        }
        #expect(classes > 20, "found the previewer's classes")
        #expect(over.isEmpty, "classes over the budget of \(Self.budget):\n\(over.joined(separator: "\n"))")
    }
}
