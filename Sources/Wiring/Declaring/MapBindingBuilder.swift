/// The entry for one key of the map injected as `[K: T]`.
public struct MapBindingBuilder<K: Hashable & Sendable, T: Sendable>: ~Copyable {
    private var declaration: BindingDeclaration
    private let key: K

    init(declaration: consuming BindingDeclaration, key: K) {
        self.declaration = declaration
        self.key = key
        self.declaration.key = .map(of: T.self, keyedBy: K.self)
    }

    private var entry: Binding.Contribution {
        .mapEntry(
            MapKey(value: AnyHashable(key)), direct: .dictionary(of: T.self, keyedBy: K.self),
            assembly: .of(K.self, T.self))
    }

    /// Gives the entry a scope; without one, its value is made anew for each request.
    public consuming func scoped(_ scope: Scope) -> MapBindingBuilder<K, T> {
        declaration.scope = scope
        return self
    }

    /// The entry's value is made by `factory`.
    public consuming func to<each D>(factory: @escaping @Sendable (repeat each D) -> T) {
        let key = self.key
        declaration.finish(contribution: entry) {
            (dependencies: repeat each D) in
            [key: factory(repeat each dependencies)]
        }
    }

    /// A factory that is `async` or `throws` is bound with `to(asyncFactory:)`; this overload
    /// exists only to say so where the compiler reports the mistake.
    @available(*, unavailable, message: "this factory is async or throws: bind it with to(asyncFactory:)")
    public consuming func to<each D>(factory: @escaping @Sendable (repeat each D) async throws -> T) {
        // Never called: the compiler refuses every call, with the message above.
    }

    /// The entry's value is made by an `async` or throwing factory; see
    /// `BindingBuilder.to(asyncFactory:)`. Scope it, so that it is made while the component is
    /// built, for `[K: T]` to include it.
    public consuming func to<each D>(asyncFactory factory: @escaping @Sendable (repeat each D) async throws -> T) {
        let key = self.key
        declaration.finishAsynchronous(contribution: entry) {
            (dependencies: repeat each D) in
            [key: try await factory(repeat each dependencies)]
        }
    }

    /// The entry's value.
    public consuming func to(value: T) {
        declaration.finish(contribution: entry, value: [key: value])
    }
}
