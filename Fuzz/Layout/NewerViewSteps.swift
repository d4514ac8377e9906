// The layout fuzzer's newer views: stack views, scroll views with content constraints, controls, image
// views, and margins that follow the superview's.

import Cartography
import Foundation

extension LayoutSession {
    /// Adds one of the newer views somewhere in a tree; it then takes part in every other step too.
    func addNewerView(_ reader: inout ByteReader) {
        guard views.count < 14 else { return }
        let view: View
        switch reader.below(12) {
        case 0:
            let stack = StackView(arrangedSubviews: (0..<reader.below(4)).map { _ in Label() })
            stackViews.append(stack)
            view = stack
        case 1:
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: reader.pick(Values.sizes), height: 300))
            scrollViews.append(scroll)
            view = scroll
        case 2:
            let control = Switch()
            control.setOn(reader.bool(), animated: reader.bool())
            view = control
        case 3:
            let slider = Slider()
            slider.value = Float(reader.pick(Values.constants))
            view = slider
        case 4:
            let control = SegmentedControl(items: reader.pick([[], ["One"], ["One", "Two", "a much longer one"]]))
            control.selectedSegmentIndex = reader.below(4) - 1
            view = control
        case 5:
            let progress = ProgressView(progressViewStyle: reader.pick([.default, .bar]))
            progress.setProgress(Float(reader.pick(Values.constants)), animated: reader.bool())
            view = progress
        case 6:
            let indicator = ActivityIndicatorView(style: reader.pick([.medium, .large, .whiteLarge, .white, .gray]))
            if reader.bool() { indicator.startAnimating() }
            view = indicator
        case 7: view = button(&reader)
        case 8:
            let field = TextField()
            field.text = reader.pick(Values.texts)
            field.borderStyle = reader.pick([.none, .line, .bezel, .roundedRect])
            if reader.bool() { field.leftView = ImageView(image: Image(systemName: "magnifyingglass")) }
            field.leftViewMode = reader.pick([.never, .always])
            view = field
        case 9:
            let textView = TextView()
            textView.text = reader.pick(Values.texts)
            textView.isScrollEnabled = reader.bool()
            view = textView
        case 10:
            view = ImageView(image: reader.bool() ? Image(systemName: "star") : nil)
        default:
            addList(&reader)
            return
        }
        place(view, &reader)
    }

    /// Puts a new view in a tree: as a stack view's arranged subview, in a scroll view, or in any view.
    func place(_ view: View, _ reader: inout ByteReader) {
        view.translatesAutoresizingMaskIntoConstraints = reader.bool()
        switch reader.below(4) {
        case 0 where !stackViews.isEmpty: reader.pick(stackViews).addArrangedSubview(view)
        case 1 where !scrollViews.isEmpty: reader.pick(scrollViews).addSubview(view)
        default: someView(&reader).addSubview(view)
        }
        views.append(view)
    }

    private func button(_ reader: inout ByteReader) -> Button {
        var configuration = reader.pick([
            Button.Configuration.plain(), .filled(), .tinted(), .gray(), .borderedProminent(),
        ])
        configuration.title = reader.pick(Values.texts)
        if reader.bool() { configuration.subtitle = "subtitle" }
        if reader.bool() { configuration.image = Image(systemName: "plus") }
        configuration.imagePadding = constant(&reader)
        configuration.buttonSize = reader.pick([.mini, .small, .medium, .large])
        if reader.bool() {
            configuration.contentInsets = DirectionalEdgeInsets(
                top: constant(&reader), leading: 4, bottom: 4, trailing: constant(&reader))
        }
        return Button(configuration: configuration)
    }

    /// Changes a stack view's arrangement, a scroll view's content, or a view's margin inheritance.
    func changeNewerView(_ reader: inout ByteReader) {
        switch reader.below(4) {
        case 0 where !stackViews.isEmpty: changeStackView(reader.pick(stackViews), &reader)
        case 1 where !scrollViews.isEmpty: changeScrollView(reader.pick(scrollViews), &reader)
        case 2 where !lists.isEmpty: changeList(&reader)
        default:
            let view = someView(&reader)
            view.preservesSuperviewLayoutMargins.toggle()
            if reader.bool() { view.layoutMargins = EdgeInsets(all: constant(&reader)) }
        }
    }

    private func changeStackView(_ stack: StackView, _ reader: inout ByteReader) {
        switch reader.below(9) {
        case 0:
            let view = someView(&reader)
            guard !roots.contains(where: { $0 === view }) else { return }
            if reader.bool() {
                stack.addArrangedSubview(view)
            } else {
                stack.insertArrangedSubview(view, at: reader.below(stack.arrangedSubviews.count + 2))
            }
        case 1:
            guard !stack.arrangedSubviews.isEmpty else { return }
            let view = reader.pick(stack.arrangedSubviews)
            stack.removeArrangedSubview(view)
            if reader.bool() { view.removeFromSuperview() }
        case 2:
            guard !stack.arrangedSubviews.isEmpty else { return }
            reader.pick(stack.arrangedSubviews).isHidden.toggle()
        case 3: stack.axis = reader.pick([.horizontal, .vertical])
        case 4: stack.distribution = reader.pick(StackView.Distribution.allCases)
        case 5: stack.alignment = reader.pick(StackView.Alignment.allCases)
        case 6: stack.spacing = constant(&reader)
        case 7:
            guard !stack.arrangedSubviews.isEmpty else { return }
            stack.setCustomSpacing(constant(&reader), after: reader.pick(stack.arrangedSubviews))
        default: stack.isLayoutMarginsRelativeArrangement.toggle()
        }
    }

    /// Content constraints between a scroll view's guides and a view inside it, as UIKit code pins them.
    private func changeScrollView(_ scroll: ScrollView, _ reader: inout ByteReader) {
        let content = someView(&reader)
        let c = constant(&reader)
        var made: [LayoutConstraint]
        switch reader.below(5) {
        case 0:
            made = [
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: c),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -c),
            ]
        case 1:
            made = [content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: c)]
        case 2:
            made = [content.heightAnchor.constraint(equalToConstant: reader.pick(Values.sizes))]
        case 3:
            scroll.setContentOffset(CGPoint(x: c, y: constant(&reader)), animated: reader.bool())
            made = []
        default:
            scroll.contentInset = EdgeInsets(all: c)
            made = []
        }
        if reader.bool() { made = made ~ Values.priority(&reader) }
        LayoutConstraint.activate(made)
        keep(made)
        _ = (scroll.contentSize, scroll.bounds)
    }
}
