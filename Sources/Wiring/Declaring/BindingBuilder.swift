/// A binding of `T` being declared: choose a scope, a tag or a collection, then finish it with
/// `to(factory:)` or `to(value:)`.
///
/// Use it in one chained expression, as `bind(_:)` returns it; a builder dropped before
/// it is finished is reported as an unfinished binding when the graph is built.
public struct BindingBuilder<T: Sendable>: ~Copyable {
    @usableFromInline var declaration: BindingDeclaration

    @inlinable
    init(binder: Binder, location: SourceLocation) {
        declaration = BindingDeclaration(binder: binder, location: location, type: T.self)
    }

    /// Gives the binding a scope, such as `.singleton`. Without one, each request gets a new instance.
    @inlinable
    public consuming func scoped(_ scope: Scope) -> BindingBuilder<T> {
        declaration.scope = scope
        return self
    }

    /// What reloading a keyed component does with this scoped binding's instance: make it
    /// anew (the default, for objects built from configuration) or keep it.
    public consuming func onReload(_ policy: ReloadPolicy) -> BindingBuilder<T> {
        declaration.reloadPolicy = policy
        return self
    }

    /// Marks the binding as one the app asks for by type, with `resolve(_:)` or `@Injected`,
    /// rather than through a factory parameter, so that no path from the root shows it used.
    ///
    /// ```swift
    /// binder.bind(Guestbook.self).reachedByType().to(factory: Guestbook.init)
    /// ```
    ///
    /// The check of an app's graph (`--check-wiring`) then counts it, and what it depends on,
    /// as used: it is not reported as `Wiring.UnreachableBinding` or
    /// `Wiring.UnusedContribution`, and its wiring library not as `Wiring.UnusedLibrary`. It
    /// changes nothing else. Mark it before `intoCollection()`, `intoMap(key:)`,
    /// `onMainActor()` or `assisted(_:)`; the mark carries over.
    public consuming func reachedByType() -> BindingBuilder<T> {
        declaration.isReachedByType = true
        return self
    }

    /// Qualifies the binding with a tag; a factory asks for it as `Tagged<G>` or `TaggedProvider<G>`.
    public consuming func tagged<G: BindingTag>(_ tag: G.Type) -> BindingBuilder<T> where G.Element == T {
        declaration.key = .tagged(T.self, tag: tag)
        return self
    }

    /// Makes this binding one contribution to the collection injected as `[T]`.
    public consuming func intoCollection() -> CollectionBindingBuilder<T> {
        CollectionBindingBuilder(declaration: declaration)
    }

    /// Makes this binding the entry for `key` in the map injected as `[K: T]`.
    public consuming func intoMap<K: Hashable & Sendable>(key: K) -> MapBindingBuilder<K, T> {
        MapBindingBuilder(declaration: declaration, key: key)
    }

    /// Makes this an assisted binding: a factory asks for `AssistedFactory<A, T>`, whose `build(_:)` takes the `A`.
    public consuming func assisted<A>(_ argument: A.Type) -> AssistedBindingBuilder<A, T> {
        declaration.boundType = DeclaredType("AssistedFactory", of: A.self, T.self)
        return AssistedBindingBuilder(declaration: declaration)
    }

    /// Binds `T` to a factory: an initializer such as `ATMDepositer.init` or a closure, of any arity.
    ///
    /// The factory's parameter types are the binding's dependencies. Each is resolved from the
    /// graph: a bound type directly, or through `Provider<U>`, `Lazy<U>`, `WeakProvider<U>`,
    /// `U?`, `[U]`, `[K: U]`, `Tagged<G>`, `ChildFactory<C>` or `AssistedFactory<A, U>`.
    @inlinable
    public consuming func to<each D>(factory: @escaping @Sendable (repeat each D) -> T) {
        declaration.finish(factory: factory)
    }

    /// A factory that is `async` or `throws` is bound with ``to(asyncFactory:)``; this overload
    /// exists only to say so where the compiler reports the mistake.
    @available(*, unavailable, message: "this factory is async or throws: bind it with to(asyncFactory:)")
    public consuming func to<each D>(factory: @escaping @Sendable (repeat each D) async throws -> T) {
        declaration.finishAsynchronous(factory: factory)
    }

    /// Binds `T` to a factory that is `async`, `throws`, or both, such as one that opens a
    /// database: an initializer or a closure, of any arity.
    ///
    /// ```swift
    /// binder.bind(Database.self).scoped(.singleton).to(asyncFactory: { (config: DatabaseConfig) async throws in
    ///     try await Database.open(config)
    /// })
    /// ```
    ///
    /// A graph with such a binding is built with `try await Component.build(…)`. A scoped one is made
    /// while the component is built, concurrently with the others it does not depend on, so
    /// any factory may then take it as a plain parameter. An unscoped one is asked for as
    /// `AsyncProvider<T>`. An error the factory throws ends the build (or the `get()`) with
    /// `Wiring.CreationFailed`, which carries it as ``WiringError/underlyingError``.
    @inlinable
    public consuming func to<each D>(asyncFactory: @escaping @Sendable (repeat each D) async throws -> T) {
        declaration.finishAsynchronous(factory: asyncFactory)
    }

    /// Makes this a binding of a main-actor type, such as a view model, whose factory runs on
    /// the main actor: finish it with `to(factory:)` and a `@MainActor` initializer or closure.
    ///
    /// A factory that is not main-actor isolated asks for it as `MainActorProvider<T>`, whose
    /// `get()` the compiler lets only the main actor call.
    public consuming func onMainActor() -> MainActorBindingBuilder<T> {
        MainActorBindingBuilder(declaration: declaration)
    }

    /// Binds `T` to one existing value, shared by every request.
    ///
    /// Inlinable, as `to(factory:)` is: a call to a method of `BindingBuilder<T>` that is not
    /// inlinable passes the type's metadata, which the runtime builds, by name, for each `T`
    /// at launch.
    @inlinable
    public consuming func to(value: T) {
        declaration.finish(value: value)
    }
}

/// What reloading a keyed component's configuration does with one scoped instance.
public enum ReloadPolicy: Sendable, Hashable {
    /// Make it anew on next use, from the reloaded configuration (the default).
    case recreate
    /// Keep the instance made before the reload, such as a notifier or a telemetry session.
    case reuse
}
