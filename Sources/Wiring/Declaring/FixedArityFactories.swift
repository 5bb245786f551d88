/// Fixed-arity overloads of `BindingBuilder.to(factory:)` for factories of zero to six
/// parameters: the ones nearly every initializer has.
///
/// The parameter-pack overload accepts any arity, but Swift 6.3 does not specialize
/// parameter-pack functions across modules, so its resolver runs as slow unspecialized generic code.
/// These overloads are inlined into the wiring library that declares the binding and
/// compiled for its concrete types. Overload resolution prefers them to the pack version,
/// which still handles any larger arity.
///
/// Each gives the graph one of two recipes, neither capturing anything once compiled for
/// concrete types (see ``Binding/Recipe``). An unscoped binding gets a link function, which
/// gives its slot a resolver that reads its parameters' slots: the value is made on every
/// request, so the slots are worth keeping. A scoped binding gets a make function, which
/// makes its one instance per store straight from the graph's arrays: a slot and a resolver
/// would serve that one call.
extension BindingBuilder {

    /// Binds `T` to a factory without parameters.
    ///
    /// The one overload whose link function captures its factory (see `ErasedFactory` for
    /// why the others do not): captured, a factory without parameters is compiled into its
    /// resolver, which matters on every read of an unscoped binding; erased, each read calls
    /// it through a pointer (G1's root read, whose scanner is such a binding, took 311
    /// instructions instead of 300). A scoped binding's make function reads it erased.
    @inlinable
    public consuming func to(factory: @escaping @Sendable () -> T) {
        let recipe: Binding.Recipe
        if declaration.scope != nil {
            recipe = .make { _, erased, _ in
                let factory: @Sendable () -> T = erased.factory()
                return cellObject(holding: factory(), as: T.self)
            }
        } else {
            recipe = .link { slot, _, _ in
                unsafeDowncast(slot, to: Slot<T>.self).link { _ in factory() }
            }
        }
        declaration.finish(
            key: key, dependencies: .none, valueType: T.self, factory: ErasedFactory(factory), recipe: consume recipe)
    }

    /// Binds `T` to a factory of 1 parameter, each resolved from the graph.
    @inlinable
    public consuming func to<A>(factory: @escaping @Sendable (A) -> T) {
        let recipe: Binding.Recipe
        if declaration.scope != nil {
            recipe = .make { linker, erased, store in
                let factory: @Sendable (A) -> T = erased.factory()
                return cellObject(holding: factory(linker.value(0, as: A.self, in: store)), as: T.self)
            }
        } else {
            recipe = .link { slot, linker, erased in
                let factory: @Sendable (A) -> T = erased.factory()
                let a = linker.slot(0, as: A.self)
                unsafeDowncast(slot, to: Slot<T>.self).link { store in factory(a.get(store)) }
            }
        }
        declaration.finish(
            key: key, dependencies: .one(DependencyRequest(A.self)), valueType: T.self, factory: ErasedFactory(factory),
            recipe: consume recipe)
    }

