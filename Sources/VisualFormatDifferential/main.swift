// Differential test of the Visual Format Language: random formats laid out by our parser and engine and
// by GTK's (GtkConstraintLayout, in process, under a display); the frames must agree.
//   vfl-differential [--seed N] [--count N] [--verbose]
//   vfl-differential --case WxH FORMAT... (one case, the same formats for both, views v0...v3: both frames)

import CGtk
import Foundation
import GtkKit

var seed: UInt64 = 1
var count = 300
var verbose = false
var singleCase: FormatCase?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
    case "--count": count = arguments.popFirst().flatMap { Int($0) } ?? count
    case "--verbose": verbose = true
    case "--case":
        let size = (arguments.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
        let formats = Array(arguments)
        arguments = []
        guard size.count == 2 else { exit(2) }
        singleCase = FormatCase(
            width: size[0], height: size[1], viewNames: ["v0", "v1", "v2", "v3"], ours: formats, metrics: [:],
            gtk: formats)
    default:
        FileHandle.standardError.write(Data("usage: vfl-differential [--seed N] [--count N] [--verbose]\n".utf8))
        exit(2)
    }
}

Toolkit.setEnvironmentDefault("GTK_A11Y", "none")
Toolkit.setEnvironmentDefault("GSK_RENDERER", "cairo")
guard Toolkit.openDisplay() else {
    print("vfl-differential: no display; run it as xvfb-run -a .build/debug/vfl-differential")
    exit(3)
}
guard let gtk = GtkFormatLayout() else {
    print("vfl-differential: the window was not mapped within 10 s")
    exit(4)
}

if let singleCase {
    print("ours \(CartographyFormatLayout.frames(of: singleCase))")
    print("GTK  \(gtk.frames(of: singleCase))")
    exit(0)
}

var generator = FormatGenerator(random: SplitMix64(seed: seed))
var agreed = 0
var disagreements: [String] = []
let start = Date()
for index in 0..<count {
    let formatCase = generator.makeCase()
    let ours = CartographyFormatLayout.frames(of: formatCase)
    let theirs = gtk.frames(of: formatCase)
    let header =
        "case \(index) at \(formatCase.width) x \(formatCase.height): \(formatCase.ours) metrics \(formatCase.metrics)"
    switch (ours, theirs) {
    case (.success(let ourFrames), .success(let gtkFrames)) where ourFrames == gtkFrames:
        agreed += 1
        if verbose { print("agree  \(header)") }
    case (.success(let ourFrames), .success(let gtkFrames)):
        let sortedOurs = ourFrames.sorted { $0.key < $1.key }
        let sortedGtk = gtkFrames.sorted { $0.key < $1.key }
        disagreements.append("\(header)\n  GTK formats \(formatCase.gtk)\n  ours \(sortedOurs)\n  GTK  \(sortedGtk)")
    case (.failure(let failure), _), (_, .failure(let failure)):
        disagreements.append("\(header)\n  GTK formats \(formatCase.gtk)\n  \(failure)")
    }
}
for disagreement in disagreements.prefix(10) { print("DISAGREE \(disagreement)") }
let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
print("vfl-differential: seed \(seed): \(agreed) of \(count) formats agree with GTK (\(seconds) s)")
exit(disagreements.isEmpty ? 0 : 1)
