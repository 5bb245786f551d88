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

extension PropertyInjector: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        RequestShape(key: BindingKey(PropertyInjector<T>.self), timing: .deferred, holdsInstance: false)
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard case .node(let node)? = context.targetAnswer(as: AssistedRecipe<T, Void>.self) else { return nil }
        let weak = context.weakHandles
        return Recipe<PropertyInjector<T>> { arguments in
            let store = arguments.store
            return PropertyInjector(
                recipe: store.graph.value(ofNode: Int(node), as: AssistedRecipe<T, Void>.self, in: store),
                handle: StoreHandle(store, weak: weak))
        }.erased
    }

    static var exportName: WiringGraph.RequestKind { .propertyInjector }
}

extension PropertyInjector: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}

extension PropertyInjector: DeclaredByBinderCall {
    static var declaredFor: Any.Type { T.self }
    static var declaration: String {
        "binder.bindPropertyInjection(of: \(selfExpression(TypeName.of(T.self)))).to(injector: …)"
    }
}

extension PropertyInjector: ClassInjection {
    static var injectedClass: AnyClass { T.self }
    static func injectsSuperclass(of type: AnyClass) -> Bool {
        type != T.self && type is T.Type
    }
}

/// The property injector of `T`: fills an existing `T` from the graph.
public struct PropertyInjectionBuilder<T: AnyObject>: ~Copyable {
    private var declaration: BindingDeclaration

    init(declaration: consuming BindingDeclaration) {
        self.declaration = declaration
    }

    /// `injector`'s first parameter is the object to fill; the others come from the graph.
    public consuming func to<each D>(injector: @escaping @Sendable (T, repeat each D) -> Void) {
        declaration.finishRecipe(factory: injector)
    }
}
