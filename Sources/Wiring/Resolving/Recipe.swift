/// How a binding, or a request kind such as `Provider<T>`, makes its value from the graph.
///
/// A recipe is made where its value's type is known: a binding's in the wiring library that
/// declares it (`to(factory:)` is inlinable), a request kind's when the graph is frozen. The
/// graph keeps recipes as ``AnyRecipe`` and reads one back as the ``Recipe`` of the type the
/// reader expects, which validation made sure it is.
///
/// Unchecked: a recipe never changes once made. Its subclasses add only constants of
/// `Sendable` types (`@Sendable` closures); Swift cannot check a class that is not `final`.
@usableFromInline
class AnyRecipe: @unchecked Sendable {
    @usableFromInline
    init() {}

    /// Makes the value and wraps it as a store's cell holds it (see ``CellObject``), for a
    /// scoped binding, whose instance is made by code that does not know its type.
    func makeCellObject(_ arguments: Arguments) -> AnyObject {
        // Only a recipe of a value can make one; every binding's recipe is.
        stop(with: .internalInconsistency("a recipe without a value was asked to make an instance"))
    }

    /// The value, made by an asynchronous factory, as its cell holds it; for the asynchronous
    /// build, which makes the scoped asynchronous instances without knowing their types.
    func makeCellObjectAsynchronously(_ arguments: Arguments) async throws -> AnyObject {
        makeCellObject(arguments)
    }
}

/// A synchronous recipe of a `T`.
@usableFromInline
final class Recipe<T>: AnyRecipe {
    @usableFromInline let make: @Sendable (Arguments) -> T

    @inlinable
    init(_ make: @escaping @Sendable (Arguments) -> T) {
        self.make = make
    }

    override func makeCellObject(_ arguments: Arguments) -> AnyObject {
        CellObject.holding(make(arguments))
    }
}

/// The recipe of a `T` made by an `async` or throwing factory (`to(asyncFactory:)`): awaited by
/// the asynchronous build for a scoped binding, or by `AsyncProvider` for an unscoped one.
@usableFromInline
final class AsyncRecipe<T>: AnyRecipe {
    let make: @Sendable (Arguments) async throws -> T

    @usableFromInline
    init(_ make: @escaping @Sendable (Arguments) async throws -> T) {
        self.make = make
    }

    override func makeCellObjectAsynchronously(_ arguments: Arguments) async throws -> AnyObject {
        CellObject.holding(try await make(arguments))
    }
}
