import WiringSupport

/// A child component installed in a parent, as the parent's binder records it.
struct ChildDeclaration {
    let component: ObjectIdentifier
    /// The child component type.
    let type: Any.Type
    let scope: Scope
    let location: SourceLocation
    let installedBy: DeclaringModule
    let rootKey: BindingKey
    /// The key of the child's installation, which `ChildFactory<C>` asks for.
    let factoryKey: BindingKey
    /// Configures the child's own modules and binds its seed, into the child's binder.
    let configure: (Binder) -> Void

    /// How diagnostics name the child, made only when a message needs it.
    var name: String { TypeName.of(type) }

    init<C: ChildComponent>(_ child: C.Type, location: SourceLocation, installedBy: DeclaringModule) {
        component = ObjectIdentifier(child)
        type = child
        scope = C.scope
        self.location = location
        self.installedBy = installedBy
        rootKey = BindingKey(C.Root.self)
        factoryKey = BindingKey(ChildFactory<C>.self)
        configure = { binder in
            if C.Seed.self != Void.self {
                binder.record(
                    Binding(
                        key: BindingKey(C.Seed.self), scope: C.scope, dependencies: .none, location: location,
                        declaredIn: DeclaringModule(type: child), origin: .seed, valueType: C.Seed.self,
                        recipe: .instance { arguments in
                            // The seed's cell is filled when the child instance is built, so this
                            // recipe runs only for a store made without a seed, which cannot happen.
                            guard let seed = arguments.store.seed else {
                                stop(with: .internalInconsistency("a child component was built without its seed"))
                            }
                            return seed
                        }))
            }
            binder.include(child)
        }
    }
}
