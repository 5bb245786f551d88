/// Fixed-arity overloads of `CollectionBindingBuilder.to(factory:)` for factories of zero to
/// ten parameters, as `BindingBuilder` has: inlined into the wiring library that contributes
/// the element, so that its recipe and its parameters' request kinds are compiled for their
/// types, rather than worked out at run time when the library is configured. The
/// parameter-pack overload still handles any larger arity.
extension CollectionBindingBuilder {
    /// Contributes one element made by a factory without parameters.
    @inlinable
    public consuming func to(factory: @escaping @Sendable () -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self, parameters: .none,
            recipe: .made(scoped: scoped) { _ in [factory()] })
    }

    /// Contributes one element made by a factory of 1 parameter, each resolved from the graph.
    @inlinable
    public consuming func to<A>(factory: @escaping @Sendable (A) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self, parameters: .one(DependencyRequest(A.self)),
            recipe: .made(scoped: scoped) { arguments in [factory(arguments.value(0, as: A.self))] })
    }

    /// Contributes one element made by a factory of 2 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B>(factory: @escaping @Sendable (A, B) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self, parameters: .two(DependencyRequest(A.self), DependencyRequest(B.self)),
            recipe: .made(scoped: scoped) { arguments in
                [factory(arguments.value(0, as: A.self), arguments.value(1, as: B.self))]
            })
    }

    /// Contributes one element made by a factory of 3 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C>(factory: @escaping @Sendable (A, B, C) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self,
            parameters: .many([DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self)]),
            recipe: .made(scoped: scoped) { arguments in
                [
                    factory(
                        arguments.value(0, as: A.self), arguments.value(1, as: B.self), arguments.value(2, as: C.self))
                ]
            })
    }

    /// Contributes one element made by a factory of 4 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D>(factory: @escaping @Sendable (A, B, C, D) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self,
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self),
            ]),
            recipe: .made(scoped: scoped) { arguments in
                [
                    factory(
                        arguments.value(0, as: A.self), arguments.value(1, as: B.self), arguments.value(2, as: C.self),
                        arguments.value(3, as: D.self))
                ]
            })
    }

    /// Contributes one element made by a factory of 5 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E>(factory: @escaping @Sendable (A, B, C, D, E) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self,
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self),
            ]),
            recipe: .made(scoped: scoped) { arguments in
                [
                    factory(
                        arguments.value(0, as: A.self), arguments.value(1, as: B.self), arguments.value(2, as: C.self),
                        arguments.value(3, as: D.self), arguments.value(4, as: E.self))
                ]
            })
    }

    /// Contributes one element made by a factory of 6 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F>(factory: @escaping @Sendable (A, B, C, D, E, F) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self,
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
            ]),
            recipe: .made(scoped: scoped) { arguments in
                [
                    factory(
                        arguments.value(0, as: A.self), arguments.value(1, as: B.self), arguments.value(2, as: C.self),
                        arguments.value(3, as: D.self), arguments.value(4, as: E.self), arguments.value(5, as: F.self))
                ]
            })
    }

    /// Contributes one element made by a factory of 7 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F, G>(factory: @escaping @Sendable (A, B, C, D, E, F, G) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self,
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
                DependencyRequest(G.self),
            ]),
            recipe: .made(scoped: scoped) { arguments in
                [
                    factory(
                        arguments.value(0, as: A.self), arguments.value(1, as: B.self), arguments.value(2, as: C.self),
                        arguments.value(3, as: D.self), arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                        arguments.value(6, as: G.self))
                ]
            })
    }

    /// Contributes one element made by a factory of 8 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F, G, H>(factory: @escaping @Sendable (A, B, C, D, E, F, G, H) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self,
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
                DependencyRequest(G.self), DependencyRequest(H.self),
            ]),
            recipe: .made(scoped: scoped) { arguments in
                [
                    factory(
                        arguments.value(0, as: A.self), arguments.value(1, as: B.self), arguments.value(2, as: C.self),
                        arguments.value(3, as: D.self), arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                        arguments.value(6, as: G.self), arguments.value(7, as: H.self))
                ]
            })
    }

    /// Contributes one element made by a factory of 9 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F, G, H, I>(factory: @escaping @Sendable (A, B, C, D, E, F, G, H, I) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self,
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
                DependencyRequest(G.self), DependencyRequest(H.self), DependencyRequest(I.self),
            ]),
            recipe: .made(scoped: scoped) { arguments in
                [
                    factory(
                        arguments.value(0, as: A.self), arguments.value(1, as: B.self), arguments.value(2, as: C.self),
                        arguments.value(3, as: D.self), arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                        arguments.value(6, as: G.self), arguments.value(7, as: H.self), arguments.value(8, as: I.self))
                ]
            })
    }

    /// Contributes one element made by a factory of 10 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F, G, H, I, J>(
        factory: @escaping @Sendable (A, B, C, D, E, F, G, H, I, J) -> T
    ) {
        let scoped = declaration.scope != nil
        declaration.finish(
            element: T.self,
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
                DependencyRequest(G.self), DependencyRequest(H.self), DependencyRequest(I.self),
                DependencyRequest(J.self),
            ]),
            recipe: .made(scoped: scoped) { arguments in
                [
                    factory(
                        arguments.value(0, as: A.self), arguments.value(1, as: B.self), arguments.value(2, as: C.self),
                        arguments.value(3, as: D.self), arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                        arguments.value(6, as: G.self), arguments.value(7, as: H.self), arguments.value(8, as: I.self),
                        arguments.value(9, as: J.self))
                ]
            })
    }
}
