// The area beside the sidebar that shows the root (scrolled), or the variants canvas over it.

import GtkKit

/// The content area: a container of our own around the scrolled root, so that every change of its size
/// reaches Swift before what it shows is measured for it.
@MainActor
final class ContentArea {
    let container = FrameContainer()
    private let scroller = ScrolledWindow(horizontal: .never, vertical: .automatic)
    private var observers: [@MainActor (PixelSize) -> Void] = []
    /// Runs when the content area gets its size, before what it shows is measured for it.
    var willPlaceContent: (@MainActor (PixelSize) -> Void)?

    /// `root` is what the scrolled window shows.
    init(root: Widget) {
        scroller.setChild(root)
        container.append(scroller)
        container.setLayout(
            measure: { [weak self] orientation, forSize in
                self?.scroller.measure(orientation, forSize: forSize) ?? .zero
            },
            allocate: { [weak self] size in self?.place(in: size) })
    }

    /// How far the content is scrolled down, in pixels.
    var scrollOffset: Double {
        get { scroller.verticalOffset }
        set { scroller.verticalOffset = newValue }
    }

    /// Shown over the root while set (the variants canvas). The root stays allocated and laid out under it,
    /// undrawn and deaf to input, so whatever waits for its layout still gets it and it is shown again exactly
    /// as it was.
    var alternateContent: Widget? {
        didSet {
            guard alternateContent !== oldValue else { return }
            if let oldValue { container.remove(oldValue) }
            if let alternateContent { container.append(alternateContent) }
            scroller.opacity = alternateContent == nil ? 1 : 0
            scroller.setCanTarget(alternateContent == nil)
            container.queueResize()
        }
    }

    /// Runs `body` once, when the main loop is idle after the next allocation, with the area's size then.
    func afterNextAllocation(_ body: @escaping @MainActor (PixelSize) -> Void) {
        observers.append(body)
    }

    private func place(in size: PixelSize) {
        willPlaceContent?(size)
        let frame = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        container.place(scroller, in: frame)
        if let alternateContent { container.place(alternateContent, in: frame) }
        guard !observers.isEmpty else { return }
        let observers = self.observers
        self.observers = []
        // After the whole frame: changing the window's size from inside its allocation would be ignored.
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            observers.forEach { $0(self.container.allocatedSize) }
        }
    }
}
