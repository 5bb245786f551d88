/// A binding of a main-actor type being declared, after `onMainActor()`: finish it with
/// `to(factory:)` and a `@MainActor` initializer or closure.
///
/// ```swift
/// binder.bind(ProfileModel.self).onMainActor().to(factory: ProfileModel.init)
/// ```
public struct MainActorBindingBuilder<T: Sendable>: ~Copyable {
    @usableFromInline var declaration: BindingDeclaration
    @usableFromInline let key: BindingKey

    init(declaration: consuming BindingDeclaration, key: BindingKey) {
        self.declaration = declaration
        self.key = key
    }

    /// Gives the binding a scope, such as `.singleton`: its one instance is made on the main
    /// actor the first time the main actor asks for it.
    public consuming func scoped(_ scope: Scope) -> MainActorBindingBuilder<T> {
        declaration.scope = scope
        return self
    }

    /// Binds `T` to a main-actor factory, of any arity. Its parameters may be any kind of
    /// binding, main-actor ones included.
    @inlinable
    public consuming func to<each D>(factory: @escaping @MainActor @Sendable (repeat each D) -> T) {
        declaration.finishOnMainActor(key: key, factory: factory)
    }
}
