/// The instances one built component owns: one cell per scoped binding of its level.
///
/// The root component has one store; each child instance has its own, whose parent is the
/// store it was built from. Reading an instance that exists is one atomic load; a cell's lock
/// is taken only while its instance is first made, so two threads asking at the same moment
/// still get one instance. Releasing the store releases every instance in it.
@usableFromInline
final class InstanceStore: Sendable {
    /// The graph every store of one built component shares.
    @usableFromInline let graph: FrozenGraph
    /// The store's level: its number in ``FrozenGraph/levels``.
    let level: Int
    /// The level's depth: 0 for the root component.
    @usableFromInline let depth: Int
    @usableFromInline let cells: InstanceCells
    /// The store this one was built from; held weakly when the child may be owned by something
    /// the parent caches (a keyed registry, a singleton holding sessions), so that the two never
    /// keep each other alive.
    private let parentHandle: StoreHandle?

    /// A store of level `level`. `seed` is a child's seed, as its cell holds it; `previous` is
    /// an earlier store of the same level whose instances bound `.onReload(.reuse)` are kept,
    /// the others being made anew on first use.
    init(
        graph: FrozenGraph, level: Int, parent: InstanceStore?, holdsParentWeakly: Bool = false,
        seed: AnyObject? = nil, carrying previous: InstanceStore? = nil
    ) {
        self.graph = graph
        self.level = level
        let frozen = graph.levels[level]
        depth = frozen.depth
        cells = InstanceCells(count: frozen.cellCount)
        parentHandle = parent.map { StoreHandle($0, weak: holdsParentWeakly) }
        if let seedCell = frozen.seedCell, let seed {
            cells.fill(seed, at: seedCell)
        }
        if let previous, previous.level == level {
            for cell in frozen.reusedCells {
                if let kept = previous.cells.instance(at: cell) { cells.fill(kept, at: cell) }
            }
        }
    }

    /// The parent store, whether held strongly or weakly.
    @usableFromInline
    var parentStore: InstanceStore? {
        parentHandle?.store(for: "A child component instance reading its parent's bindings")
    }

    /// Whether this store holds its parent weakly.
    var holdsParentWeakly: Bool {
        parentHandle?.holdsStoreWeakly ?? false
    }

    /// The store of depth `depth` that this store sees: itself or an ancestor.
    @inlinable
    func owner(atDepth depth: Int) -> InstanceStore {
        if depth == self.depth { return self }
        var owner = self
        while owner.depth > depth, let parent = owner.parentStore {
            owner = parent
        }
        return owner
    }

    /// The seed this store was built from, as its cell holds it; nil for a store without one.
    var seed: AnyObject? {
        graph.levels[level].seedCell.flatMap(cells.instance(at:))
    }

    /// Every instance this store holds, in cell order.
    var instances: [Any] {
        (0..<cells.count).compactMap { cells.instance(at: $0).map(CellObject.anyValue) }
    }

    /// Makes the instance of node `node`, whose cell is in this store, with its recipe, under
    /// the cell's lock; returns the one another thread made meanwhile, if one did.
    ///
    /// A thread that is already making this cell's instance, further up its own stack, would
    /// wait for itself forever; it stops with the diagnostic instead. So does synchronous code
    /// that reaches a scoped asynchronous instance before the asynchronous build made it, which
    /// only a loop through providers between asynchronous factories can do.
    @usableFromInline
    func makeInstance(ofNode node: Int) -> AnyObject {
        // The bookkeeping is in the two calls around the recipe's: a graph is made recursively,
        // and the less this frame holds while the recipe runs, the deeper a graph can be.
        guard let make = beginCreation(ofNode: node) else {
            return madeInstance(ofNode: node)
        }
        let object = make(Arguments(store: self, node: node, first: Int(graph.firstAnswers[node])))
        finishCreation(ofNode: node, with: object)
        return object
    }

    /// Takes node `node`'s cell lock and records the creation on this thread's trace, and
    /// returns the recipe to run; nil when another thread made the instance meanwhile.
    private func beginCreation(ofNode node: Int) -> (@Sendable (Arguments) -> AnyObject)? {
        guard case .instance(let make) = graph.bindings[node].recipe else {
            // Made by the asynchronous build: synchronous code got here before it.
            stop(with: notReady(node, how: "synchronously, by a provider's get() or a plain parameter"))
        }
        switch cells.beginCreation(at: Int(graph.cells[node])) {
        case .made:
            return nil
        case .reentered:
            stop(with: reentrance(into: node, how: "through a provider's get() or a parameter"))
        case .started:
            let trace = CreationTrace.current
            trace.push(Int32(node), of: graph)
            if CreationTracing.isTracing { trace.startTiming() }
            return make
        }
    }

    /// The instance of node `node`, which another thread made.
    private func madeInstance(ofNode node: Int) -> AnyObject {
        guard let instance = cells.instance(at: Int(graph.cells[node])) else {
            stop(with: .internalInconsistency("'\(graph.bindingName(ofNode: node))' was made, but its cell is empty"))
        }
        return instance
    }

    /// Publishes `object`, node `node`'s new instance as its cell holds it, and ends the
    /// creation ``beginCreation(ofNode:)`` started.
    private func finishCreation(ofNode node: Int, with object: AnyObject) {
        let trace = CreationTrace.current
        if trace.isTiming, let timing = trace.finishTiming(atLevel: trace.entries.count) {
            CreationTracing.report(node: node, of: graph, timing)
        }
        trace.pop()
        cells.finishCreation(at: Int(graph.cells[node]), with: object)
    }

    /// Stops: node `node`'s recipe is not the kind its binding needs. Only a bug in Wiring can
    /// get here: validation and the builders give every binding the recipe of its kind.
    func unexpectedRecipe(ofNode node: Int) -> Never {
        stop(with: .internalInconsistency("'\(graph.bindingName(ofNode: node))' has no recipe of its kind"))
    }
}
