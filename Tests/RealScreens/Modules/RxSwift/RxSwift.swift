// A stand-in for the part of RxSwift screens use while laying out: subscriptions kept in a dispose bag.

/// A subscription that can be cancelled.
public protocol Disposable {
    /// Cancels the subscription.
    func dispose()
}

/// Cancels the subscriptions it holds when it goes away.
public final class DisposeBag {
    private var disposables: [any Disposable] = []

    /// An empty bag.
    public init() {}

    /// Keeps `disposable` until the bag goes away.
    public func insert(_ disposable: any Disposable) { disposables.append(disposable) }

    deinit { disposables.forEach { $0.dispose() } }
}

extension Disposable {
    /// Keeps the subscription in `bag`.
    public func disposed(by bag: DisposeBag) { bag.insert(self) }
}

/// A subscription that runs a closure when cancelled.
public struct ClosureDisposable: Disposable {
    let onDispose: () -> Void

    /// A subscription that runs `onDispose` when cancelled.
    public init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }

    /// Runs the closure.
    public func dispose() { onDispose() }
}

/// A stream of elements that observers subscribe to.
public final class Observable<Element> {
    private var observers: [Int: (Element) -> Void] = [:]
    private var nextIdentifier = 0

    /// A stream with no observers.
    public init() {}

    /// Calls `onNext` with each element sent from now on.
    public func subscribe(onNext: @escaping (Element) -> Void) -> any Disposable {
        let identifier = nextIdentifier
        nextIdentifier += 1
        observers[identifier] = onNext
        return ClosureDisposable { [weak self] in self?.observers[identifier] = nil }
    }

    /// Sends `element` to every observer.
    public func send(_ element: Element) { observers.values.forEach { $0(element) } }
}

/// The `rx` namespace of a type's reactive extensions.
public struct Reactive<Base> {
    /// The extended instance.
    public let base: Base

    /// The namespace of `base`.
    public init(_ base: Base) { self.base = base }
}
