/// One contribution to the collection injected as `[T]`: one element, or several at once.
public struct CollectionBindingBuilder<T: Sendable>: ~Copyable {
    @usableFromInline var declaration: BindingDeclaration

    init(declaration: consuming BindingDeclaration) {
        self.declaration = declaration
        self.declaration.key = .collection(of: T.self)
    }

    private static var element: Binding.Contribution {
        .element(of: T.self)
    }

    /// Gives the contribution a scope; without one, its elements are made anew for each request.
    public consuming func scoped(_ scope: Scope) -> CollectionBindingBuilder<T> {
        declaration.scope = scope
        return self
    }

    /// Contributes one element made by `factory`, of any arity; see
    /// `FixedArityCollectionFactories.swift` for the common ones.
    public consuming func to<each D>(factory: @escaping @Sendable (repeat each D) -> T) {
        declaration.finish(contribution: Self.element) { (dependencies: repeat each D) in
            [factory(repeat each dependencies)]
        }
    }

    /// A factory that is `async` or `throws` is bound with `to(asyncFactory:)`; this overload
    /// exists only to say so where the compiler reports the mistake.
    @available(*, unavailable, message: "this factory is async or throws: bind it with to(asyncFactory:)")
    public consuming func to<each D>(factory: @escaping @Sendable (repeat each D) async throws -> T) {
        // Never called: the compiler refuses every call, with the message above.
    }

    /// Contributes one element made by an `async` or throwing factory; see
    /// `BindingBuilder.to(asyncFactory:)`. Scope it, so that it is made while the component is
    /// built, for `[T]` to include it: an unscoped one cannot be gathered synchronously.
    public consuming func to<each D>(asyncFactory factory: @escaping @Sendable (repeat each D) async throws -> T) {
        declaration.finishAsynchronous(contribution: Self.element) {
            (dependencies: repeat each D) in
            [try await factory(repeat each dependencies)]
        }
    }

    /// Contributes one element.
    public consuming func to(value: T) {
        declaration.finish(contribution: Self.element, value: [value])
    }

    /// Contributes several elements made by `factory`, in its order.
    public consuming func to<each D>(elementsFactory factory: @escaping @Sendable (repeat each D) -> [T]) {
        declaration.finish(contribution: Self.element, factory: factory)
    }

    /// Contributes several elements, in order.
    public consuming func to(elements: [T]) {
        declaration.finish(contribution: Self.element, value: elements)
    }
}
