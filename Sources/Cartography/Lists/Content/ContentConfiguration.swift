// A cell's content described as a value, as UIContentConfiguration and UIContentView, and how cells take one.

import Foundation

/// A description of a cell's content that makes the view showing it, as UIContentConfiguration.
public protocol ContentConfiguration {
    /// A new view showing this content.
    func makeContentView() -> View & ContentView
}

/// A view that shows a ``ContentConfiguration`` and takes a new one in place, as UIContentView.
public protocol ContentView: AnyObject {
    /// The content shown; setting it updates the view.
    var configuration: ContentConfiguration { get set }
}

/// Puts a configuration's view in a cell's content view, covering it, or updates the one there when it
/// takes configurations of that type; nil takes it out. Returns the view now shown.
func installContent(
    _ configuration: ContentConfiguration?, in contentView: View, replacing shown: (View & ContentView)?
) -> (View & ContentView)? {
    guard let configuration else {
        shown?.removeFromSuperview()
        return nil
    }
    if let shown, type(of: shown.configuration) == type(of: configuration) {
        shown.configuration = configuration
        return shown
    }
    shown?.removeFromSuperview()
    let view = configuration.makeContentView()
    contentView.addSubview(view)
    constrain(view as View, contentView) { view, contentView in view.edges == contentView.edges }
    return view
}

extension TableViewCell {
    /// The cell's content as a configuration, as UIKit's: setting one shows its view over the whole
    /// content view (instead of ``textLabel`` and the other standard views).
    ///
    /// ```swift
    /// var content = cell.defaultContentConfiguration()
    /// content.text = "Wi-Fi"
    /// content.secondaryText = "Home"
    /// cell.contentConfiguration = content
    /// ```
    public var contentConfiguration: ContentConfiguration? {
        get { configuredContentView?.configuration }
        set { configuredContentView = installContent(newValue, in: contentView, replacing: configuredContentView) }
    }

    /// A list configuration in the cell's style: `.subtitleCell()` for `.subtitle`, `.valueCell()` for
    /// `.value1` and `.value2`, `.cell()` otherwise, as UIKit's.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }
}

extension CollectionViewCell {
    /// The cell's content as a configuration, as UIKit's: setting one shows its view over the whole
    /// content view.
    public var contentConfiguration: ContentConfiguration? {
        get { configuredContentView?.configuration }
        set { configuredContentView = installContent(newValue, in: contentView, replacing: configuredContentView) }
    }
}
