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

/// A provider type that a ``ProviderRecipe`` makes: its own code, compiled where the reader's
/// parameter type is known, makes it from the recipe's target and a handle to the store.
@usableFromInline
protocol ProviderOverTarget {
    init(target: ProviderTarget, handle: StoreHandle)
}

extension ProviderOverTarget {
    /// A provider of this type as an `R`, which is this type: the reader's parameter type.
    @inlinable
    static func make<R>(target: ProviderTarget, handle: StoreHandle, as _: R.Type) -> R {
        Self(target: target, handle: handle) as! R
    }
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
    @usableFromInline let target: ProviderTarget
    @usableFromInline let weakHandles: Bool

    init(kind: any ProviderKind.Type, target: ProviderTarget, weakHandles: Bool) {
        self.kind = kind
        self.target = target
        self.weakHandles = weakHandles
    }

    /// The provider, made in `store`, as a `D`: the reader's parameter type, which is ``kind``.
    ///
    /// Inlinable, so that code compiled for the reader's `D` makes the provider: the cast to
    /// ``ProviderOverTarget`` is then a constant, and no metadata of `D` is needed. Never
    /// inlined, so that the reader's own code, which reads every other answer too, stays small.
    @inlinable @inline(never)
    func provider<D>(as type: D.Type, in store: InstanceStore) -> D {
        let handle = StoreHandle(store, weak: weakHandles)
        if let provider = D.self as? any ProviderOverTarget.Type {
            return provider.make(target: target, handle: handle, as: type)
        }
        return provider(of: handle, as: type)
    }

    /// The provider reaching its store through `handle`, as a `D`, made by ``kind``: for a
    /// reader whose type is not a ``ProviderOverTarget``, which validation rules out.
    @usableFromInline
    func provider<D>(of handle: StoreHandle, as type: D.Type) -> D {
        kind.provider(of: target, handle: handle, as: type)
    }

    /// This recipe as a ``Recipe`` of `D`, for a request kind that composes it (`Provider<T>?`);
    /// nil unless `D` is the provider type.
    func recipe<D>(as type: D.Type) -> Recipe<D>? {
        guard ObjectIdentifier(kind) == ObjectIdentifier(type) else { return nil }
        return Recipe<D> { arguments in self.provider(as: D.self, in: arguments.store) }
    }
}
