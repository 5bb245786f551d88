/// The property injector of `T`: fills an existing `T` from the graph.
public struct PropertyInjectionBuilder<T: AnyObject>: ~Copyable {
    private var declaration: BindingDeclaration

    init(declaration: consuming BindingDeclaration) {
        self.declaration = declaration
    }

    /// `injector`'s first parameter is the object to fill; the others come from the graph.
    public consuming func to<each D>(injector: @escaping @Sendable (T, repeat each D) -> Void) {
        declaration.finishRecipe(key: BindingKey(PropertyInjector<T>.self), factory: injector)
    }
}
