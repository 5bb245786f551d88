/// What answers a `Provider<T>` parameter: the provider's target, whether the providers made
/// for it may keep their store alive, and the provider type.
///
/// The frozen graph keeps one per provider parameter, by value, in a list of its own
/// (``FrozenGraph/providers``): a graph answers a provider parameter for nearly every binding
/// that uses one, and an object per parameter would be an allocation each time a graph is
/// built, and a release each time one is freed. A provider inside another request kind
/// (`Provider<T>?`) is answered by a ``ProviderRecipe`` holding one.
@usableFromInline
struct ProviderAnswer: Sendable {
    /// The provider type, `Provider<T>`.
    let kind: any ProviderKind.Type
    @usableFromInline let target: ProviderTarget
    @usableFromInline let weakHandles: Bool

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
}

/// A provider type made from a ``ProviderAnswer``: its own code, compiled where the reader's
/// parameter type is known, makes it from the answer's target and a handle to the store.
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

/// The recipe of a provider inside another request kind (`Provider<T>?`), which composes
/// recipes.
///
/// Not a ``Recipe`` of `Provider<T>`: making a recipe for each `T` as the graph is frozen would
/// make a closure per provider. Instead the reader, who knows the parameter's type, asks for it
/// (``AnyRecipe/value(as:in:)``).
@usableFromInline
final class ProviderRecipe: AnyRecipe, @unchecked Sendable {
    // Safe: unchecked as its base is; its one property is a constant of a `Sendable` type.
    // (ProviderAnswerTests, and ProviderAnswerTests.threadsAskingForProvidersAtOnceReadTheOneInstance
    // under ThreadSanitizer)
    @usableFromInline let answer: ProviderAnswer

    init(_ answer: ProviderAnswer) {
        self.answer = answer
    }

    /// This recipe as a ``Recipe`` of `D`, for a request kind that composes it (`Provider<T>?`);
    /// nil unless `D` is the provider type.
    func recipe<D>(as type: D.Type) -> Recipe<D>? {
        guard ObjectIdentifier(answer.kind) == ObjectIdentifier(type) else { return nil }
        return Recipe<D> { arguments in self.answer.provider(as: D.self, in: arguments.store) }
    }
}
