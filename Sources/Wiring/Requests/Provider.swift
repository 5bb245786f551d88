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

extension Provider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}

/// The recipe of a `Provider<T>` parameter: its target and whether it may keep its store alive.
///
/// Not a ``Recipe`` of `Provider<T>`: a graph answers a provider parameter for nearly every
/// binding that uses one, and making a recipe for each `T` as the graph is frozen would make a
/// closure and a recipe per provider. Instead the reader, who knows the parameter's type, asks
/// for it (``AnyRecipe/value(as:in:)``).
@usableFromInline
final class ProviderRecipe: AnyRecipe, @unchecked Sendable {
    // Safe: unchecked as its base is; every property is a constant of a `Sendable` type.
    // (ProviderAnswerTests, and ProviderAnswerTests.threadsAskingForProvidersAtOnceReadTheOneInstance
    // under ThreadSanitizer)
    /// The provider type, `Provider<T>`.
    let kind: any ProviderKind.Type
    let target: ProviderTarget
    let weakHandles: Bool

    init(kind: any ProviderKind.Type, target: ProviderTarget, weakHandles: Bool) {
        self.kind = kind
        self.target = target
        self.weakHandles = weakHandles
    }

    /// The provider, made in `store`, as a `D`: the reader's parameter type, which is ``kind``.
    ///
    /// Not inlinable: the request kinds stay internal to Wiring, and the call is made once per
    /// provider, not once per `get()`.
    @usableFromInline
    func provider<D>(as type: D.Type, in store: InstanceStore) -> D {
        kind.provider(of: target, handle: StoreHandle(store, weak: weakHandles), as: type)
    }

    /// This recipe as a ``Recipe`` of `D`, for a request kind that composes it (`Provider<T>?`);
    /// nil unless `D` is the provider type.
    func recipe<D>(as type: D.Type) -> Recipe<D>? {
        guard ObjectIdentifier(kind) == ObjectIdentifier(type) else { return nil }
        return Recipe<D> { arguments in self.provider(as: D.self, in: arguments.store) }
    }
}
