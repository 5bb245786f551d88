/// A binding of a main-actor type being declared, after `onMainActor()`: finish it with
/// `to(factory:)` and a `@MainActor` initializer or closure.
///
/// ```swift
/// binder.bind(ProfileModel.self).onMainActor().to(factory: ProfileModel.init)
/// ```
public struct MainActorBindingBuilder<T: Sendable>: ~Copyable {
    @usableFromInline var declaration: BindingDeclaration

    init(declaration: consuming BindingDeclaration) {
        self.declaration = declaration
    }

    /// Gives the binding a scope, such as `.singleton`: its one instance is made on the main
    /// actor the first time the main actor asks for it.
    public consuming func scoped(_ scope: Scope) -> MainActorBindingBuilder<T> {
        declaration.scope = scope
        return self
    }

    /// Marks the binding as reached by type, as ``BindingBuilder/reachedByType()`` does: for a
    /// main-actor value that code asks for with `resolve(_:)` or `@Injected`, which no path from
    /// the root shows. It changes nothing else.
    public consuming func reachedByType() -> MainActorBindingBuilder<T> {
        declaration.isReachedByType = true
        return self
    }

    /// Binds `T` to a main-actor factory, of any arity. Its parameters may be any kind of
    /// binding, main-actor ones included.
    @inlinable
    public consuming func to<each D>(factory: @escaping @MainActor @Sendable (repeat each D) -> T) {
        declaration.finishOnMainActor(factory: factory)
    }

    /// The same for a factory passed as `factory:`; see ``to(asyncFactory:)``.
    @available(
        *, unavailable,
        message:
            "a main-actor binding's factory cannot be async or throw: bind what must be awaited as its own nonisolated type with to(asyncFactory:) and .scoped(.singleton), and take it as a parameter"
    )
    public consuming func to<each D>(factory: @escaping @MainActor @Sendable (repeat each D) async throws -> T) {
        // Never called: the compiler refuses every call, with the message above.
    }

    /// A main-actor factory cannot be `async` or throw: a main-actor instance is made where it
    /// is first asked for on the main actor, which cannot wait. This overload exists only to say
    /// what to write where the compiler reports the mistake.
    @available(
        *, unavailable,
        message:
            "a main-actor binding's factory cannot be async or throw: bind what must be awaited as its own nonisolated type with to(asyncFactory:) and .scoped(.singleton), and take it as a parameter"
    )
    public consuming func to<each D>(asyncFactory: @escaping @MainActor @Sendable (repeat each D) async throws -> T) {
        // Never called: the compiler refuses every call, with the message above.
    }

    /// Binds `T` to one existing value, shared by every request; it is still a main-actor
    /// binding, asked for as any other.
    public consuming func to(value: T) {
        declaration.finishOnMainActor(factory: { value })
    }
}
