import WiringSupport

/// Fills the properties of an object the graph cannot construct, such as one made by a UI
/// framework or a test runner.
///
/// ```swift
/// binder.bindPropertyInjection(of: DepositViewController.self).to { (controller, flags: FeatureFlagSet) in
///     controller.flags = flags
/// }
/// try component.injectProperties(into: controller)
/// ```
///
/// An injector can chain to its superclass's injector by taking a `PropertyInjector<Base>`
/// parameter and calling `inject(into:)` on it first.
public struct PropertyInjector<T: AnyObject>: Sendable {
    private let recipe: AssistedRecipe<T, Void>
    private let handle: StoreHandle

    init(recipe: AssistedRecipe<T, Void>, handle: StoreHandle) {
        self.recipe = recipe
        self.handle = handle
    }

    /// Fills `object`'s properties from the graph.
    public func inject(into object: T) {
        recipe.make(object, handle.store(for: "PropertyInjector<\(TypeName.of(T.self))>"))
    }
}

extension PropertyInjector: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(key: BindingKey(PropertyInjector<T>.self), timing: .deferred, holdsInstance: false)
    }

    @usableFromInline
    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard case .node(let node)? = context.targetAnswer(as: AssistedRecipe<T, Void>.self) else { return nil }
        let weak = context.weakHandles
        return Recipe<PropertyInjector<T>> { arguments in
            let store = arguments.store
            return PropertyInjector(
                recipe: store.graph.value(ofNode: Int(node), as: AssistedRecipe<T, Void>.self, in: store),
                handle: StoreHandle(store, weak: weak))
        }
    }

    @usableFromInline
    static var requestKind: WiringGraph.RequestKind { .propertyInjector }
}

extension PropertyInjector: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}
