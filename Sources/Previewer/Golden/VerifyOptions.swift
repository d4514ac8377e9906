// The options of `--verify`, validated: its folder, its tolerance and where its failures go.

import Foundation

extension PreviewerOptions {
    /// Checks `--verify DIR` (an existing folder), `--delta-e`, `--max-differing` and `--failures` (a folder,
    /// made at the first failure), which go only with `--verify`.
    mutating func validateVerify(
        folder: String?, deltaE: String?, maxDiffering: String?, failures: String?
    ) throws(OptionError) {
        if !skippedPreviews.isEmpty, folder == nil, recordFolder == nil {
            throw OptionError("--skip goes with --record DIR or --verify DIR")
        }
        guard let folder else {
            for (name, value) in [("--delta-e", deltaE), ("--max-differing", maxDiffering), ("--failures", failures)]
            where value != nil {
                throw OptionError("\(name) goes with --verify DIR")
            }
            return
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw OptionError(
                "--verify expects the folder --record wrote, and \"\(folder)\" is not one (record it first: "
                    + "--record \(folder))")
        }
        if control { throw OptionError("--control cannot be combined with --verify, which exits on its own") }
        if recordFolder != nil { throw OptionError("--record and --verify cannot be combined: record, then verify") }
        if let deltaE {
            guard let value = Double(deltaE), value.isFinite, (0...100).contains(value) else {
                throw OptionError(
                    "--delta-e expects a CIEDE2000 colour distance from 0 to 100 (such as 2.3), not \"\(deltaE)\"")
            }
            imageTolerance.deltaE = value
        }
        if let maxDiffering {
            let number = maxDiffering.hasSuffix("%") ? String(maxDiffering.dropLast()) : maxDiffering
            guard let value = Double(number), value.isFinite, (0...100).contains(value) else {
                throw OptionError(
                    "--max-differing expects a percentage of pixels from 0 to 100 (such as 0.1), not \"\(maxDiffering)\""
                )
            }
            imageTolerance.differingPercent = value
        }
        if let failures {
            // Made when the first failure is written; a file there is a mistake now.
            var isFailuresFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: failures, isDirectory: &isFailuresFolder),
                !isFailuresFolder.boolValue
            {
                throw OptionError("--failures expects a folder, and \"\(failures)\" is a file")
            }
            failuresFolder = failures
        }
        verifyFolder = folder
    }
}
