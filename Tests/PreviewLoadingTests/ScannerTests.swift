// Finding preview providers in source text: declarations found, look-alikes in comments and strings not.

import PreviewLoading
import Testing

@Suite struct ScannerTests {
    func names(_ source: String) -> [String] {
        PreviewProviderScanner.providers(in: source, file: "Screen.swift").map(\.qualifiedName)
    }

    @Test func findsEveryKindOfDeclarationInOrder() {
        let source = """
            import Cartography

            struct A_Previews: PreviewProvider {
                static var previews: [Preview] { [] }
            }
            final class B_Previews: NSObjectLike, Cartography.PreviewProvider {}
            enum C_Previews: PreviewProvider {}
            public struct D: Equatable & PreviewProvider {}
            extension E: PreviewProvider {}
            @MainActor struct F_Previews: @MainActor PreviewProvider {}
            struct NotAProvider: Equatable {}
            """
        #expect(names(source) == ["A_Previews", "B_Previews", "C_Previews", "D", "E", "F_Previews"])
    }

    @Test func reportsWhereTheDeclarationIs() {
        let source = "import Cartography\n\n  struct Header_Previews: PreviewProvider {}\n"
        let found = PreviewProviderScanner.providers(in: source, file: "Header.swift")
        #expect(found.count == 1)
        #expect(found.first?.file == "Header.swift")
        #expect(found.first?.line == 3)
        #expect(found.first?.column == 3)
        #expect(found.first?.isFilePrivate == false)
    }

    @Test func qualifiesNestedTypes() {
        let source = """
            enum Screens {
                struct Profile_Previews: PreviewProvider {}
                enum Inner { struct Deep_Previews: PreviewProvider {} }
            }
            extension Screens.Inner {
                struct Extended_Previews: PreviewProvider {}
            }
            """
        #expect(
            names(source) == [
                "Screens.Profile_Previews", "Screens.Inner.Deep_Previews", "Screens.Inner.Extended_Previews",
            ])
    }

    @Test func ignoresCommentsAndStrings() {
        let source = #"""
            // struct InLineComment: PreviewProvider {}
            /* struct InBlock: PreviewProvider {} /* nested */ struct StillInBlock: PreviewProvider {} */
            let text = "struct InString: PreviewProvider {}"
            let multi = """
                struct InMultiline: PreviewProvider {}
                """
            let raw = #"struct InRaw: PreviewProvider { "quoted" }"#
            let interpolated = "\(value("struct InInterpolation: PreviewProvider {}")) struct After: PreviewProvider {}"
            struct Real_Previews: PreviewProvider {}
            """#
        #expect(names(source) == ["Real_Previews"])
    }

    @Test func leavesOutTypesNoOtherFileCanName() {
        let source = """
            func makeThings() {
                struct Local_Previews: PreviewProvider {}
            }
            struct Box<T> { struct InGeneric_Previews: PreviewProvider {} }
            struct Generic_Previews<T>: PreviewProvider {}
            protocol Refined: PreviewProvider {}
            extension Array where Element: PreviewProvider {}
            var computed: Int { struct InAccessor: PreviewProvider {}; return 1 }
            struct Kept_Previews: PreviewProvider {}
            """
        #expect(names(source) == ["Kept_Previews"])
    }

    @Test func classModifiersAreNotDeclarations() {
        let source = """
            final class Controller: ViewController {
                class func make() -> Controller { Controller() }
                class var shared: Int { 1 }
            }
            struct Controller_Previews: PreviewProvider {}
            """
        #expect(names(source) == ["Controller_Previews"])
    }

    @Test func marksFilePrivateProviders() {
        let source = """
            private struct Hidden_Previews: PreviewProvider {}
            fileprivate enum AlsoHidden: PreviewProvider {}
            private extension Outer { struct InPrivateExtension: PreviewProvider {} }
            struct Visible_Previews: PreviewProvider {}
            """
        let found = PreviewProviderScanner.providers(in: source, file: "Screen.swift")
        #expect(
            found.map(\.qualifiedName) == [
                "Hidden_Previews", "AlsoHidden", "Outer.InPrivateExtension", "Visible_Previews",
            ])
        #expect(found.map(\.isFilePrivate) == [true, true, true, false])
    }

    @Test func escapedNamesAndUnterminatedStringsDoNotDerail() {
        let source = """
            let broken = "no closing quote
            struct `class`: PreviewProvider {}
            struct After_Previews: PreviewProvider {}
            """
        #expect(names(source) == ["class", "After_Previews"])
    }
}
