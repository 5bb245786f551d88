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
    private let handle: GraphHandle

    init(recipe: AssistedRecipe<T, Void>, handle: GraphHandle) {
        self.recipe = recipe
        self.handle = handle
    }

    /// Fills `object`'s properties from the graph.
    public func inject(into object: T) {
        recipe.make(object, handle.store(for: "PropertyInjector<\(typeName(T.self))>"))
    }
}

extension PropertyInjector: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(key: BindingKey(PropertyInjector<T>.self), edge: .deferred, holdsInstance: false)
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        let weakHandles = context.weakHandles
        guard let target = context.target(as: AssistedRecipe<T, Void>.self) else { return nil }
        return Slot<PropertyInjector<T>> { [unowned(unsafe) target] store in
            PropertyInjector(recipe: target.get(store), handle: GraphHandle(store: store, weak: weakHandles))
        }
    }
}
