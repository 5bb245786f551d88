/// What every binding builder shares: where it was declared, its scope, and the check that
/// it was finished, so a half-written binding is reported instead of silently dropped.
///
/// Builders are noncopyable structs rather than classes: a builder lives for one chained
/// expression, and allocating, retaining and freeing an object for each one was a sixth of
/// the time a large graph took to build. The value moves from one builder to the next
/// (`intoCollection()` and the like); whichever holds it last either finishes it or, when it
/// is dropped unfinished, reports it from `deinit`.
@usableFromInline
struct BindingDeclaration: ~Copyable {
    let binder: Binder
    let location: SourceLocation
    /// The bound type, named only if the binding is never finished: naming types is slow
    /// next to everything else a binding costs.
    var boundType: DeclaredType
    @usableFromInline var scope: Scope?
    var reloadPolicy = ReloadPolicy.recreate
    @usableFromInline var finished = false

    @usableFromInline
    init(binder: Binder, location: SourceLocation, boundType: DeclaredType) {
        self.binder = binder
        self.location = location
        self.boundType = boundType
    }

    // Inlinable because the builders' inlinable chain methods destroy declarations.
    @inlinable
    deinit {
        if !finished {
            reportUnfinished()
        }
    }

    @usableFromInline
    func reportUnfinished() {
        binder.recordUnfinished(typeName: boundType.name, at: location)
    }

    /// Records the finished binding, whose slot, a `Slot<valueType>`, is linked by `link`.
    ///
    /// The dependencies and the link closure are taken, not borrowed, so that storing them
    /// in the binding does not retain them once more.
    @usableFromInline
    consuming func finish(
        key: BindingKey,
        contribution: consuming Binding.Contribution = .single,
        dependencies: consuming DependencyList,
        deferred: Bool = false,
        valueType: Any.Type,
        link: consuming @escaping Binding.Link
    ) {
        finished = true
        let binder = binder
        let binding = Binding(
            key: key, contribution: contribution, scope: scope, dependencies: dependencies,
            location: location, declaredIn: binder.declaringModule, isOverride: binder.isOverriding,
            valueType: valueType, reloadPolicy: reloadPolicy, dependenciesAreDeferred: deferred, link: link)
        binder.record(binding)
    }

    /// Records a binding of `R` made by `factory` from its parameters, of any arity.
    ///
    /// Inlinable so that the wiring library calling `to(factory:)` compiles the resolver for
    /// its concrete types; see `FixedArityFactories.swift` for the common arities.
    @inlinable
    consuming func finish<each D, R>(
        key: BindingKey, contribution: Binding.Contribution = .single,
        factory: @escaping @Sendable (repeat each D) -> R
    ) {
        let requests = dependencyRequests(repeat (each D).self)
        finish(key: key, contribution: contribution, dependencies: requests, valueType: R.self) {
            slot, linker in
            let slots = linker.dependencySlots(repeat (each D).self)
            unsafeDowncast(slot, to: Slot<R>.self).link { store in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: 1) { buffer in
                    let position = buffer.baseAddress.unsafelyUnwrapped
                    position.initialize(to: 0)
                    return factory(repeat Slot<each D>.value(at: position, in: slots, store))
                }
            }
        }
    }

    /// Records a binding of `R` that is always `value`.
    consuming func finish<R>(key: BindingKey, contribution: Binding.Contribution = .single, value: R) where R: Sendable {
        finish(key: key, contribution: contribution, dependencies: .none, valueType: R.self) {
            slot, _ in
            unsafeDowncast(slot, to: Slot<R>.self).link { _ in value }
        }
    }

    /// Records a binding whose value is a recipe taking a call-site argument, resolving the
    /// other parameters only when the recipe runs.
    consuming func finishRecipe<A, R, each D>(key: BindingKey, factory: @escaping @Sendable (A, repeat each D) -> R) {
        let requests = dependencyRequests(repeat (each D).self)
        finish(key: key, dependencies: requests, deferred: true, valueType: AssistedRecipe<A, R>.self) {
            slot, linker in
            let recipe = AssistedRecipe(make: linker.recipe(factory))
            unsafeDowncast(slot, to: Slot<AssistedRecipe<A, R>>.self).link { _ in recipe }
        }
    }
}

/// A declared type as a message names it, kept unnamed until then.
@usableFromInline
struct DeclaredType {
    // Metatypes: immutable runtime data.
    private let generic: StaticString?
    private let first: Any.Type
    private let second: Any.Type?

    /// The type itself, such as `BillScanner`.
    @usableFromInline
    init(_ type: Any.Type) {
        generic = nil
        first = type
        second = nil
    }

    /// A generic wrapper over one or two types, such as `AssistedFactory<Int, Receipt>`.
    init(_ generic: StaticString, of first: Any.Type, _ second: Any.Type? = nil) {
        self.generic = generic
        self.first = first
        self.second = second
    }

    var name: String {
        let names = [first, second].compactMap { $0 }.map(typeName).joined(separator: ", ")
        return generic.map { "\($0)<\(names)>" } ?? names
    }
}

/// The requests of a factory's parameter types, in order.
@usableFromInline
func dependencyRequests<each D>(_ types: repeat (each D).Type) -> DependencyList {
    var requests: [DependencyRequest] = []
    repeat requests.append(DependencyRequest(each types))
    return DependencyList(requests)
}

/// A binding of `T` being declared: choose a scope, a tag or a collection, then finish it with
/// `to(factory:)` or `to(value:)`.
///
/// Use it in one chained expression, as `bind(_:)` returns it; a builder dropped before
/// it is finished is reported as an unfinished binding when the graph is built.
public struct BindingBuilder<T: Sendable>: ~Copyable {
    @usableFromInline var declaration: BindingDeclaration
    @usableFromInline var key: BindingKey

