import WiringSupport

/// Gives a binding's value on demand: a factory parameter of type `Provider<T>` asks for `T`
/// later instead of now.
///
/// For an unscoped `T`, every `get()` makes a new instance; for a scoped `T`, every `get()`
/// returns the one instance. Nothing is made when the provider is injected, so a dependency
/// through a provider never closes a cycle.
public struct Provider<T>: Sendable {
    @usableFromInline let target: ProviderTarget
    @usableFromInline let handle: StoreHandle

    /// A provider reading `target` from the store `handle` reaches.
    @inlinable
    init(target: ProviderTarget, handle: StoreHandle) {
        self.target = target
        self.handle = handle
    }

    /// The bound value.
    @inlinable
    public func get() -> T {
        // Inlinable, so that the caller's code, compiled for its `T`, reads a scoped instance
        // inline and makes a new one with code specialized for it.
        get(as: Self.name)
    }

    /// The bound value, for `get()` and for the request kinds that hold a provider (`Lazy`,
    /// `TaggedProvider`): `request` names the kind, should its store have been released.
    @inlinable
    func get(as request: @autoclosure () -> String) -> T {
        let store = handle.store(for: request())
        return store.graph.value(of: target, as: T.self, in: store)
    }

    /// The bound value, or nil when the store has been released (for ``WeakProvider``).
    func getIfAlive() -> T? {
        handle.liveStore.map { $0.graph.value(of: target, as: T.self, in: $0) }
    }

    /// How a diagnostic names this provider, made only when one is needed.
    @usableFromInline static var name: String {
        "Provider<\(TypeName.of(T.self))>"
    }
}

extension Provider: ProviderKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        recognizer.shape(ofValue: T.self).deferred(holdingInstance: false)
    }

    static func target(in context: AnswerContext) -> ProviderTarget? {
        context.providerTarget(as: T.self)
    }

    static func provider(of target: ProviderTarget, handle: StoreHandle) -> Self {
        Self(target: target, handle: handle)
    }

    static var exportName: WiringGraph.RequestKind { .provider }
}

extension Provider: ProviderOverTarget {}

extension Provider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}
