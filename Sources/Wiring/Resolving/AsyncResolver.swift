/// The factory of an asynchronous binding, linked to the slots of its parameters.
///
/// Kept beside the binding's slot (``LinkContext``) rather than in it, so that slots, one per
/// binding used, stay as small as they are for the synchronous bindings that nearly every
/// graph is made of.
@usableFromInline
final class AsyncResolver<T>: AnyAsyncResolver, @unchecked Sendable {
    let run: @Sendable (InstanceStore) async throws -> T

    @usableFromInline
    init(_ run: @escaping @Sendable (InstanceStore) async throws -> T) {
        self.run = run
    }

    /// Runs the factory and wraps the value as a store's cell holds it.
    override func makeCellObject(in store: InstanceStore) async throws -> AnyObject {
        cellObject(holding: try await run(store), as: T.self)
    }
}

/// An ``AsyncResolver`` of any type, for the component's build, which fills cells without
/// knowing their types.
@usableFromInline
class AnyAsyncResolver: @unchecked Sendable {
    /// The new instance, as its cell holds it. Overridden by ``AsyncResolver``, the only
    /// subclass; this base answers with an error rather than trapping.
    func makeCellObject(in store: InstanceStore) async throws -> AnyObject {
        throw LinkError(message: "an asynchronous binding has no factory")
    }
}
