// Every constraint carries the line of its relation (`make.top.equalTo(…)`), as the Cartography DSL's do.

import Cartography
import Foundation
import SnapKit
import Testing

@Suite struct SourceLocationTests {
    @Test func eachLineCarriesItsOwnLine() {
        let c = Container()
        let view = c.add("view")
        var first = 0
        view.snp.makeConstraints { make in
            first = #line + 1
            make.top.left.equalToSuperview().offset(8)
            make.size.equalTo(CGSize(width: 20, height: 30))
        }
        let lines = view.snp.constraints.flatMap(\.layoutConstraints).map(\.location)
        let file = "SourceLocationTests.swift"
        #expect(
            lines == [
                SourceLocation(file: file, line: first), SourceLocation(file: file, line: first),
                SourceLocation(file: file, line: first + 1), SourceLocation(file: file, line: first + 1),
            ])
        #expect(view.snp.constraints.map(\.location.line) == [first, first + 1])
        // The full path is kept for tools that open the file.
        #expect(lines.first??.path.hasSuffix("Tests/SnapKitTests/SourceLocationTests.swift") == true)
    }

    @Test func aChainOverSeveralLinesCarriesTheRelationsLine() {
        let c = Container()
        let view = c.add("view")
        var line = 0
        view.snp.makeConstraints { make in
            make.width
                .height
                // The relation is on the next line.
                .equalTo(44)
            line = #line - 1
        }
        #expect(view.constraints.map(\.location?.line) == [line, line])
    }

    @Test func descriptionsNameTheLineAndTheLabel() {
        let c = Container()
        let view = c.add("badge")
        var line = 0
        view.snp.makeConstraints { make in
            line = #line + 1
            make.trailing.equalToSuperview().inset(12).labeled("badgeTrailing")
        }
        #expect(
            view.snp.constraints[0].layoutConstraints[0].description
                == "badge.trailing == container.trailing - 12 \"badgeTrailing\" (SourceLocationTests.swift:\(line))")
    }
}
