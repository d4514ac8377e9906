// NSLayoutConstraint's Visual Format Language: `H:|-[icon(==32)]-[title]-|` to constraints.

import Foundation

extension LayoutConstraint {
    /// The constraints a visual format describes, not yet active, as UIKit's method of the same name.
    ///
    /// ```swift
    /// let constraints = NSLayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[name]-[field(>=120)]-|", options: [.alignAllCenterY], metrics: nil,
    ///     views: ["name": nameLabel, "field": textField])
    /// NSLayoutConstraint.activate(constraints)
    /// ```
    ///
    /// The grammar is Apple's. `-` between two views is the standard 8 points; `|-` and `-|` are the
    /// superview's layout margins (8 by default), as in UIKit since iOS 8. Metric names are looked up
    /// before view names. As an extension, priorities may also be written `@required`, `@defaultHigh`,
    /// `@defaultLow` and `@fittingSizeLevel` (a metric of the same name wins). Each constraint's
    /// ``identifier`` is the format it came from.
    ///
    /// UIKit raises an exception for a bad format; this reports a ``LayoutIssue/invalidVisualFormat(_:)``
    /// through ``LayoutIssues`` (naming the column) and returns no constraints, so nothing half-made is
    /// activated. Use ``parseVisualFormat(_:options:metrics:views:fileID:line:)`` to get the error thrown.
    @inline(never)
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any], fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        let callSite = CallSite.capture(fallback: SourceLocation(file: fileID, line: line))
        do {
            return try visualFormatConstraints(format, options, metrics, views, callSite)
        } catch {
            LayoutIssues.report(.invalidVisualFormat(error))
            return []
        }
    }

    /// The constraints a visual format describes, not yet active; throws the first mistake, with its
    /// column, instead of reporting it.
    ///
    /// ```swift
    /// do {
    ///     let constraints = try LayoutConstraint.parseVisualFormat("H:|-[a]-[b(==a)]-|", views: views)
    /// } catch {
    ///     print(error)  // the reason, the column, the format with a caret under the mistake
    /// }
    /// ```
    @inline(never)
    public static func parseVisualFormat(
        _ format: String, options: FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any],
        fileID: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let callSite = CallSite.capture(fallback: SourceLocation(file: fileID, line: line))
        return try visualFormatConstraints(format, options, metrics, views, callSite)
    }

    private static func visualFormatConstraints(
        _ format: String, _ options: FormatOptions, _ metrics: [String: Any]?, _ views: [String: Any],
        _ callSite: CallSite
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let syntax = try VisualFormatParser.parse(format)
        let builder = VisualFormatBuilder(
            syntax: syntax, format: format, options: options, metrics: metrics ?? [:], views: views,
            callSite: callSite)
        return try builder.build()
    }
}
