import Synchronization

/// A validated graph, ready to make values: every binding's recipe and cell, every factory
/// parameter's answer, and each component level's lookups by key. Immutable, and shared by
/// every store of one built component, children's included.
///
/// Making a value is array indexing and a recipe call: a parameter's answer is a number, read
/// from ``answers``; a scoped binding's instance is one atomic load from its owner's cell.
/// No dictionary, string key or lock is on that path, except a cell's lock while its instance
/// is first made.
@usableFromInline
final class FrozenGraph: Sendable {
    /// Every binding, level by level: what diagnostics, lookups and reports read.
    let bindings: BindingList
    /// Each unscoped binding's recipe of its value, by node; a placeholder for a scoped
    /// binding, whose recipe makes its instance (``BindingRecipe/instance(_:)``).
    @usableFromInline let valueRecipes: [AnyRecipe]
    /// Each binding's cell in its level's store, by node; -1 for an unscoped binding.
    @usableFromInline let cells: [Int32]
    /// The depth of each binding's level, by node: 0 for the root component.
    @usableFromInline let depths: [Int32]
    /// Where each binding's answers begin in ``answers``, by node.
    @usableFromInline let firstAnswers: [Int32]
    /// The answer to every factory parameter, in node order, then in parameter order.
    @usableFromInline let answers: [Answer]
    /// What answers each `Provider<T>` parameter, numbered as its ``Answer/provider(_:)`` says.
    @usableFromInline let providers: [ProviderAnswer]
    /// The component levels, root first, then children depth first.
    let levels: [FrozenLevel]
    /// Whether any binding is asynchronous or main-actor, so that lookups by type check the
    /// rules for them.
    let hasIsolatedCreation: Bool
    /// For each asynchronous binding, the nodes from its level's root to it, for the dependency
    /// path of a factory that throws.
    let creationPaths: [Int32: [Int32]]
    /// The numbering of keys the levels' lookups use.
    let registry: KeyRegistry

    init(
        bindings: BindingList, cells: [Int32], depths: [Int32], firstAnswers: [Int32], answers: [Answer],
        providers: [ProviderAnswer], levels: [FrozenLevel], hasIsolatedCreation: Bool, creationPaths: [Int32: [Int32]],
        registry: KeyRegistry
    ) {
        self.bindings = bindings
        let placeholder = AnyRecipe()
        valueRecipes = bindings.map { binding in
            if case .value(let recipe) = binding.recipe { return recipe }
            return placeholder
        }
        self.cells = cells
        self.depths = depths
        self.firstAnswers = firstAnswers
        self.answers = answers
        self.providers = providers
        self.levels = levels
        self.hasIsolatedCreation = hasIsolatedCreation
        self.creationPaths = creationPaths
        self.registry = registry
    }

    /// What answers one factory parameter.
    @usableFromInline
    enum Answer: Sendable {
        /// The value of the binding of this node.
        case node(Int32)
        /// A value its request kind makes, such as the elements of a collection: a ``Recipe``
        /// of the parameter's type.
        case made(AnyRecipe)
        /// A `Provider<T>`, over ``FrozenGraph/providers`` entry number this.
        case provider(Int32)
    }

    /// The value `answer` gives, a `T`, as seen from `store`. Always inlined: a graph is made
    /// recursively, and a frame less per level lets a deeper graph resolve.
    @inlinable @inline(__always)
    func value<T>(of answer: Answer, as type: T.Type, in store: InstanceStore) -> T {
        switch answer {
        case .node(let node): value(ofNode: Int(node), as: type, in: store)
        case .made(let recipe): recipe.value(as: type, in: store)
        case .provider(let number): provider(number, as: type, in: store)
        }
    }

    /// The provider of ``providers`` entry `number`, made in `store`, as a `D`. A call of its
    /// own, so that a reader's frame holds no entry: a debug build makes a graph recursively,
    /// a frame for each level, and a larger frame would keep the supported depth from fitting
    /// a 512 KB stack.
    @inlinable
    func provider<D>(_ number: Int32, as type: D.Type, in store: InstanceStore) -> D {
        providers[Int(number)].provider(as: type, in: store)
    }

    /// The value of the binding of `node`, a `T`, as seen from `store`: a scoped binding's one
    /// instance in its owner's store, read from its cell or made there; an unscoped binding's
    /// new value. The caller knows the binding's value to be a `T`: validation matched it.
    @inlinable
    func value<T>(ofNode node: Int, as type: T.Type, in store: InstanceStore) -> T {
        let cell = Int(cells[node])
        guard cell >= 0 else {
            if CreationTracing.isStarted.load(ordering: .relaxed) {
                return tracedValue(ofNode: node, as: type, in: store)
            }
            return (valueRecipes[node] as! ValueRecipe).make(
                Arguments(store: store, node: node, first: Int(firstAnswers[node])), as: type)
        }
        let depth = Int(depths[node])
        // The usual read: an instance of the requester's own store that exists.
        if depth == store.depth, let value = store.cells.withInstance(at: cell, { CellObject.value($0, as: type) }) {
            return value
        }
        // Read from an ancestor's store, or made: here rather than in a function of its own, as
        // a graph is made recursively, and each frame less per level lets a deeper graph resolve.
        let owner = store.owner(atDepth: depth)
        if let value = owner.cells.withInstance(at: cell, { CellObject.value($0, as: type) }) {
            return value
        }
        return CellObject.value(owner.makeInstance(ofNode: node), as: type)
    }

    /// Unscoped node `node`'s new value, made by its recipe and reported to ``CreationTracing``:
    /// out of line, so that the usual path carries none of it.
    @usableFromInline @inline(never)
    func tracedValue<T>(ofNode node: Int, as type: T.Type, in store: InstanceStore) -> T {
        CreationTracing.beginTiming()
        let value = (valueRecipes[node] as! ValueRecipe).make(
            Arguments(store: store, node: node, first: Int(firstAnswers[node])), as: type)
        CreationTracing.finishTiming(node: node, of: self)
        return value
    }

    /// The value `target` reads, a `T`, as seen from `store`: for providers and the request
    /// kinds that hold one.
    @inlinable
    func value<T>(of target: ProviderTarget, as type: T.Type, in store: InstanceStore) -> T {
        if target.guardsLoops {
            return store.valueGuardingLoops(of: target, as: type)
        }
        return value(of: target.answer, as: type, in: store)
    }

    /// How node `node`'s factory runs.
    func creation(ofNode node: Int) -> Creation {
        bindings[node].creation
    }

    /// How diagnostics name node `node`'s binding.
    func bindingName(ofNode node: Int) -> String {
        bindings[node].key.name
    }

    /// Where node `node`'s binding was declared.
    func bindingLocation(ofNode node: Int) -> SourceLocation {
        bindings[node].location
    }

    /// The type of node `node`'s value.
    func valueType(ofNode node: Int) -> Any.Type {
        bindings[node].valueType
    }

    /// The nodes whose values node `node`'s factory is handed as plain parameters, made before
    /// it runs; parameters of a request kind (providers, collections, optionals…) are not followed.
    func plainDependencies(ofNode node: Int) -> [Int] {
        guard !bindings[node].dependenciesAreDeferred else { return [] }
        let first = Int(firstAnswers[node])
        // A plain parameter is answered by its target's node; a request kind, otherwise.
        return bindings[node].dependencies.indices.compactMap { position in
            guard case .node(let target) = answers[first + position] else { return nil }
            return Int(target)
        }
    }
}
