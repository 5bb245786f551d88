/// What every binding builder shares: where it was declared, its scope, and the check that
/// it was finished, so a half-written binding is reported instead of silently dropped.
///
/// Builders are noncopyable structs rather than classes: a builder lives for one chained
/// expression, too short to be worth allocating, retaining and freeing an object for it,
/// once per binding. The value moves from one builder to the next
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
    /// Set by `reachedByType()`; see ``Binding/isReachedByType``.
    var isReachedByType = false
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

    /// Records the finished binding, whose value `recipe` gets.
    ///
    /// The dependencies and the recipe are taken, not borrowed, so that storing them in the
    /// binding does not retain them once more.
    @usableFromInline
    consuming func finish(
        key: BindingKey,
        contribution: consuming Binding.Contribution = .single,
        dependencies: consuming DependencyList,
        deferred: Bool = false,
        creation: Creation = .synchronous,
        valueType: Any.Type,
        factory: consuming ErasedFactory = .none,
        recipe: consuming Binding.Recipe
    ) {
        finished = true
        let binder = binder
        let binding = Binding(
            key: key, contribution: contribution, scope: scope, dependencies: dependencies,
            location: location, declaredIn: binder.declaringModule, isOverride: binder.isOverriding,
            valueType: valueType, reloadPolicy: reloadPolicy, dependenciesAreDeferred: deferred, creation: creation,
            isReachedByType: isReachedByType, factory: factory, recipe: recipe)
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
        finish(
            key: key, contribution: contribution, dependencies: requests, valueType: R.self,
            recipe: .link { slot, linker, _ in
                let start = linker.start, node = linker.node
                unsafeDowncast(slot, to: Slot<R>.self).link { store in
                    Linker.withArguments(start: start, node: node, in: store) { linker, position in
                        factory(repeat linker.argument(at: position, as: (each D).self, in: store))
                    }
                }
            })
    }

    /// Records a binding of `R` made by an `async`, throwing factory: its slot's synchronous
    /// resolver only reports that the instance is not there yet, and the factory is handed to
    /// the graph as an ``AsyncResolver``, which the component's build (for a scoped binding)
    /// or `AsyncProvider<R>` (for an unscoped one) awaits.
    @inlinable
    consuming func finishAsynchronous<each D, R>(
        key: BindingKey, contribution: Binding.Contribution = .single,
        factory: @escaping @Sendable (repeat each D) async throws -> R
    ) {
        let requests = dependencyRequests(repeat (each D).self)
        finish(
            key: key, contribution: contribution, dependencies: requests, creation: .asynchronous, valueType: R.self,
            recipe: .link { slot, linker, _ in
                let start = linker.start, node = linker.node
                unsafeDowncast(slot, to: Slot<R>.self).link { store in store.asynchronousInstanceMissing(node: node) }
                linker.linkAsynchronous(
                    AsyncResolver<R> { store in
                        let arguments = Linker.withArguments(start: start, node: node, in: store) { linker, position in
                            (repeat linker.argument(at: position, as: (each D).self, in: store))
                        }
                        return try await factory(repeat each arguments)
                    })
            })
    }

    /// Records a binding of `R` made by a `@MainActor` factory. Validation lets only the main
    /// actor ask for it; the resolver checks all the same (``isOnMainActor()``), so that a root
    /// read from elsewhere is reported rather than trapped.
    @inlinable
    consuming func finishOnMainActor<each D, R: Sendable>(
        key: BindingKey, factory: @escaping @MainActor @Sendable (repeat each D) -> R
    ) {
        let requests = dependencyRequests(repeat (each D).self)
        finish(
            key: key, dependencies: requests, creation: .onMainActor, valueType: R.self,
            recipe: .link { slot, linker, _ in
                let start = linker.start, node = linker.node
                unsafeDowncast(slot, to: Slot<R>.self).link { store in
                    guard isOnMainActor() else { store.mainActorInstanceOffMainActor(node: node) }
                    return MainActor.assumeIsolated {
                        Linker.withArguments(start: start, node: node, in: store) { linker, position in
                            factory(repeat linker.argument(at: position, as: (each D).self, in: store))
                        }
                    }
                }
            })
    }

    /// Records a binding of `R` that is always `value`.
    consuming func finish<R>(key: BindingKey, contribution: Binding.Contribution = .single, value: R)
    where R: Sendable {
        finish(
            key: key, contribution: contribution, dependencies: .none, valueType: R.self,
            recipe: .link { slot, _, _ in unsafeDowncast(slot, to: Slot<R>.self).link { _ in value } })
    }

    /// Records a binding whose value is a recipe taking a call-site argument, resolving the
    /// other parameters only when the recipe runs.
    consuming func finishRecipe<A, R, each D>(key: BindingKey, factory: @escaping @Sendable (A, repeat each D) -> R) {
        let requests = dependencyRequests(repeat (each D).self)
        finish(
            key: key, dependencies: requests, deferred: true, valueType: AssistedRecipe<A, R>.self,
            recipe: .link { slot, linker, _ in
                let recipe = AssistedRecipe(make: linker.recipe(factory))
                unsafeDowncast(slot, to: Slot<AssistedRecipe<A, R>>.self).link { _ in recipe }
            })
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
    // Counted first: grown one append at a time, a ten-parameter list was reallocated four times.
    var count = 0
    for _ in repeat each types { count += 1 }
    var requests: [DependencyRequest] = []
    requests.reserveCapacity(count)
    repeat requests.append(DependencyRequest(runtimeType: each types))
    return DependencyList(requests)
}
