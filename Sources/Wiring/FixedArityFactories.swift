/// Fixed-arity overloads of `BindingBuilder.to(factory:)` for factories of zero to six
/// parameters: the ones nearly every initializer has.
///
/// The parameter-pack overload accepts any arity, but Swift 6.3 does not specialize
/// parameter-pack functions across modules, so its resolver runs as unspecialized generic
/// code: a release-build resolve of the three-binding ATM graph took about 500 ns with it.
/// These overloads are inlined into the wiring library that declares the binding and
/// compiled for its concrete types. Overload resolution prefers them to the pack version,
/// which still handles any larger arity.
extension BindingBuilder {

    /// Binds `T` to a factory without parameters.
    @inlinable
    public func to(factory: @escaping @Sendable () -> T) {
        finishLinked(key: key, contribution: .single, dependencies: []) { _, _ throws(LinkError) in
            return { store in factory() }
        }
    }

    /// Binds `T` to a factory of 1 parameter, each resolved from the graph.
    @inlinable
    public func to<A>(factory: @escaping @Sendable (A) -> T) {
        finishLinked(key: key, contribution: .single, dependencies: [DependencyRequest(A.self)]) { linker, requests throws(LinkError) in
            let a = try linker.slot(for: requests[0], as: A.self)
            return { store in factory(a.get(store)) }
        }
    }

    /// Binds `T` to a factory of 2 parameters, each resolved from the graph.
    @inlinable
    public func to<A, B>(factory: @escaping @Sendable (A, B) -> T) {
        finishLinked(key: key, contribution: .single, dependencies: [DependencyRequest(A.self), DependencyRequest(B.self)]) { linker, requests throws(LinkError) in
            let a = try linker.slot(for: requests[0], as: A.self)
            let b = try linker.slot(for: requests[1], as: B.self)
            return { store in factory(a.get(store), b.get(store)) }
        }
    }

    /// Binds `T` to a factory of 3 parameters, each resolved from the graph.
    @inlinable
    public func to<A, B, C>(factory: @escaping @Sendable (A, B, C) -> T) {
        finishLinked(key: key, contribution: .single, dependencies: [DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self)]) { linker, requests throws(LinkError) in
            let a = try linker.slot(for: requests[0], as: A.self)
            let b = try linker.slot(for: requests[1], as: B.self)
            let c = try linker.slot(for: requests[2], as: C.self)
            return { store in factory(a.get(store), b.get(store), c.get(store)) }
        }
    }

    /// Binds `T` to a factory of 4 parameters, each resolved from the graph.
    @inlinable
    public func to<A, B, C, D>(factory: @escaping @Sendable (A, B, C, D) -> T) {
        finishLinked(key: key, contribution: .single, dependencies: [DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self), DependencyRequest(D.self)]) { linker, requests throws(LinkError) in
            let a = try linker.slot(for: requests[0], as: A.self)
            let b = try linker.slot(for: requests[1], as: B.self)
            let c = try linker.slot(for: requests[2], as: C.self)
            let d = try linker.slot(for: requests[3], as: D.self)
            return { store in factory(a.get(store), b.get(store), c.get(store), d.get(store)) }
        }
    }

    /// Binds `T` to a factory of 5 parameters, each resolved from the graph.
    @inlinable
    public func to<A, B, C, D, E>(factory: @escaping @Sendable (A, B, C, D, E) -> T) {
        finishLinked(key: key, contribution: .single, dependencies: [DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self), DependencyRequest(D.self), DependencyRequest(E.self)]) { linker, requests throws(LinkError) in
            let a = try linker.slot(for: requests[0], as: A.self)
            let b = try linker.slot(for: requests[1], as: B.self)
            let c = try linker.slot(for: requests[2], as: C.self)
            let d = try linker.slot(for: requests[3], as: D.self)
            let e = try linker.slot(for: requests[4], as: E.self)
            return { store in factory(a.get(store), b.get(store), c.get(store), d.get(store), e.get(store)) }
        }
    }

    /// Binds `T` to a factory of 6 parameters, each resolved from the graph.
    @inlinable
    public func to<A, B, C, D, E, F>(factory: @escaping @Sendable (A, B, C, D, E, F) -> T) {
        finishLinked(key: key, contribution: .single, dependencies: [DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self), DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self)]) { linker, requests throws(LinkError) in
            let a = try linker.slot(for: requests[0], as: A.self)
            let b = try linker.slot(for: requests[1], as: B.self)
            let c = try linker.slot(for: requests[2], as: C.self)
            let d = try linker.slot(for: requests[3], as: D.self)
            let e = try linker.slot(for: requests[4], as: E.self)
            let f = try linker.slot(for: requests[5], as: F.self)
            return { store in factory(a.get(store), b.get(store), c.get(store), d.get(store), e.get(store), f.get(store)) }
        }
    }
}
