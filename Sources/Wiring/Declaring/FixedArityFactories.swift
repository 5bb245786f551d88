/// Fixed-arity overloads of `BindingBuilder.to(factory:)` for factories of zero to ten
/// parameters: every initializer but the rare wider one.
///
/// The parameter-pack overload accepts any arity, but Swift does not specialize parameter-pack
/// functions across modules, so its recipe reads each parameter with generic code. These
/// overloads are inlined into the wiring library that declares the binding, and their recipes
/// are compiled for its concrete types. Overload resolution prefers them to the pack version,
/// which still handles any larger arity.
extension BindingBuilder {

    /// Binds `T` to a factory without parameters.
    @inlinable
    public consuming func to(factory: @escaping @Sendable () -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .none, valueType: T.self,
            recipe: scoped
                ? .instance { _ in CellObject.holding(factory()) }
                : .value(Recipe<T>(storing: { _, memory in Recipe.store(factory(), in: memory) }).erased))
    }

    /// Binds `T` to a factory of 1 parameter, each resolved from the graph.
    @inlinable
    public consuming func to<A>(factory: @escaping @Sendable (A) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .one(DependencyRequest(A.self)), valueType: T.self,
            recipe: scoped
                ? .instance { arguments in CellObject.holding(factory(arguments.value(0, as: A.self))) }
                : .value(
                    Recipe<T>(storing: { arguments, memory in
                        Recipe.store(factory(arguments.value(0, as: A.self)), in: memory)
                    }).erased))
    }

    /// Binds `T` to a factory of 2 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B>(factory: @escaping @Sendable (A, B) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .two(DependencyRequest(A.self), DependencyRequest(B.self)), valueType: T.self,
            recipe: scoped
                ? .instance { arguments in
                    CellObject.holding(factory(arguments.value(0, as: A.self), arguments.value(1, as: B.self)))
                }
                : .value(
                    Recipe<T>(storing: { arguments, memory in
                        Recipe.store(
                            factory(arguments.value(0, as: A.self), arguments.value(1, as: B.self)), in: memory)
                    }).erased))
    }

    /// Binds `T` to a factory of 3 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C>(factory: @escaping @Sendable (A, B, C) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .many([DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self)]),
            valueType: T.self,
            recipe: scoped
                ? .instance { arguments in
                    CellObject.holding(
                        factory(
                            arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                            arguments.value(2, as: C.self)))
                }
                : .value(
                    Recipe<T>(storing: { arguments, memory in
                        Recipe.store(
                            factory(
                                arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                                arguments.value(2, as: C.self)), in: memory)
                    }).erased))
    }

    /// Binds `T` to a factory of 4 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D>(factory: @escaping @Sendable (A, B, C, D) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self),
            ]), valueType: T.self,
            recipe: scoped
                ? .instance { arguments in
                    CellObject.holding(
                        factory(
                            arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                            arguments.value(2, as: C.self), arguments.value(3, as: D.self)))
                }
                : .value(
                    Recipe<T>(storing: { arguments, memory in
                        Recipe.store(
                            factory(
                                arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                                arguments.value(2, as: C.self), arguments.value(3, as: D.self)), in: memory)
                    }).erased))
    }

    /// Binds `T` to a factory of 5 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E>(factory: @escaping @Sendable (A, B, C, D, E) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self),
            ]), valueType: T.self,
            recipe: scoped
                ? .instance { arguments in
                    CellObject.holding(
                        factory(
                            arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                            arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                            arguments.value(4, as: E.self)))
                }
                : .value(
                    Recipe<T>(storing: { arguments, memory in
                        Recipe.store(
                            factory(
                                arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                                arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                                arguments.value(4, as: E.self)), in: memory)
                    }).erased))
    }

    /// Binds `T` to a factory of 6 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F>(factory: @escaping @Sendable (A, B, C, D, E, F) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
            ]), valueType: T.self,
            recipe: scoped
                ? .instance { arguments in
                    CellObject.holding(
                        factory(
                            arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                            arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                            arguments.value(4, as: E.self), arguments.value(5, as: F.self)))
                }
                : .value(
                    Recipe<T>(storing: { arguments, memory in
                        Recipe.store(
                            factory(
                                arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                                arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                                arguments.value(4, as: E.self), arguments.value(5, as: F.self)), in: memory)
                    }).erased))
    }

    /// Binds `T` to a factory of 7 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F, G>(factory: @escaping @Sendable (A, B, C, D, E, F, G) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
                DependencyRequest(G.self),
            ]), valueType: T.self,
            recipe: scoped
                ? .instance { arguments in
                    CellObject.holding(
                        factory(
                            arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                            arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                            arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                            arguments.value(6, as: G.self)))
                }
                : .value(
                    Recipe<T>(storing: { arguments, memory in
                        Recipe.store(
                            factory(
                                arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                                arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                                arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                                arguments.value(6, as: G.self)), in: memory)
                    }).erased))
    }

    /// Binds `T` to a factory of 8 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F, G, H>(factory: @escaping @Sendable (A, B, C, D, E, F, G, H) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
                DependencyRequest(G.self), DependencyRequest(H.self),
            ]), valueType: T.self,
            recipe: scoped
                ? .instance { arguments in
                    CellObject.holding(
                        factory(
                            arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                            arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                            arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                            arguments.value(6, as: G.self), arguments.value(7, as: H.self)))
                }
                : .value(
                    Recipe<T>(storing: { arguments, memory in
                        Recipe.store(
                            factory(
                                arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                                arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                                arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                                arguments.value(6, as: G.self), arguments.value(7, as: H.self)), in: memory)
                    }).erased))
    }

    /// Binds `T` to a factory of 9 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F, G, H, I>(factory: @escaping @Sendable (A, B, C, D, E, F, G, H, I) -> T) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
                DependencyRequest(G.self), DependencyRequest(H.self), DependencyRequest(I.self),
            ]), valueType: T.self,
            recipe: scoped
                ? .instance { arguments in
                    CellObject.holding(
                        factory(
                            arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                            arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                            arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                            arguments.value(6, as: G.self), arguments.value(7, as: H.self),
                            arguments.value(8, as: I.self)))
                }
                : .value(
                    Recipe<T>(storing: { arguments, memory in
                        Recipe.store(
                            factory(
                                arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                                arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                                arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                                arguments.value(6, as: G.self), arguments.value(7, as: H.self),
                                arguments.value(8, as: I.self)), in: memory)
                    }).erased))
    }

    /// Binds `T` to a factory of 10 parameters, each resolved from the graph.
    @inlinable
    public consuming func to<A, B, C, D, E, F, G, H, I, J>(
        factory: @escaping @Sendable (A, B, C, D, E, F, G, H, I, J) -> T
    ) {
        let scoped = declaration.scope != nil
        declaration.finish(
            parameters: .many([
                DependencyRequest(A.self), DependencyRequest(B.self), DependencyRequest(C.self),
                DependencyRequest(D.self), DependencyRequest(E.self), DependencyRequest(F.self),
                DependencyRequest(G.self), DependencyRequest(H.self), DependencyRequest(I.self),
                DependencyRequest(J.self),
            ]), valueType: T.self,
            recipe: scoped
                ? .instance { arguments in
                    CellObject.holding(
                        factory(
                            arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                            arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                            arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                            arguments.value(6, as: G.self), arguments.value(7, as: H.self),
                            arguments.value(8, as: I.self), arguments.value(9, as: J.self)))
                }
                : .value(
                    Recipe<T>(storing: { arguments, memory in
                        Recipe.store(
                            factory(
                                arguments.value(0, as: A.self), arguments.value(1, as: B.self),
                                arguments.value(2, as: C.self), arguments.value(3, as: D.self),
                                arguments.value(4, as: E.self), arguments.value(5, as: F.self),
                                arguments.value(6, as: G.self), arguments.value(7, as: H.self),
                                arguments.value(8, as: I.self), arguments.value(9, as: J.self)), in: memory)
                    }).erased))
    }
}
