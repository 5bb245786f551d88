/// A factory parameter that asks for the value bound with tag `G`, made on each `get()`.
public struct TaggedProvider<G: BindingTag>: Sendable {
    private let provider: Provider<G.Element>

    init(_ provider: Provider<G.Element>) {
        self.provider = provider
    }

    /// The tagged value: a new one on each call when its binding is unscoped.
    public func get() -> G.Element {
        provider.get(as: "TaggedProvider<\(typeName(G.self))>")
    }
}

extension TaggedProvider: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(key: .tagged(G.Element.self, tag: G.self), edge: .deferred, holdsInstance: false)
    }

    /// Answered by its target, as a `Provider` is, and made where the parameter is read; laid
    /// out as the provider it holds.
    @usableFromInline
    static func providerTarget(_ context: WrapperContext) -> (target: ProviderTarget, weakHandles: Bool)? {
        context.providerTarget(as: G.Element.self, composingWrappers: false).map { ($0, context.weakHandles) }
    }

    /// For a tagged provider inside another wrapper, or asked for by type.
    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        let weakHandles = context.weakHandles
        guard let target = context.providerTarget(as: G.Element.self, composingWrappers: false) else { return nil }
        return Slot<TaggedProvider<G>> { store in
            TaggedProvider(Provider(target: target, handle: GraphHandle(store: store, weak: weakHandles)))
        }
    }
}
