/// How a binding, or a request kind such as `Provider<T>`, makes its value from the graph.
///
/// A recipe is made where its value's type is known: a binding's in the wiring library that
/// declares it (`to(factory:)` is inlinable), a request kind's when the graph is frozen. The
/// graph keeps recipes as ``AnyRecipe`` and reads one back as the ``Recipe`` of the type the
/// reader expects, which validation made sure it is.
///
/// Unchecked because Swift cannot check a class that is not `final`.
@usableFromInline
class AnyRecipe: @unchecked Sendable {
    // Safe: a recipe never changes once made, and its subclasses add only constant `@Sendable`
    // closures. (RequestCompositionTests, and the concurrency suites under ThreadSanitizer)
    @usableFromInline
    init() {}

    /// The value this recipe makes in `store`, a `T`: the type validation matched it to.
    ///
    /// A provider's recipe is not a ``Recipe`` of its type (see ``ProviderRecipe``); every
    /// other one is.
    @inlinable
    final func value<T>(as type: T.Type, in store: InstanceStore) -> T {
        if let provider = self as? ProviderRecipe { return provider.provider(as: type, in: store) }
        return (self as! Recipe<T>).make(Arguments(madeIn: store))
    }

    /// This recipe as a ``Recipe`` of `T`, for a request kind that composes it; nil when it
    /// makes something else.
    final func typed<T>(as type: T.Type) -> Recipe<T>? {
        if let provider = self as? ProviderRecipe { return provider.recipe(as: type) }
        return self as? Recipe<T>
    }
}

/// A synchronous recipe of a `T`.
@usableFromInline
final class Recipe<T>: AnyRecipe, @unchecked Sendable {
    // Safe: unchecked as its base is; `make` is a constant `@Sendable` closure.
    // (RequestCompositionTests, and ScopedInstanceMakingTests under ThreadSanitizer)
    @usableFromInline let make: @Sendable (Arguments) -> T

    @inlinable
    init(_ make: @escaping @Sendable (Arguments) -> T) {
        self.make = make
    }
}

extension Recipe {
    /// The recipe of the empty map: the answer to a map request nothing contributes to.
    static func emptyMap<Key: Hashable, Value>() -> Recipe<[Key: Value]> where T == [Key: Value] {
        returning([:])
    }

    /// A recipe returning copies of `empty`, made in a function generic over the map's type alone
    /// so that the closure captures nothing of `Key`'s conformance, which may be isolated.
    private static func returning(_ empty: T) -> Recipe<T> {
        // Safe: only `emptyMap()` calls this, with an empty dictionary: its copies share only
        // immutable empty storage, so no thread can see another's writes.
        // (CollectionTests.aMapNothingContributesToIsEmpty)
        nonisolated(unsafe) let empty = empty
        return Recipe { _ in empty }
    }
}

/// The recipe of a `T` made by an `async` or throwing factory (`to(asyncFactory:)`): awaited by
/// the asynchronous build for a scoped binding, or by `AsyncProvider` for an unscoped one.
@usableFromInline
final class AsyncRecipe<T>: AnyRecipe, @unchecked Sendable {
    // Safe: unchecked as its base is; `make` is a constant `@Sendable` closure.
    // (AsyncBindingTests, AsyncProviderTests)
    let make: @Sendable (Arguments) async throws -> T

    @usableFromInline
    init(_ make: @escaping @Sendable (Arguments) async throws -> T) {
        self.make = make
    }
}

/// How a binding makes its value: a scoped binding its one instance per store, as its cell holds
/// it, with a function whose type does not depend on the value's, so that making and storing
/// the instance needs no generic code; an unscoped binding a new value on every request, with
/// a recipe of its value's type.
@usableFromInline
enum BindingRecipe: Sendable {
    /// A scoped binding's: makes its instance, as its cell holds it (see ``CellObject``).
    case instance(@Sendable (Arguments) -> AnyObject)
    /// A scoped binding made by an asynchronous factory, which the asynchronous build awaits.
    case asynchronousInstance(@Sendable (Arguments) async throws -> AnyObject)
    /// An unscoped binding's: a ``Recipe`` of its value's type, or an ``AsyncRecipe`` when its
    /// factory is asynchronous.
    case value(AnyRecipe)

    /// The recipe of a binding made by `make`: scoped when `scoped`.
    @inlinable
    static func made<T: Sendable>(scoped: Bool, by make: @escaping @Sendable (Arguments) -> T) -> BindingRecipe {
        scoped ? .instance { arguments in CellObject.holding(make(arguments)) } : .value(Recipe(make))
    }
}
