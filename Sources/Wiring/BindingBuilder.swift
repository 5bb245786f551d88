/// What every binding builder shares: where it was declared, its scope, and the check that
/// it was finished, so a half-written binding is reported instead of silently dropped.
public class BindingDeclaration {
    let binder: Binder
    let location: SourceLocation
    /// The bound type's name, made only if the binding is never finished: naming types is
    /// slow next to everything else a binding costs.
    let typeName: () -> String
    var scope: Scope?
    var reloadPolicy = ReloadPolicy.recreate
    private var finished = false

    init(binder: Binder, location: SourceLocation, typeName: @escaping @autoclosure () -> String) {
        self.binder = binder
        self.location = location
        self.typeName = typeName
    }

    deinit {
        if !finished {
            binder.recordUnfinished(typeName: typeName(), at: location)
        }
    }

    /// Marks this declaration as continued by another builder (`intoCollection()` and the like).
    func handOver() {
        finished = true
    }

    /// Records the finished binding.
    func finish(
        key: BindingKey,
        contribution: Binding.Contribution = .single,
        dependencies: [DependencyRequest],
        deferred: Bool = false,
        makeSlot: @escaping @Sendable (CellAddress?) -> AnySlot,
        link: @escaping @Sendable (AnySlot, Linker) throws(LinkError) -> Void
    ) {
        finished = true
        var binding = Binding(
            key: key, contribution: contribution, scope: scope, dependencies: dependencies,
            location: location, declaringModule: binder.declaringModule, isOverride: binder.isOverriding,
            isSeed: false, makeSlot: makeSlot, link: link)
        binding.dependenciesAreDeferred = deferred
        binding.reloadPolicy = reloadPolicy
        binder.record(binding)
    }

    /// Records a binding of `R` made by `factory` from its parameters.
    ///
    /// Inlinable so that the wiring library calling `to(factory:)` compiles the resolver for
    /// its concrete types: the resolve path then needs no metadata lookups and no
    /// parameter-pack machinery at run time.
    @inlinable
    final func finish<each D, R>(
        key: BindingKey, contribution: Binding.Contribution = .single,
        factory: @escaping @Sendable (repeat each D) -> R
    ) {
        let requests = dependencyRequests(repeat (each D).self)
        finishLinked(key: key, contribution: contribution, dependencies: requests, makeResolver: resolverMaker(factory))
    }

    /// Records a binding whose slot is linked with the resolver `makeResolver` builds.
    @usableFromInline
    final func finishLinked<R>(
        key: BindingKey, contribution: Binding.Contribution, dependencies: [DependencyRequest],
        makeResolver: @escaping @Sendable (Linker, [DependencyRequest]) throws(LinkError) -> @Sendable (InstanceStore) -> R
    ) {
        finish(key: key, contribution: contribution, dependencies: dependencies, makeSlot: { Slot<R>(cell: $0) }) {
            slot, linker throws(LinkError) in
            try linker.typed(slot, as: R.self).link(makeResolver(linker, dependencies))
        }
    }

    /// Records a binding of `R` that is always `value`.
    func finish<R>(key: BindingKey, contribution: Binding.Contribution = .single, value: R) where R: Sendable {
        finish(key: key, contribution: contribution, dependencies: [], makeSlot: { _ in Slot<R> { _ in value } }) {
            _, _ throws(LinkError) in
        }
    }
}

/// How to make the resolver of a binding made by `factory`, once its dependencies' slots are
/// known. Inlinable so that it is compiled, and specialized, in the wiring library that
/// declares the binding.
@inlinable
func resolverMaker<each D, R>(
    _ factory: @escaping @Sendable (repeat each D) -> R
) -> @Sendable (Linker, [DependencyRequest]) throws(LinkError) -> @Sendable (InstanceStore) -> R {
    { linker, requests throws(LinkError) in
        let slots = try linker.dependencySlots(repeat (each D).self, requests: requests)
        return { store in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 1) { buffer in
                let position = buffer.baseAddress.unsafelyUnwrapped
                position.initialize(to: 0)
                return factory(repeat Slot<each D>.value(at: position, in: slots, store))
            }
        }
    }
}

