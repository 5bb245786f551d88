import WiringSupport

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
    /// The key the binding answers: its type's, unless a tag, a collection or a map makes it another.
    var key: BindingKey
    @usableFromInline var scope: Scope?
    var reloadPolicy = ReloadPolicy.recreate
    /// Set by `reachedByType()`; see ``Binding/isReachedByType``.
    var isReachedByType = false
    @usableFromInline var finished = false

    /// The declaration of a binding of `type`, made where `bind(_:)` is called.
    @usableFromInline
    init(binder: Binder, location: SourceLocation, type: Any.Type) {
        self.init(binder: binder, location: location, boundType: DeclaredType(type), key: BindingKey(metatype: type))
    }

    init(binder: Binder, location: SourceLocation, boundType: DeclaredType, key: BindingKey) {
        self.binder = binder
        self.location = location
        self.boundType = boundType
        self.key = key
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

    /// Records the finished binding, the one value of its key, whose value `recipe` makes.
    @usableFromInline
    consuming func finish(
        parameters: consuming DeclaredParameters,
        deferred: Bool = false,
        creation: Creation = .synchronous,
        valueType: Any.Type,
        recipe: BindingRecipe
    ) {
        finish(
            contribution: .single, parameters: parameters, deferred: deferred, creation: creation,
            valueType: valueType, recipe: recipe)
    }

    /// Records the finished binding, whose value `recipe` makes.
    ///
    /// The contribution is a parameter, not a field: a declaration has a `deinit`, so finishing
    /// it copies its fields, and copying a contribution is not free.
    consuming func finish(
        contribution: consuming Binding.Contribution,
        parameters: consuming DeclaredParameters,
        deferred: Bool = false,
        creation: Creation = .synchronous,
        valueType: Any.Type,
        recipe: BindingRecipe
    ) {
        finished = true
        let binder = binder
        let binding = Binding(
            key: key, contribution: contribution, scope: scope, dependencies: DependencyList(parameters),
            location: location, declaredIn: binder.declaringModule, isOverride: binder.isOverriding,
            valueType: valueType, reloadPolicy: reloadPolicy, dependenciesAreDeferred: deferred, creation: creation,
            isReachedByType: isReachedByType, recipe: recipe)
        binder.record(binding)
    }

    /// Records a binding of `R` made by `factory` from its parameters, of any arity.
    ///
    /// Inlinable so that the wiring library calling `to(factory:)` makes the recipe; see
    /// `FixedArityFactories.swift` for the common arities, which are compiled for their types.
    @inlinable
    consuming func finish<each D, R: Sendable>(factory: @escaping @Sendable (repeat each D) -> R) {
        finish(
            parameters: DeclaredParameters(repeat (each D).self), valueType: R.self,
            recipe: Self.recipe(scoped: scope != nil, factory))
    }

    /// Records a contribution of one element to the collection `[T]`, made by `recipe`: a
    /// value of `[T]`, as every contribution to it is.
    @usableFromInline
    consuming func finish<T>(element: T.Type, parameters: consuming DeclaredParameters, recipe: BindingRecipe) {
        finish(
            contribution: .element(of: T.self), parameters: parameters,
            valueType: [T].self, recipe: recipe)
    }

    /// Records a contribution to a collection or a map, made by `factory`.
    consuming func finish<each D, R: Sendable>(
        contribution: Binding.Contribution, factory: @escaping @Sendable (repeat each D) -> R
    ) {
        finish(
            contribution: contribution, parameters: DeclaredParameters(repeat (each D).self), valueType: R.self,
            recipe: Self.recipe(scoped: scope != nil, factory))
    }

    /// The recipe of a binding made by `factory`, which reads its parameters from the graph.
    @inlinable
    static func recipe<each D, R: Sendable>(scoped: Bool, _ factory: @escaping @Sendable (repeat each D) -> R)
        -> BindingRecipe
    {
        .made(scoped: scoped) { arguments in
            var arguments = arguments
            return factory(repeat arguments.next((each D).self))
        }
    }

    /// Records a binding of `R` made by an `async`, throwing factory, which the component's
    /// build (for a scoped binding) or `AsyncProvider<R>` (for an unscoped one) awaits.
    @inlinable
    consuming func finishAsynchronous<each D, R: Sendable>(
        factory: @escaping @Sendable (repeat each D) async throws -> R
    ) {
        finish(
            parameters: DeclaredParameters(repeat (each D).self), creation: .asynchronous, valueType: R.self,
            recipe: Self.asynchronousRecipe(scoped: scope != nil, factory))
    }

    /// Records a contribution to a collection or a map, made by an `async`, throwing factory.
    consuming func finishAsynchronous<each D, R: Sendable>(
        contribution: Binding.Contribution, factory: @escaping @Sendable (repeat each D) async throws -> R
    ) {
        finish(
            contribution: contribution, parameters: DeclaredParameters(repeat (each D).self), creation: .asynchronous,
            valueType: R.self, recipe: Self.asynchronousRecipe(scoped: scope != nil, factory))
    }

    /// The recipe of a binding made by an `async`, throwing `factory`.
    @inlinable
    static func asynchronousRecipe<each D, R: Sendable>(
        scoped: Bool, _ factory: @escaping @Sendable (repeat each D) async throws -> R
    ) -> BindingRecipe {
        scoped
            ? .asynchronousInstance { arguments in CellObject.holding(try await Self.await(factory, arguments)) }
            : .value(AsyncRecipe<R> { arguments in try await Self.await(factory, arguments) })
    }

    /// Reads `factory`'s parameters from `arguments`, then awaits it.
    @inlinable
    static func await<each D, R>(
        _ factory: @Sendable (repeat each D) async throws -> R, _ arguments: Arguments
    ) async throws -> R {
        var arguments = arguments
        let values = (repeat arguments.next((each D).self))
        return try await factory(repeat each values)
    }

    /// Records a binding of `R` made by a `@MainActor` factory. Validation lets only the main
    /// actor ask for it; the recipe checks all the same (``isOnMainActor()``), so that a root
    /// read from elsewhere is reported rather than trapped.
    @inlinable
    consuming func finishOnMainActor<each D, R: Sendable>(factory: @escaping @MainActor @Sendable (repeat each D) -> R)
    {
        finish(
            parameters: DeclaredParameters(repeat (each D).self), creation: .onMainActor,
            valueType: R.self,
            recipe: .made(scoped: scope != nil) { arguments in
                guard isOnMainActor() else { arguments.store.mainActorInstanceOffMainActor(node: arguments.node) }
                return MainActor.assumeIsolated {
                    var arguments = arguments
                    return factory(repeat arguments.next((each D).self))
                }
            })
    }

    /// Records a binding of `R` that is always `value`.
    @usableFromInline
    consuming func finish<R: Sendable>(value: R) {
        finish(contribution: .single, value: value)
    }

    /// Records a binding, or a contribution, of `R` that is always `value`.
    consuming func finish<R: Sendable>(contribution: Binding.Contribution, value: R) {
        finish(
            contribution: contribution, parameters: .none, valueType: R.self,
            recipe: .made(scoped: scope != nil) { _ in value })
    }

    /// Records a binding whose value is a recipe taking a call-site argument, resolving the
    /// other parameters only when the recipe runs.
    consuming func finishRecipe<A, R, each D>(factory: @escaping @Sendable (A, repeat each D) -> R) {
        finish(
            parameters: DeclaredParameters(repeat (each D).self), deferred: true,
            valueType: AssistedRecipe<A, R>.self,
            recipe: .made(scoped: false) { arguments in
                let first = arguments.first, node = arguments.node
                return AssistedRecipe { argument, store in
                    var arguments = Arguments(store: store, node: node, first: first)
                    return factory(argument, repeat arguments.next((each D).self))
                }
            })
    }
}

/// A declared type as a message names it, kept unnamed until then.
struct DeclaredType {
    // Metatypes: immutable runtime data.
    private let generic: StaticString?
    private let first: Any.Type
    private let second: Any.Type?

    /// The type itself, such as `BillScanner`.
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
        let names = [first, second].compactMap { $0 }.map(TypeName.of).joined(separator: ", ")
        return generic.map { "\($0)<\(names)>" } ?? names
    }
}
