// A presented alert drawn over the screen that presented it, with UIKit's alert metrics.

import Foundation

extension AlertController {
    /// UIKit's alert: 270 points wide, 14-point corners, a 17-point semibold title and a 13-point message
    /// 16 points in from the sides, and buttons 44 points high (side by side when there are two).
    enum Metrics {
        static let alertWidth: CGFloat = 270
        static let cornerRadius: CGFloat = 14
        static let sideInset: CGFloat = 16
        static let textTop: CGFloat = 19
        static let messageGap: CGFloat = 2
        static let buttonsGap: CGFloat = 19
        static let buttonHeight: CGFloat = 44
        /// An action sheet's distance from the screen's sides and bottom.
        static let sheetInset: CGFloat = 8
    }

    /// The alert's view: a dimmed layer over the whole screen with the alert (or the sheet) on it.
    func makeAlertView() {
        let dimming = View(frame: Screen.main.bounds)
        dimming.backgroundColor = Color(white: 0, alpha: 0.2)
        dimming.ownerGivenName = "UIAlertController.dimmingView"
        view = dimming
        let box = View()
        box.ownerGivenName = "UIAlertController.contentView"
        box.backgroundColor = Color(white: 0.97, alpha: 1)
        box.layer.cornerRadius = Metrics.cornerRadius
        box.clipsToBounds = true
        box.translatesAutoresizingMaskIntoConstraints = false
        dimming.addSubview(box)
        var constraints: [LayoutConstraint]
        if preferredStyle == .alert {
            constraints = [
                box.centerXAnchor.constraint(equalTo: dimming.centerXAnchor),
                box.centerYAnchor.constraint(equalTo: dimming.centerYAnchor),
                box.widthAnchor.constraint(equalToConstant: Metrics.alertWidth),
            ]
        } else {
            constraints = [
                box.leadingAnchor.constraint(equalTo: dimming.leadingAnchor, constant: Metrics.sheetInset),
                box.trailingAnchor.constraint(equalTo: dimming.trailingAnchor, constant: -Metrics.sheetInset),
                box.bottomAnchor.constraint(equalTo: dimming.bottomAnchor, constant: -Metrics.sheetInset),
            ]
        }
        var above = box.topAnchor
        var hasText = false
        var gap = Metrics.textTop
        for (text, font) in [
            (title, Font.systemFont(ofSize: 17, weight: .semibold)), (message, .systemFont(ofSize: 13)),
        ]
        where text?.isEmpty == false {
            let label = Label()
            label.text = text
            label.font = font
            label.textAlignment = .center
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(label)
            constraints += [
                label.topAnchor.constraint(equalTo: above, constant: gap),
                label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: Metrics.sideInset),
                label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -Metrics.sideInset),
            ]
            above = label.bottomAnchor
            hasText = true
            gap = Metrics.messageGap
        }
        let buttons = StackView(arrangedSubviews: orderedActions.map(makeButton))
        buttons.axis = preferredStyle == .alert && actions.count == 2 ? .horizontal : .vertical
        buttons.distribution = .fillEqually
        buttons.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(buttons)
        constraints += [
            buttons.topAnchor.constraint(equalTo: above, constant: hasText ? Metrics.buttonsGap : 0),
            buttons.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            buttons.bottomAnchor.constraint(equalTo: box.bottomAnchor),
        ]
        for constraint in constraints { constraint.identifier = "UIAlertController" }
        LayoutConstraint.activate(constraints)
    }

    /// The buttons in UIKit's order: an alert's cancel button last (on the left when there are two), a sheet's
    /// last too.
    private var orderedActions: [AlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        return preferredStyle == .alert && actions.count == 2 ? cancel + others : others + cancel
    }

    private func makeButton(for action: AlertAction) -> Button {
        let button = Button(type: .system)
        button.setTitle(action.title, for: .normal)
        let color: Color = action.style == .destructive ? .systemRed : .systemBlue
        button.setTitleColor(action.isEnabled ? color : .gray, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: action.style == .cancel ? .semibold : .regular)
        button.isEnabled = action.isEnabled
        button.heightAnchor.constraint(equalToConstant: Metrics.buttonHeight).isActive = true
        button.addAction(
            Action { [weak self] _ in
                action.simulateChoice()
                self?.dismiss(animated: true)
            }, for: .touchUpInside)
        return button
    }

    /// Shows the alert over the whole tree `presenter`'s view is in, as iOS shows it over the window.
    func show(over presenter: ViewController) {
        guard let presenterView = presenter.viewIfLoaded else { return }
        var host = presenterView
        while let superview = host.superview { host = superview }
        let dimming: View = view
        dimming.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(dimming)
        let edges = [
            dimming.topAnchor.constraint(equalTo: host.topAnchor),
            dimming.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            dimming.widthAnchor.constraint(equalTo: host.widthAnchor),
            dimming.heightAnchor.constraint(equalTo: host.heightAnchor),
        ]
        for constraint in edges { constraint.identifier = "UIAlertController" }
        LayoutConstraint.activate(edges)
    }
}
