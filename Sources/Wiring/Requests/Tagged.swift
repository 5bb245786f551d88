/// A factory parameter that asks for the value bound with tag `G`.
public struct Tagged<G: BindingTag>: Sendable {
    /// The tagged value.
    public let value: G.Element

    /// Wraps a value; the graph does this when it injects a `Tagged<G>`.
    public init(_ value: G.Element) {
        self.value = value
    }
}

extension Tagged: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(key: .tagged(G.Element.self, tag: G.self), edge: .immediate)
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        guard let target = context.target(as: G.Element.self) else { return nil }
        return Slot<Tagged<G>> { [unowned(unsafe) target] store in Tagged(target.get(store)) }
    }
}