    /// Binds `T` to a factory of 2 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B>(factory: @escaping @Sendable (A, B) -> T) {
        let recipe: Binding.Recipe
        if declaration.scope != nil {
            recipe = .make { linker, erased, store in
                let factory: @Sendable (A, B) -> T = erased.factory()
                return cellObject(
                    holding: factory(linker.value(0, as: A.self, in: store), linker.value(1, as: B.self, in: store)),
                    as: T.self)
            }
        } else {
            recipe = .link { slot, linker, erased in
                let factory: @Sendable (A, B) -> T = erased.factory()
                let a = linker.slot(0, as: A.self)
                let b = linker.slot(1, as: B.self)
                unsafeDowncast(slot, to: Slot<T>.self).link { store in factory(a.get(store), b.get(store)) }
            }
        }
        declaration.finish(
            key: key, dependencies: .two(DependencyRequest(A.self), DependencyRequest(B.self)), valueType: T.self,
            factory: ErasedFactory(factory),
            recipe: consume recipe)
    }

    /// Binds `T` to a factory of 3 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C>(factory: @escaping @Sendable (A, B, C) -> T) {
        let recipe: Binding.Recipe
        if declaration.scope != nil {
            recipe = .make { linker, erased, store in
                let factory: @Sendable (A, B, C) -> T = erased.factory()
                return cellObject(
                    holding: factory(
                        linker.value(0, as: A.self, in: store), linker.value(1, as: B.self, in: store),
                        linker.value(2, as: C.self, in: store)), as: T.self)
            }
        } else {
            recipe = .link { slot, linker, erased in
                let factory: @Sendable (A, B, C) -> T = erased.factory()
                let a = linker.slot(0, as: A.self)
                let b = linker.slot(1, as: B.self)
                let c = linker.slot(2, as: C.self)
                unsafeDowncast(slot, to: Slot<T>.self).link { store in factory(a.get(store), b.get(store), c.get(store))
                }
            }
        }
        declaration.finish(
            key: key,
            dependencies: .many([DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self)]),
            valueType: T.self, factory: ErasedFactory(factory),
            recipe: consume recipe)
    }

    /// Binds `T` to a factory of 4 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D>(factory: @escaping @Sendable (A, B, C, D) -> T) {
        let recipe: Binding.Recipe
        if declaration.scope != nil {
            recipe = .make { linker, erased, store in
                let factory: @Sendable (A, B, C, D) -> T = erased.factory()
                return cellObject(
                    holding: factory(
                        linker.value(0, as: A.self, in: store), linker.value(1, as: B.self, in: store),
                        linker.value(2, as: C.self, in: store), linker.value(3, as: D.self, in: store)), as: T.self)
            }
        } else {
            recipe = .link { slot, linker, erased in
                let factory: @Sendable (A, B, C, D) -> T = erased.factory()
                let a = linker.slot(0, as: A.self)
                let b = linker.slot(1, as: B.self)
                let c = linker.slot(2, as: C.self)
                let d = linker.slot(3, as: D.self)
                unsafeDowncast(slot, to: Slot<T>.self).link { store in
                    factory(a.get(store), b.get(store), c.get(store), d.get(store))
                }
            }
        }
        declaration.finish(
            key: key,
            dependencies: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self),
            ]), valueType: T.self, factory: ErasedFactory(factory),
            recipe: consume recipe)
    }

    /// Binds `T` to a factory of 5 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E>(factory: @escaping @Sendable (A, B, C, D, E) -> T) {
        let recipe: Binding.Recipe
        if declaration.scope != nil {
            recipe = .make { linker, erased, store in
                let factory: @Sendable (A, B, C, D, E) -> T = erased.factory()
                return cellObject(
                    holding: factory(
                        linker.value(0, as: A.self, in: store), linker.value(1, as: B.self, in: store),
                        linker.value(2, as: C.self, in: store), linker.value(3, as: D.self, in: store),
                        linker.value(4, as: E.self, in: store)), as: T.self)
            }
        } else {
            recipe = .link { slot, linker, erased in
                let factory: @Sendable (A, B, C, D, E) -> T = erased.factory()
                let a = linker.slot(0, as: A.self)
                let b = linker.slot(1, as: B.self)
                let c = linker.slot(2, as: C.self)
                let d = linker.slot(3, as: D.self)
                let e = linker.slot(4, as: E.self)
                unsafeDowncast(slot, to: Slot<T>.self).link { store in
                    factory(a.get(store), b.get(store), c.get(store), d.get(store), e.get(store))
                }
            }
        }
        declaration.finish(
            key: key,
            dependencies: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self),
            ]), valueType: T.self, factory: ErasedFactory(factory),
            recipe: consume recipe)
    }

    /// Binds `T` to a factory of 6 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F>(factory: @escaping @Sendable (A, B, C, D, E, F) -> T) {
        let recipe: Binding.Recipe
        if declaration.scope != nil {
            recipe = .make { linker, erased, store in
                let factory: @Sendable (A, B, C, D, E, F) -> T = erased.factory()
                return cellObject(
                    holding: factory(
                        linker.value(0, as: A.self, in: store), linker.value(1, as: B.self, in: store),
                        linker.value(2, as: C.self, in: store), linker.value(3, as: D.self, in: store),
                        linker.value(4, as: E.self, in: store), linker.value(5, as: F.self, in: store)), as: T.self)
            }
        } else {
            recipe = .link { slot, linker, erased in
                let factory: @Sendable (A, B, C, D, E, F) -> T = erased.factory()
                let a = linker.slot(0, as: A.self)
                let b = linker.slot(1, as: B.self)
                let c = linker.slot(2, as: C.self)
                let d = linker.slot(3, as: D.self)
                let e = linker.slot(4, as: E.self)
                let f = linker.slot(5, as: F.self)
                unsafeDowncast(slot, to: Slot<T>.self).link { store in
                    factory(a.get(store), b.get(store), c.get(store), d.get(store), e.get(store), f.get(store))
                }
            }
        }
        declaration.finish(
            key: key,
            dependencies: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
            ]), valueType: T.self, factory: ErasedFactory(factory),
            recipe: consume recipe)
    }
}