    @inlinable
    init(binder: Binder, location: SourceLocation) {
        declaration = BindingDeclaration(binder: binder, location: location, boundType: DeclaredType(T.self))
        key = BindingKey(T.self)
    }

    /// Gives the binding a scope, such as `.singleton`. Without one, each request gets a new instance.
    @inlinable
    public consuming func scoped(_ scope: Scope) -> BindingBuilder<T> {
        declaration.scope = scope
        return self
    }

    /// What reloading a keyed component does with this scoped binding's instance: make it
    /// anew (the default, for objects built from configuration) or keep it.
    public consuming func onReload(_ policy: ReloadPolicy) -> BindingBuilder<T> {
        declaration.reloadPolicy = policy
        return self
    }

    /// Qualifies the binding with a tag; inject it as `Tagged<G>` or `TaggedProvider<G>`.
    public consuming func tagged<G: BindingTag>(_ tag: G.Type) -> BindingBuilder<T> where G.Element == T {
        key = .tagged(T.self, tag: tag)
        return self
    }

    /// Makes this binding one contribution to the collection injected as `[T]`.
    public consuming func intoCollection() -> CollectionBindingBuilder<T> {
        CollectionBindingBuilder(declaration: declaration)
    }

    /// Makes this binding the entry for `key` in the map injected as `[K: T]`.
    public consuming func intoMap<K: Hashable & Sendable>(key: K) -> MapBindingBuilder<K, T> {
        MapBindingBuilder(declaration: declaration, key: key)
    }

    /// Makes this an assisted binding: inject `AssistedFactory<A, T>` and call `build(_:)` with the `A`.
    public consuming func assisted<A>(_ argument: A.Type) -> AssistedBindingBuilder<A, T> {
        declaration.boundType = DeclaredType("AssistedFactory", of: A.self, T.self)
        return AssistedBindingBuilder(declaration: declaration)
    }

    /// Binds `T` to a factory: an initializer such as `ATMDepositer.init` or a closure, of any arity.
    ///
    /// The factory's parameter types are the binding's dependencies. Each is resolved from the
    /// graph: a bound type directly, or through `Provider<U>`, `Lazy<U>`, `WeakProvider<U>`,
    /// `U?`, `[U]`, `[K: U]`, `Tagged<G>`, `ChildFactory<C>` or `AssistedFactory<A, U>`.
    @inlinable
    public consuming func to<each D>(factory: @escaping @Sendable (repeat each D) -> T) {
        declaration.finish(key: key, factory: factory)
    }

    /// Binds `T` to one existing value, shared by every request.
    public consuming func to(value: T) {
        declaration.finish(key: key, value: value)
    }
}

/// One contribution to the collection injected as `[T]`: one element, or several at once.
public struct CollectionBindingBuilder<T: Sendable>: ~Copyable {
    private var declaration: BindingDeclaration

    init(declaration: consuming BindingDeclaration) {
        self.declaration = declaration
    }

    /// Gives the contribution a scope; without one, its elements are made anew for each request.
    public consuming func scoped(_ scope: Scope) -> CollectionBindingBuilder<T> {
        declaration.scope = scope
        return self
    }

    private static var element: Binding.Contribution {
        .collectionElement(direct: .array(of: T.self))
    }

    /// Contributes one element made by `factory`.
    public consuming func to<each D>(factory: @escaping @Sendable (repeat each D) -> T) {
        declaration.finish(key: .collection(of: T.self), contribution: Self.element) { (dependencies: repeat each D) in
            [factory(repeat each dependencies)]
        }
    }

    /// Contributes one element.
    public consuming func to(value: T) {
        declaration.finish(key: .collection(of: T.self), contribution: Self.element, value: [value])
    }

    /// Contributes several elements made by `factory`, in its order.
    public consuming func to<each D>(elementsFactory factory: @escaping @Sendable (repeat each D) -> [T]) {
        declaration.finish(key: .collection(of: T.self), contribution: Self.element, factory: factory)
    }

    /// Contributes several elements, in order.
    public consuming func to(elements: [T]) {
        declaration.finish(key: .collection(of: T.self), contribution: Self.element, value: elements)
    }
}

/// The entry for one key of the map injected as `[K: T]`.
public struct MapBindingBuilder<K: Hashable & Sendable, T: Sendable>: ~Copyable {
    private var declaration: BindingDeclaration
    private let key: K

    init(declaration: consuming BindingDeclaration, key: K) {
        self.declaration = declaration
        self.key = key
    }

    /// Gives the entry a scope; without one, its value is made anew for each request.
    public consuming func scoped(_ scope: Scope) -> MapBindingBuilder<K, T> {
        declaration.scope = scope
        return self
    }

    /// The entry's value is made by `factory`.
    public consuming func to<each D>(factory: @escaping @Sendable (repeat each D) -> T) {
        let key = self.key
        declaration.finish(key: .map(of: T.self, keyedBy: K.self), contribution: entry) { (dependencies: repeat each D) in
            [key: factory(repeat each dependencies)]
        }
    }

    /// The entry's value.
    public consuming func to(value: T) {
        declaration.finish(key: .map(of: T.self, keyedBy: K.self), contribution: entry, value: [key: value])
    }

    private var entry: Binding.Contribution {
        .mapEntry(MapKey(value: AnyHashable(key)), description: String(reflecting: key), direct: .dictionary(of: T.self, keyedBy: K.self),
                  assembly: .of(K.self, T.self))
    }
}

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
