// UIControl's target/action: `button.addTarget(self, action: #selector(save), for: .touchUpInside)`.

extension Control {
    /// Sends `action` to `target` whenever one of `controlEvents` is sent, as UIControl does; the method
    /// gets the control as its sender if it takes one. The target is not retained; a nil target sends the
    /// action along the responder chain (this control, its superviews and their view controllers) to the
    /// first that has the method. Adding the same target and action again only adds the events.
    ///
    /// ```swift
    /// button.addTarget(self, action: #selector(save(_:)), for: .touchUpInside)
    /// ```
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        if let index = actions.firstIndex(where: {
            $0.action.targetAction?.isSame(target: target, selector: action) == true
        }) {
            actions[index].events.formUnion(controlEvents)
            return
        }
        let sending = Action { sending in
            guard let control = sending.sender else { return }
            sending.targetAction?.send(from: control, responders: control.responderChain)
        }
        sending.title = action.name
        sending.targetAction = TargetAction(target: target, selector: action)
        addAction(sending, for: controlEvents)
    }

    /// Stops sending `action` (nil for every action) to `target` (nil for every target) for
    /// `controlEvents`, as UIControl does.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        for (registered, _) in actions where registered.targetAction?.matches(target: target, selector: action) == true
        {
            removeAction(registered, for: controlEvents)
        }
    }

    /// The names of the actions sent to `target` (nil for the responder chain) for `controlEvent`, or nil
    /// if there are none, as UIControl's `actions(forTarget:forControlEvent:)`.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = actions.compactMap { registered, events -> String? in
            guard let link = registered.targetAction, !events.isDisjoint(with: controlEvent),
                link.isSame(target: target, selector: link.selector)
            else { return nil }
            return link.selector.name
        }
        return names.isEmpty ? nil : names
    }
}
