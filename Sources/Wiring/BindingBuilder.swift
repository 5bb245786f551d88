/// A binding being declared: choose a scope, then finish it with `to(factory:)` or `to(value:)`.
///
/// A builder that is dropped without a `to(…)` is reported when the graph is built, so a
/// half-written binding never silently disappears.
public final class BindingBuilder<T: Sendable> {
    private let binder: Binder
    private let location: SourceLocation
    private var scope: Scope?
    private var finished = false

    init(binder: Binder, location: SourceLocation) {
        self.binder = binder
        self.location = location
    }

    deinit {
        if !finished {
            binder.recordUnfinished(typeName: typeName(T.self), at: location)
        }
    }

    /// Gives the binding a scope, such as `.singleton`. Without one, each request gets a new instance.
    public func scoped(_ scope: Scope) -> BindingBuilder<T> {
        self.scope = scope
        return self
    }

    /// Binds `T` to a factory: an initializer such as `ATMDepositer.init` or a closure, of any arity.
    ///
    /// The factory's parameter types are the binding's dependencies. Each is resolved from
    /// the graph: a bound type directly, or `Provider<U>` for a `U` made on demand.
    public func to<each Dependency>(factory: @escaping @Sendable (repeat each Dependency) -> T) {
        var dependencies: [DependencyRequest] = []
        repeat dependencies.append(DependencyRequest((each Dependency).self))
        let isShared = scope != nil
        let requests = dependencies
        finish(dependencies: requests, makeSlot: { Slot<T>(shared: isShared) }) { slot, table throws(LinkError) in
            guard let slot = slot as? Slot<T> else {
                throw LinkError(message: "slot for '\(typeName(T.self))' has the wrong type")
            }
            var position = 0
            func next<D>(_ type: D.Type) throws(LinkError) -> Slot<D> {
                defer { position += 1 }
                return try table.slot(for: requests[position], as: type)
            }
            let slots = (repeat try next((each Dependency).self))
            slot.link { factory(repeat (each slots).get()) }
        }
    }

    /// Binds `T` to one existing value, shared by every request.
    public func to(value: T) {
        finish(dependencies: [], makeSlot: { Slot<T>(value: value) }) { _, _ throws(LinkError) in }
    }

    private func finish(
        dependencies: [DependencyRequest],
        makeSlot: @escaping @Sendable () -> AnySlot,
        link: @escaping @Sendable (AnySlot, SlotTable) throws(LinkError) -> Void
    ) {
        finished = true
        binder.record(Binding(
            key: BindingKey(T.self),
            scope: scope,
            dependencies: dependencies,
            location: location,
            declaringModule: binder.declaringModule,
            makeSlot: makeSlot,
            link: link
        ))
    }
}