/// The requests of a factory's parameter types, in order.
@usableFromInline
func dependencyRequests<each D>(_ types: repeat (each D).Type) -> [DependencyRequest] {
    var requests: [DependencyRequest] = []
    repeat requests.append(DependencyRequest(each types))
    return requests
}

/// A binding of `T` being declared: choose a scope, a tag or a collection, then finish it with
/// `to(factory:)` or `to(value:)`.
public final class BindingBuilder<T: Sendable>: BindingDeclaration {
    @usableFromInline var key: BindingKey

    init(binder: Binder, location: SourceLocation) {
        key = BindingKey(T.self)
        super.init(binder: binder, location: location, typeName: Wiring.typeName(T.self))
    }

    /// Gives the binding a scope, such as `.singleton`. Without one, each request gets a new instance.
    public func scoped(_ scope: Scope) -> BindingBuilder<T> {
        self.scope = scope
        return self
    }

    /// What reloading a keyed component does with this scoped binding's instance: make it
    /// anew (the default, for objects built from configuration) or keep it.
    public func onReload(_ policy: ReloadPolicy) -> BindingBuilder<T> {
        reloadPolicy = policy
        return self
    }

    /// Qualifies the binding with a tag; inject it as `Tagged<G>` or `TaggedProvider<G>`.
    public func tagged<G: BindingTag>(_ tag: G.Type) -> BindingBuilder<T> where G.Element == T {
        key = .tagged(T.self, tag: tag)
        return self
    }

    /// Makes this binding one contribution to the collection injected as `[T]`.
    public func intoCollection() -> CollectionBindingBuilder<T> {
        handOver()
        return CollectionBindingBuilder(binder: binder, location: location)
    }

    /// Makes this binding the entry for `key` in the map injected as `[K: T]`.
    public func intoMap<K: Hashable & Sendable>(key: K) -> MapBindingBuilder<K, T> {
        handOver()
        return MapBindingBuilder(binder: binder, location: location, key: key)
    }

    /// Makes this an assisted binding: inject `AssistedFactory<A, T>` and call `build(_:)` with the `A`.
    public func assisted<A>(_ argument: A.Type) -> AssistedBindingBuilder<A, T> {
        handOver()
        return AssistedBindingBuilder(binder: binder, location: location)
    }

    /// Binds `T` to a factory: an initializer such as `ATMDepositer.init` or a closure, of any arity.
    ///
    /// The factory's parameter types are the binding's dependencies. Each is resolved from the
    /// graph: a bound type directly, or through `Provider<U>`, `Lazy<U>`, `WeakProvider<U>`,
    /// `U?`, `[U]`, `[K: U]`, `Tagged<G>`, `ChildFactory<C>` or `AssistedFactory<A, U>`.
    @inlinable
    public func to<each D>(factory: @escaping @Sendable (repeat each D) -> T) {
        finish(key: key, factory: factory)
    }

    /// Binds `T` to one existing value, shared by every request.
    public func to(value: T) {
        finish(key: key, value: value)
    }
}

/// One contribution to the collection injected as `[T]`: one element, or several at once.
public final class CollectionBindingBuilder<T: Sendable>: BindingDeclaration {
    init(binder: Binder, location: SourceLocation) {
        super.init(binder: binder, location: location, typeName: Wiring.typeName(T.self))
    }

    /// Gives the contribution a scope; without one, its elements are made anew for each request.
    public func scoped(_ scope: Scope) -> CollectionBindingBuilder<T> {
        self.scope = scope
        return self
    }

    private var element: Binding.Contribution {
        .collectionElement(direct: .array(of: T.self))
    }

