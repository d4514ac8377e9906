// A stand-in for the part of RxCocoa (and the RxRelay it re-exports) screens use: `button.rx.tap`, relays.

@_exported import RxSwift
import UIKit

/// A stream that never fails, as RxRelay's `PublishRelay` is: elements go to the current observers.
public final class PublishRelay<Element> {
    private let stream = Observable<Element>()

    /// A relay with no observers.
    public init() {}

    /// Sends `element` to the observers.
    public func accept(_ element: Element) { stream.send(element) }

    /// Calls `onNext` with each element accepted from now on.
    public func subscribe(onNext: @escaping (Element) -> Void) -> any Disposable { stream.subscribe(onNext: onNext) }
}

extension UIButton {
    /// The button's reactive extensions.
    public var rx: Reactive<UIButton> { Reactive(self) }
}

extension Reactive where Base: UIButton {
    /// The button's taps (the stand-in sends none: the previews only lay the screen out).
    public var tap: Observable<Void> { Observable<Void>() }
}
