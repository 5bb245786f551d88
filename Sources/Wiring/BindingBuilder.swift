/// What every binding builder shares: where it was declared, its scope, and the check that
/// it was finished, so a half-written binding is reported instead of silently dropped.
public class BindingDeclaration {
    let binder: Binder
    let location: SourceLocation
    /// The bound type, named only if the binding is never finished: naming types is slow
    /// next to everything else a binding costs.
    let boundType: DeclaredType
    var scope: Scope?
    var reloadPolicy = ReloadPolicy.recreate
    private var finished = false

    @usableFromInline
    init(binder: Binder, location: SourceLocation, boundType: DeclaredType) {
        self.binder = binder
        self.location = location
        self.boundType = boundType
    }

    deinit {
        if !finished {
            binder.recordUnfinished(typeName: boundType.name, at: location)
        }
    }

    /// Marks this declaration as continued by another builder (`intoCollection()` and the like).
    func handOver() {
        finished = true
    }

    /// Records the finished binding, whose slot is a `slotType` linked by `link`.
    @usableFromInline
    final func finish(
        key: BindingKey,
        contribution: Binding.Contribution = .single,
        dependencies: [DependencyRequest],
        deferred: Bool = false,
        slotType: AnySlot.Type,
        link: @escaping Binding.Link
    ) {
        finished = true
        binder.record(Binding(
            key: key, contribution: contribution, scope: scope, dependencies: dependencies,
            location: location, declaredIn: binder.declaringModule, isOverride: binder.isOverriding,
            slotType: slotType, reloadPolicy: reloadPolicy, dependenciesAreDeferred: deferred, link: link))
    }

    /// Records a binding of `R` made by `factory` from its parameters, of any arity.
    ///
    /// Inlinable so that the wiring library calling `to(factory:)` compiles the resolver for
    /// its concrete types; see `FixedArityFactories.swift` for the common arities.
    @inlinable
    final func finish<each D, R>(
        key: BindingKey, contribution: Binding.Contribution = .single,
        factory: @escaping @Sendable (repeat each D) -> R
    ) {
        let requests = dependencyRequests(repeat (each D).self)
        finish(key: key, contribution: contribution, dependencies: requests, slotType: Slot<R>.self) {
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
    func finish<R>(key: BindingKey, contribution: Binding.Contribution = .single, value: R) where R: Sendable {
        finish(key: key, contribution: contribution, dependencies: [], slotType: Slot<R>.self) {
            slot, _ in
            unsafeDowncast(slot, to: Slot<R>.self).link { _ in value }
        }
    }
}

/// A declared type as a message names it, kept unnamed until then.
@usableFromInline
struct DeclaredType {
    // Metatypes: immutable runtime data.
    private let generic: String?
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
    init(_ generic: String, of first: Any.Type, _ second: Any.Type? = nil) {
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
func dependencyRequests<each D>(_ types: repeat (each D).Type) -> [DependencyRequest] {
    var requests: [DependencyRequest] = []
    repeat requests.append(DependencyRequest(each types))
    return requests
}

/// A binding of `T` being declared: choose a scope, a tag or a collection, then finish it with
/// `to(factory:)` or `to(value:)`.
public final class BindingBuilder<T: Sendable>: BindingDeclaration {
    @usableFromInline var key: BindingKey

    @usableFromInline
    init(binder: Binder, location: SourceLocation) {
        key = BindingKey(T.self)
        super.init(binder: binder, location: location, boundType: DeclaredType(T.self))
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
        super.init(binder: binder, location: location, boundType: DeclaredType(T.self))
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
        super.init(binder: binder, location: location, boundType: DeclaredType(T.self))
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
        super.init(binder: binder, location: location, boundType: DeclaredType("AssistedFactory", of: A.self, T.self))
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
        finish(key: key, dependencies: requests, deferred: true, slotType: Slot<AssistedRecipe<A, R>>.self) {
            slot, linker in
            let recipe = AssistedRecipe(make: linker.recipe(factory))
            unsafeDowncast(slot, to: Slot<AssistedRecipe<A, R>>.self).link { _ in recipe }
        }
    }
}
