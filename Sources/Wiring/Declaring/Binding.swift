import WiringSupport

/// One declared binding, as the binder records it before the graph is validated.
///
/// A struct, kept in one array per component level, so that declaring a binding allocates
/// nothing of its own and the passes over every binding read memory in order. Code that
/// reads bindings reads their fields in place (`bindings[i].key`): copying a whole binding
/// retains everything in it.
struct Binding: Sendable {
    /// How the binding contributes to its key.
    indirect enum Contribution: Sendable {
        /// The one provider of its key.
        case single
        /// One or more elements of a collection; `direct` is the key of a plain `[T]` binding.
        case collectionElement(direct: BindingKey)
        /// One entry of a map, under this key; `direct` is the key of a plain `[K: T]` binding.
        case mapEntry(MapKey, direct: BindingKey, assembly: MapAssembly)

        /// A contribution to the collection `[T]`.
        static func element<T>(of _: T.Type) -> Contribution {
            .collectionElement(direct: .array(of: T.self))
        }
    }

    // Stored properties are declared widest first: Swift lays a struct out in declaration
    // order, and every graph holds one binding per declaration, so the one-byte fields go
    // together at the end instead of each padding out to the next eight-byte field.
    let key: BindingKey
    let contribution: Contribution
    let dependencies: DependencyList
    /// The module type that declared it, named only when a message needs it.
    let declaredIn: DeclaringModule
    /// The type of the binding's value, which a lookup by type checks.
    let valueType: Any.Type
    let location: SourceLocation
    /// The binding's scope's number, or -1 when it is unscoped (see ``scope``): four bytes,
    /// which fill the last word of `location`, where a `Scope?` takes five.
    private let scopeNumber: Int32
    /// How the binding's value is made.
    let recipe: BindingRecipe
    /// Whether the binding is the one provider of its key (not a collection or map
    /// contribution). Stored, because the loops over every binding ask it, and reading the
    /// indirect `contribution` retains and releases its box.
    let isSingle: Bool
    /// Declared by an override module: replaces the binding of the same key.
    let isOverride: Bool
    /// Whether a module declared the binding, or a child component added it.
    let origin: Origin
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
        location: SourceLocation, declaredIn: DeclaringModule, isOverride: Bool = false, origin: Origin = .declared,
        valueType: Any.Type, reloadPolicy: ReloadPolicy = .recreate, dependenciesAreDeferred: Bool = false,
        creation: Creation = .synchronous, isReachedByType: Bool = false, recipe: BindingRecipe
    ) {
        self.key = key
        self.contribution = contribution
        if case .single = contribution { isSingle = true } else { isSingle = false }
        scopeNumber = scope?.number ?? -1
        self.dependencies = dependencies
        self.location = location
        self.declaredIn = declaredIn
        self.isOverride = isOverride
        self.origin = origin
        self.valueType = valueType
        self.reloadPolicy = reloadPolicy
        self.dependenciesAreDeferred = dependenciesAreDeferred
        self.creation = creation
        self.isReachedByType = isReachedByType
        self.recipe = recipe
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

/// A map contribution's key, type-erased to compare it with the other entries' keys.
struct MapKey: Hashable, @unchecked Sendable {
    // Safe: `intoMap(key:)` takes only `Hashable & Sendable` keys, and `AnyHashable` holds its
    // key as a constant. (CollectionTests.graphsBuiltOnManyTasksAtOnceShareTheirMapKeys and
    // duplicateMapKeyNamesBothContributions)
    let value: AnyHashable

    /// The key as `String(reflecting:)` shows it, for messages and the graph export: made only
    /// when one needs it, as it asks the runtime how the key's type describes itself.
    var description: String {
        String(reflecting: value.base)
    }
}

/// How a binding's factory runs, which decides how its value may be asked for.
@usableFromInline
enum Creation: UInt8, Sendable {
    /// A plain factory: any request may run it, on any thread.
    case synchronous
    /// A factory that is `async`, `throws`, or both (`to(asyncFactory:)`). A scoped one is made
    /// before its component is handed out; an unscoped one only through `AsyncProvider<T>`.
    case asynchronous
    /// A `@MainActor` factory (`onMainActor()`): run on the main actor, and asked for off it only
    /// through `MainActorProvider<T>`.
    case onMainActor
}

/// The module a binding was declared in, kept as its type: naming a type costs far more
/// than declaring a binding, so names are made only for messages and reports.
struct DeclaringModule: Sendable {
    let type: Any.Type?

    /// `Module.Type`'s fully qualified name, such as `NetworkWiring.BankNetworkModule`.
    var name: String {
        type.map(TypeName.qualified) ?? "(component)"
    }
}

extension Binding {
    /// Who made a binding: a module's declaration, or a child component, which adds two that no
    /// module declares.
    enum Origin: UInt8 {
        /// Declared with `bind(_:)` or `bindPropertyInjection(of:)`.
        case declared
        /// A child component's seed: its cell is filled when the child is built.
        case seed
        /// A child component's installation, which `install(_:)` records and `ChildFactory<C>`
        /// reads.
        case installation
    }
}
