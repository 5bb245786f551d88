/// Lookups by a type known only at run time, behind `resolve(_:)` and `injectProperties(into:)`
/// of components and child instances (and so `@Injected`): unlike a factory parameter, such a
/// type was never validated, so a missing binding is thrown as a ``WiringError``.
extension InstanceStore {
    /// `T`'s value as seen from this store, or an error naming near misses.
    ///
    /// A type bound as itself is found first, so the usual lookup pays nothing for the
    /// wrappers; only a type that nothing binds is checked for being one. A scoped instance is
    /// read from its cell, or made there by its binding's make function, with no slot.
    ///
    /// Inlinable, so that a caller compiled for `T` makes the slot, and the instance, with
    /// code specialized for it: unspecialized, each slot made by type looked `Slot<T>` up at
    /// run time, and made its instance through generic code.
    @inlinable
    func resolve<T>(_ type: T.Type) throws(WiringError) -> T {
        guard let node = table.node(ofType: type) else {
            return try resolveUnbound(type)
        }
        try checkResolvableByType(node: node)
        return table.links.value(ofNode: node, as: type, in: self)
    }

    /// Throws when node `node`'s value cannot be made here by `resolve(_:)`: its creation
    /// would re-enter itself, or it must be made on the main actor or asynchronously.
    @usableFromInline
    func checkResolvableByType(node: Int) throws(WiringError) {
        if let loop = reentrance(resolvingNode: node, how: "through resolve(_:) or @Injected") {
            throw WiringError(diagnostics: [loop], stoppedBuild: false)
        }
        if table.links.hasIsolatedCreation,
            let problem = isolationProblem(
                resolving: [node], access: .synchronous, how: "with resolve(_:) or @Injected")
        {
            throw WiringError(diagnostics: [problem], stoppedBuild: false)
        }
    }

    /// `resolve(_:)` for a type nothing binds as itself: a wrapper, or a missing binding.
    @usableFromInline
    func resolveUnbound<T>(_ type: T.Type) throws(WiringError) -> T {
        if let wrapper = WrapperRecognition.wrapper(of: type) {
            return try resolve(type, through: wrapper)
        }
        throw missing(BindingKey(type), how: "asked for with resolve(_:)")
    }

    /// `T`, a wrapper such as `Provider<U>`, `[U]`, `U?` or `Tagged<G>`, made from the bindings
    /// this store sees, as a factory parameter of type `T` would be.
    private func resolve<T>(_ type: T.Type, through wrapper: any RequestWrapper.Type) throws(WiringError) -> T {
        let shape = wrapper.request
        let keeper = SlotKeeper()
        guard let context = table.wrapperContext(for: shape, keeper: keeper),
            let slot = wrapper.wrapperSlot(context) as? Slot<T>
        else {
            throw missing(shape.key, how: "asked for as '\(typeName(type))' with resolve(_:)")
        }
        let targets = context.contributionNodes + (context.targetNode.map { [$0] } ?? [])
        if shape.edge == .immediate, let loop = reentrance(resolving: targets, how: "through resolve(_:) or @Injected")
        {
            throw WiringError(diagnostics: [loop], stoppedBuild: false)
        }
        if let problem = isolationProblem(
            resolving: targets, access: shape.access, how: "as '\(typeName(type))' with resolve(_:) or @Injected")
        {
            throw WiringError(diagnostics: [problem], stoppedBuild: false)
        }
        return withExtendedLifetime(keeper) { slot.get(self) }
    }

    func injectProperties<T: AnyObject>(into object: T) throws(WiringError) {
        guard let slot = table.slot(for: BindingKey(PropertyInjector<T>.self), as: AssistedRecipe<T, Void>.self) else {
            throw missing(
                BindingKey(PropertyInjector<T>.self),
                how: "bind one with `binder.bindPropertyInjection(of: \(typeName(T.self)).self).to(injector: …)`")
        }
        slot.get(self).make(object, self)
    }

    private func missing(_ key: BindingKey, how: String) -> WiringError {
        let names = table.boundKeys.map(\.name)
        return WiringError(diagnostics: [.missingBinding(key, how: how, among: names)], stoppedBuild: false)
    }
}
