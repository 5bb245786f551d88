/// One declared binding, as the binder records it before the graph is validated.
///
/// A struct, kept in one array per component level, so that declaring a binding allocates
/// nothing of its own and the passes over every binding read memory in order. Code that
/// reads bindings reads their fields in place (`bindings[i].key`): copying a whole binding
/// retains everything in it. Immutable: ``LinkContext`` records which bindings are linked.
@usableFromInline
struct Binding: @unchecked Sendable {
    /// How the binding contributes to its key.
    @usableFromInline
    indirect enum Contribution: Sendable {
        /// The one provider of its key.
        case single
        /// One or more elements of a collection; `direct` is the key of a plain `[T]` binding.
        case collectionElement(direct: BindingKey)
        /// One entry of a map, under this key (with its description for diagnostics); `direct`
        /// is the key of a plain `[K: T]` binding.
        case mapEntry(MapKey, description: String, direct: BindingKey, assembly: MapAssembly)
    }

    /// Links a binding's slot: gives it the resolver that reads its dependencies' slots.
    @usableFromInline
    typealias Link = @Sendable (_ slot: AnySlot, _ linker: Linker, _ factory: ErasedFactory) -> Void

    /// Makes a scoped binding's instance in `store`, as the object its cell holds (see
    /// ``cellObject(holding:as:)``), reading each parameter through `linker`.
    @usableFromInline
    typealias Make = @Sendable (_ linker: Linker, _ factory: ErasedFactory, _ store: InstanceStore) -> AnyObject

    /// How the graph gets a binding's value.
    @usableFromInline
    enum Recipe: Sendable {
        /// Through the binding's slot, whose resolver `Link` gives it when the slot is first used.
        case link(Link)
        /// For a scoped binding whose factory has a fixed arity: its instances are made
        /// straight into their cells, with no slot, resolver or closure of their own (see
        /// ``LinkContext/makeInstance(ofNode:at:in:)``). Its slot, when something asks for one,
        /// reads the cell and is never linked.
        case make(Make)
    }

    // Stored properties are declared widest first: Swift lays a struct out in declaration
    // order, and every graph holds one binding per declaration, so the one-byte fields go
    // together at the end instead of each padding out to the next eight-byte field.
    let key: BindingKey
    let contribution: Contribution
    let dependencies: DependencyList
    /// The module type that declared it, named only when a message needs it.
    let declaredIn: DeclaringModule
    /// The type of the binding's value: its slot is a `Slot` of this type, made when first
    /// needed (see ``LinkContext``). A generic parameter, so declaring a binding looks up no
    /// metadata for it.
    let valueType: Any.Type
    /// The factory `recipe` is handed, for recipes that capture nothing (see
    /// ``ErasedFactory``); `.none` for the others.
    let factory: ErasedFactory
    let location: SourceLocation
    /// The binding's scope's number, or -1 when it is unscoped (see ``scope``): four bytes,
    /// which fill the last word of `location`, where a `Scope?` takes five.
    private let scopeNumber: Int32
    /// How the binding's value is got; last of the wide fields, so that its one-byte tag sits
    /// with the one-byte fields after it.
    let recipe: Recipe
    /// Whether the binding is the one provider of its key (not a collection or map
    /// contribution). Stored, because the loops over every binding ask it, and reading the
    /// indirect `contribution` retains and releases its box.
    let isSingle: Bool
    /// Declared by an override module: replaces the binding of the same key.
    let isOverride: Bool
    /// The seed of a child component: its cell is filled when the child is built.
    let isSeed: Bool
    /// What a reload of a keyed component does with this binding's instance.
    let reloadPolicy: ReloadPolicy
    /// Whether dependencies are resolved only when the value is used (assisted factories,
    /// property injectors), so they cannot close a cycle.
    let dependenciesAreDeferred: Bool
    /// How the factory runs: synchronously, asynchronously, or on the main actor.
    let creation: Creation
    /// Marked with `reachedByType()`: the app asks for it by type (`resolve(_:)`, `@Injected`),
    /// which no path from the root shows, so the checks for unused bindings count it as used.
    let isReachedByType: Bool

    init(
        key: BindingKey, contribution: Contribution = .single, scope: Scope?, dependencies: DependencyList,
        location: SourceLocation, declaredIn: DeclaringModule, isOverride: Bool = false, isSeed: Bool = false,
        valueType: Any.Type, reloadPolicy: ReloadPolicy = .recreate, dependenciesAreDeferred: Bool = false,
        creation: Creation = .synchronous, isReachedByType: Bool = false, factory: ErasedFactory = .none,
        recipe: Recipe
    ) {
        self.key = key
        self.contribution = contribution
        if case .single = contribution { isSingle = true } else { isSingle = false }
        scopeNumber = scope?.number ?? -1
        self.dependencies = dependencies
        self.location = location
        self.declaredIn = declaredIn
        self.isOverride = isOverride
        self.isSeed = isSeed
        self.valueType = valueType
        self.reloadPolicy = reloadPolicy
        self.dependenciesAreDeferred = dependenciesAreDeferred
        self.creation = creation
        self.isReachedByType = isReachedByType
        self.recipe = recipe
        self.factory = factory
    }

    init(
        key: BindingKey, scope: Scope?, dependencies: DependencyList, location: SourceLocation,
        declaredIn: DeclaringModule, isSeed: Bool = false, valueType: Any.Type, link: @escaping Link
    ) {
        self.init(
            key: key, scope: scope, dependencies: dependencies, location: location, declaredIn: declaredIn,
            isSeed: isSeed, valueType: valueType, recipe: .link(link))
    }

    /// How long the binding's instances live; nil when it is unscoped.
    var scope: Scope? {
        scopeNumber < 0 ? nil : Scope(number: scopeNumber)
    }

    /// The module type that declared it, such as `NetworkWiring.BankNetworkModule`.
    var declaringModule: String { declaredIn.name }

    /// The wiring library that declared it: the Swift module of its declaration.
    var library: String { location.moduleName }

}
