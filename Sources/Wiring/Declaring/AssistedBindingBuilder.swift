/// An assisted binding: `T` made from a call-site `A` and dependencies from the graph.
public struct AssistedBindingBuilder<A, T: Sendable>: ~Copyable {
    private var declaration: BindingDeclaration

    init(declaration: consuming BindingDeclaration) {
        self.declaration = declaration
    }

    /// `factory`'s first parameter is the call-site argument; the others come from the graph.
    public consuming func to<each D>(factory: @escaping @Sendable (A, repeat each D) -> T) {
        declaration.finishRecipe(key: BindingKey(AssistedFactory<A, T>.self), factory: factory)
    }
}
