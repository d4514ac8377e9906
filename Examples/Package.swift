// swift-tools-version:6.0
// A user's package of screens written with Cartography, previewed with `previewer --source` (see README.md).

import PackageDescription

let package = Package(
    name: "CartographyExamples",
    products: [
        .library(name: "Screens", targets: ["Screens"])
    ],
    dependencies: [
        // This repository, by path: SwiftPM cannot fetch remote packages here, and the previews must use
        // the same Cartography as the previewer. Named, because a path dependency's identity is otherwise
        // its folder's name, which differs between checkouts. `previewer --package` sets CARTOGRAPHY_LINUX to
        // the checkout it was built from, so a copy of this folder anywhere builds as shipped.
        .package(name: "CartographyLinux", path: Context.environment["CARTOGRAPHY_LINUX"] ?? "../")
    ],
    targets: [
        .target(
            name: "Screens", dependencies: [.product(name: "Cartography", package: "CartographyLinux")],
            path: "Sources/Screens")
    ],
    swiftLanguageModes: [.v6]
)
