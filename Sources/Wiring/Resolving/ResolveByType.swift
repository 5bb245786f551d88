import Injection
import WiringSupport

/// Lookups by a type known only at run time, behind `resolve(_:)` and `injectProperties(into:)`
/// of components and child instances (and so `@Injected`): unlike a factory parameter, such a
/// type was never validated, so a missing binding is thrown as a ``WiringError``.
extension InstanceStore {
    /// `T`'s value as seen from this store, or an error naming near misses.
    ///
    /// A type bound as itself is found first, so the usual lookup pays nothing for the request
    /// kinds; only a type nothing binds is checked for being one (`Provider<U>`, `[U]`…).
    /// Inlinable, so that a caller compiled for `T` makes the value with code specialized for it.
    @inlinable
    func resolve<T>(_ type: T.Type) throws(WiringError) -> T {
        guard let node = node(ofType: type) else {
            return try resolveUnbound(type, probe: KindProbe(type))
        }
        try checkResolvableByType(node: node)
        if graph.cells[node] < 0 {
            return unscopedValue(ofNode: node, as: type)
        }
        return graph.value(ofNode: node, as: type, in: self)
    }

    /// The value of unscoped node `node`, asked for by type: made while this thread's trace
    /// records it, as a factory that asks for it by type can loop.
    @usableFromInline
    func unscopedValue<T>(ofNode node: Int, as type: T.Type) -> T {
        valueGuardingLoops(of: ProviderTarget(answer: .node(Int32(node)), guardNode: Int32(node)), as: type)
    }

    /// The node bound to `type` at this store's level or above, when its value is a `type`.
    @usableFromInline
    func node(ofType type: Any.Type) -> Int? {
        guard let node = graph.node(of: BindingKey(metatype: type), fromLevel: level),
            graph.valueType(ofNode: node) == type
        else { return nil }
        return node
    }

    /// Throws when node `node`'s value cannot be made here by `resolve(_:)`: its creation
    /// would re-enter itself, or it must be made on the main actor or asynchronously.
    @usableFromInline
    func checkResolvableByType(node: Int) throws(WiringError) {
        if let loop = reentrance(resolvingNode: node, how: "through resolve(_:) or @Injected") {
            throw WiringError(diagnostics: [loop], stoppedBuild: false)
        }
        if graph.hasIsolatedCreation,
            let problem = isolationProblem(
                resolving: [node], access: .synchronous, how: "with resolve(_:) or @Injected")
        {
            throw WiringError(diagnostics: [problem], stoppedBuild: false)
        }
    }

    /// `resolve(_:)` for a type nothing binds as itself: a request kind, which `probe` tells,
    /// or a missing binding.
    @usableFromInline
    func resolveUnbound<T>(_ type: T.Type, probe: KindProbe) throws(WiringError) -> T {
        guard let kind = probe.recognize()?.kind else {
            throw missing(BindingKey(type), how: "asked for with resolve(_:)")
        }
        let recognizer = graph.recognizer(seenFrom: level)
        let shape = kind.request(recognizer)
        guard let context = answerContext(for: shape, of: kind),
            let recipe = kind.answer(context)?.typed(as: T.self)
        else {
            throw missing(shape.key, how: "asked for as '\(TypeName.of(type))' with resolve(_:)")
        }
        let targets = context.contributions + (context.target.map { [$0] } ?? [])
        if shape.timing == .immediate,
            let loop = reentrance(resolving: targets, how: "through resolve(_:) or @Injected")
        {
            throw WiringError(diagnostics: [loop], stoppedBuild: false)
        }
        if let problem = isolationProblem(
            resolving: targets, access: shape.access,
            how: "as '\(TypeName.of(type))' with resolve(_:) or @Injected")
        {
            throw WiringError(diagnostics: [problem], stoppedBuild: false)
        }
        return recipe.make(Arguments(madeIn: self))
    }

    /// What a request of `shape`, asked for by type at run time, is made from: the same targets
    /// the freezer finds for a factory parameter of that type at this level. Nil when a required
    /// target is missing, as validation would have reported for a parameter.
    private func answerContext(
        for shape: RequestShape, of kind: any RequestKind.Type
    ) -> AnswerContext? {
        let graph = graph, level = level
        let (target, contributions) = shape.answeringBindings(
            single: { graph.node(of: $0, fromLevel: level) },
            contributions: { key in
                graph.registry.existingID(key).map { graph.contributions(to: $0, fromLevel: level) } ?? []
            })
        // A collection or map nothing contributes to is empty; an optional nothing binds is nil.
        if target == nil, contributions.isEmpty, !shape.isOptional, !shape.isAggregate { return nil }
        return AnswerContext(
            target: target, contributions: contributions, level: level, weakHandles: false, guardNode: -1,
            graph: AnswerContext.GraphFacts(graph), kind: kind)
    }

    func injectProperties<T: AnyObject>(into object: T) throws(WiringError) {
        guard let node = graph.node(of: BindingKey(PropertyInjector<T>.self), fromLevel: level) else {
            throw missing(
                BindingKey(PropertyInjector<T>.self),
                how: "bind one with `binder.bindPropertyInjection(of: \(TypeName.of(T.self)).self).to(injector: …)`")
        }
        graph.value(ofNode: node, as: AssistedRecipe<T, Void>.self, in: self).make(object, self)
    }

    private func missing(_ key: BindingKey, how: String) -> WiringError {
        let names = graph.boundKeys(fromLevel: level).map(\.name)
        return WiringError(diagnostics: [.missingBinding(key, how: how, among: names)], stoppedBuild: false)
    }
}

/// A component resolves `@Injected` properties: install it with `InjectionContext.install(_:)`
/// or bind it to a task with `InjectionContext.withResolver(_:operation:)`.
extension Component: InjectionResolver {}

/// A child instance resolves `@Injected` properties from its own bindings and its ancestors'.
extension ChildInstance: InjectionResolver {}

/// A lookup's error says whether the type was bound, so an `@Injected` property's error tells
/// its user to bind it only when it is not bound.
extension WiringError: ResolutionFailure {
    package var isMissingBinding: Bool {
        diagnostics.contains { $0.kind == .missingBinding }
    }
}
