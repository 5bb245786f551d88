/// Gives a binding's value on demand: a factory parameter of type `Provider<T>` asks for `T`
/// later instead of now.
///
/// For an unscoped `T`, every `get()` makes a new instance; for a scoped `T`, every `get()`
/// returns the one instance. Nothing is made when the provider is injected, so a dependency
/// through a provider never closes a cycle.
public struct Provider<T>: Sendable {
    @usableFromInline let target: ProviderTarget
    @usableFromInline let handle: GraphHandle

    @usableFromInline
    init(target: ProviderTarget, handle: GraphHandle) {
        self.target = target
        self.handle = handle
    }

    /// The bound value.
    ///
    /// Inlinable, so that the caller's code, compiled for its `T`, reads a scoped instance
    /// inline and makes a new one without looking up generic metadata at run time.
    @inlinable
    public func get() -> T {
        handle.withStore(for: Self.name) { target.value(as: T.self, in: $0) }
    }

    /// The bound value, for a request kind that holds this provider (`Lazy`, `TaggedProvider`):
    /// `request` names that kind, should the graph have been released.
    func get(as request: @autoclosure () -> String) -> T {
        handle.withStore(for: request()) { target.value(as: T.self, in: $0) }
    }

    /// How a diagnostic names this provider, made only when one is needed.
    @usableFromInline static var name: String {
        "Provider<\(typeName(T.self))>"
    }

    /// The bound value, or nil when the graph has been released (for ``WeakProvider``).
    func getIfAlive() -> T? {
        handle.liveStore.map { target.value(as: T.self, in: $0) }
    }

    /// Whether the target is cached by its component, so `Lazy` need not cache it again.
    var isScoped: Bool { target.isScoped }
}

extension Provider: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        let target = DependencyRequest(T.self)
        var shape = target.shape.deferred(holdingInstance: false)
        if case .plain = target { shape.providedType = T.self }
        return shape
    }

    /// A provider parameter is answered by its target (see ``WrapperAnswer``); the graph makes
    /// a provider for it wherever the parameter is read.
    @usableFromInline
    static func providerTarget(_ context: WrapperContext) -> (target: ProviderTarget, weakHandles: Bool)? {
        context.providerTarget(as: T.self).map { ($0, context.weakHandles) }
    }

    /// For a provider inside another wrapper (`Lazy<Provider<T>>`, `[Provider<T>]`…).
    ///
    /// Always inlined into its protocol witness, which is handed `Provider<T>`'s metadata:
    /// compiled on its own, it would look that metadata up again for every provider slot.
    @usableFromInline @inline(__always)
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        let weakHandles = context.weakHandles
        guard let target = context.providerTarget(as: T.self) else { return nil }
        return Slot<Provider<T>> { store in
            Provider(target: target, handle: GraphHandle(store: store, weak: weakHandles))
        }
    }
}

extension Provider where T == Never {
    /// A provider over `target`, as the `P` the caller knows to be `Provider<X>` for some `X`,
    /// or a wrapper laid out as one (see ``RequestWrapper/providerTarget(_:)``): for the
    /// graph, which answers a provider parameter by its target, in code that may know `P`
    /// only at run time. No stored property of a provider depends on its `T`, so every
    /// provider has this one layout, and making one looks no generic metadata up.
    @inlinable
    static func make<P>(as type: P.Type, target: ProviderTarget, in store: InstanceStore, weakHandles: Bool) -> P {
        unsafeBitCast(Provider(target: target, handle: GraphHandle(store: store, weak: weakHandles)), to: P.self)
    }
}