    /// Contributes one element made by `factory`.
    public func to<each D>(factory: @escaping @Sendable (repeat each D) -> T) {
        finish(key: .collection(of: T.self), contribution: element) { (dependencies: repeat each D) in
            [factory(repeat each dependencies)]
        }
    }

    /// Contributes one element.
    public func to(value: T) {
        finish(key: .collection(of: T.self), contribution: element, value: [value])
    }

    /// Contributes several elements made by `factory`, in its order.
    public func to<each D>(elementsFactory factory: @escaping @Sendable (repeat each D) -> [T]) {
        finish(key: .collection(of: T.self), contribution: element, factory: factory)
    }

    /// Contributes several elements, in order.
    public func to(elements: [T]) {
        finish(key: .collection(of: T.self), contribution: element, value: elements)
    }
}

/// The entry for one key of the map injected as `[K: T]`.
public final class MapBindingBuilder<K: Hashable & Sendable, T: Sendable>: BindingDeclaration {
    private let key: K

    init(binder: Binder, location: SourceLocation, key: K) {
        self.key = key
        super.init(binder: binder, location: location, typeName: Wiring.typeName(T.self))
    }

    /// Gives the entry a scope; without one, its value is made anew for each request.
    public func scoped(_ scope: Scope) -> MapBindingBuilder<K, T> {
        self.scope = scope
        return self
    }

    /// The entry's value is made by `factory`.
    public func to<each D>(factory: @escaping @Sendable (repeat each D) -> T) {
        let key = self.key
        finish(key: .map(of: T.self, keyedBy: K.self), contribution: entry) { (dependencies: repeat each D) in
            [key: factory(repeat each dependencies)]
        }
    }

    /// The entry's value.
    public func to(value: T) {
        finish(key: .map(of: T.self, keyedBy: K.self), contribution: entry, value: [key: value])
    }

    private var entry: Binding.Contribution {
        .mapEntry(MapKey(value: AnyHashable(key)), description: String(reflecting: key), direct: .dictionary(of: T.self, keyedBy: K.self),
                  assembly: .of(K.self, T.self))
    }
}

/// An assisted binding: `T` made from a call-site `A` and dependencies from the graph.
public final class AssistedBindingBuilder<A, T: Sendable>: BindingDeclaration {
    init(binder: Binder, location: SourceLocation) {
        super.init(binder: binder, location: location, typeName: "AssistedFactory<\(Wiring.typeName(A.self)), \(Wiring.typeName(T.self))>")
    }

    /// `factory`'s first parameter is the call-site argument; the others come from the graph.
    public func to<each D>(factory: @escaping @Sendable (A, repeat each D) -> T) {
        finishRecipe(key: BindingKey(AssistedFactory<A, T>.self), factory: factory)
    }
}

/// The property injector of `T`: fills an existing `T` from the graph.
public final class PropertyInjectionBuilder<T: AnyObject>: BindingDeclaration {
    /// `injector`'s first parameter is the object to fill; the others come from the graph.
    public func to<each D>(injector: @escaping @Sendable (T, repeat each D) -> Void) {
        finishRecipe(key: BindingKey(PropertyInjector<T>.self), factory: injector)
    }
}

extension BindingDeclaration {
    /// Records a binding whose value is a recipe taking a call-site argument, resolving the
    /// other parameters only when the recipe runs.
    func finishRecipe<A, R, each D>(key: BindingKey, factory: @escaping @Sendable (A, repeat each D) -> R) {
        let requests = dependencyRequests(repeat (each D).self)
        finish(key: key, dependencies: requests, deferred: true, makeSlot: { _ in Slot<AssistedRecipe<A, R>>(cell: nil) }) {
            slot, linker throws(LinkError) in
            let make = try linker.recipe(factory, requests: requests)
            let recipe = AssistedRecipe(make: make)
            try linker.typed(slot, as: AssistedRecipe<A, R>.self).link { _ in recipe }
        }
    }
}
