// Where the previewer's own package is, for user packages that depend on it by path.

import Foundation

/// The environment `swift` runs in for a user package: `CARTOGRAPHY_LINUX` names the checkout the previewer was
/// built from, so that a manifest can depend on it wherever the package was copied
/// (`.package(name: "CartographyLinux", path: Context.environment["CARTOGRAPHY_LINUX"] ?? "../")`).
enum CheckoutEnvironment {
    /// The variable a user package's manifest reads.
    static let variable = "CARTOGRAPHY_LINUX"

    /// The process's environment, with `CARTOGRAPHY_LINUX` set to the checkout that holds `modulesFolder` unless
    /// the user set it; unchanged for an installed previewer, which has no checkout.
    static func forSwift(modulesFolder: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if environment[variable] == nil, let checkout = checkout(holding: modulesFolder) {
            environment[variable] = checkout
        }
        return environment
    }

    /// The folder above `.build` whose manifest is this package's, if `modulesFolder` is inside a build of it.
    static func checkout(holding modulesFolder: String) -> String? {
        var folder = URL(fileURLWithPath: modulesFolder).standardizedFileURL
        while folder.path != "/" {
            if folder.lastPathComponent == ".build" {
                let root = folder.deletingLastPathComponent()
                let manifest = root.appendingPathComponent("Package.swift")
                guard let text = try? String(contentsOf: manifest, encoding: .utf8),
                    text.contains("name: \"CartographyLinux\"")
                else { return nil }
                return root.path
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
