// The view that shows a list content configuration, as UIListContentView, laid out with stack views.

import Foundation

/// Shows a ``ListContentConfiguration``, as UIListContentView: the image and the texts in a row inside
/// the layout margins, the texts stacked (or side by side for a value cell); absent parts are hidden.
public final class ListContentView: View, ContentView {
    private var list: ListContentConfiguration
    private let row = StackView()
    private let texts = StackView()
    /// The view showing the image.
    let imageView = ImageView(frame: .zero)
    /// The label showing the text.
    let textLabel = Label()
    /// The label showing the secondary text.
    let secondaryTextLabel = Label()

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        ownerGivenName = "UIListContentView"
        textLabel.ownerGivenName = "UIListContentView.textLabel"
        secondaryTextLabel.ownerGivenName = "UIListContentView.secondaryTextLabel"
        imageView.ownerGivenName = "UIListContentView.imageView"
        row.alignment = .center
        texts.axis = .vertical
        texts.alignment = .leading
        texts.addArrangedSubview(textLabel)
        // The image keeps its size; the text takes what the row leaves.
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        row.addArrangedSubview(imageView)
        addSubview(row)
        constrain(row, self) { row, content in row.edges == content.edgesWithinMargins }
        if configuration.layout == .trailing {
            row.addArrangedSubview(textLabel)
            row.addArrangedSubview(secondaryTextLabel)
            textLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
            secondaryTextLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        } else {
            texts.addArrangedSubview(secondaryTextLabel)
            row.addArrangedSubview(texts)
        }
        apply(configuration)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The content shown; a configuration of another type is ignored.
    public var configuration: ContentConfiguration {
        get { list }
        set { if let newList = newValue as? ListContentConfiguration { apply(newList) } }
    }

    private func apply(_ configuration: ListContentConfiguration) {
        list = configuration
        directionalLayoutMargins = configuration.directionalLayoutMargins
        row.spacing = configuration.layout == .trailing ? 8 : configuration.imageToTextPadding
        row.setCustomSpacing(configuration.imageToTextPadding, after: imageView)
        texts.spacing = configuration.textToSecondaryTextVerticalPadding
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        show(configuration.text, in: textLabel, configuration.textProperties)
        show(configuration.secondaryText, in: secondaryTextLabel, configuration.secondaryTextProperties)
    }

    private func show(_ text: String?, in label: Label, _ properties: ListContentConfiguration.TextProperties) {
        label.text = text
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.isHidden = text == nil
    }
}
