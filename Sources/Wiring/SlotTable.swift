import Injection

/// The frozen graph of one component level: a slot per binding, each linked on first use.
///
/// Linking turns each factory parameter into a direct reference to the slot that answers
/// it, so resolving is a chain of `get` calls with no dictionary lookup, string key or lock
/// (except while a slot is first linked or a scoped instance first created). The table's own
/// lookups, by key number, serve only `resolve(_:)` and the wrappers that find a child's table.
final class SlotTable: @unchecked Sendable {
    let depth: Int
    /// Unowned: the parent owns its children's tables (`children`), and whatever holds a
    /// child's table also holds its parent's through the store identities (``StoreIdentity``),
    /// so a strong link back would only make a cycle that keeps every graph with a child
    /// component alive forever.
    unowned let parent: SlotTable?
    /// The numbering of keys, shared by every table of the graph.
    let registry: KeyRegistry
    /// Links this graph's slots as they are first used.
    let links: LinkContext
    // Filled while the table is built, before it is shared; read-only afterwards.
    /// How many scoped instances a store of this level holds.
    private(set) var cellCount = 0
    /// The cell of the child's seed, filled when a child instance is built.
    private(set) var seedCell: Int?
    /// The cells whose instances a reload keeps (`.onReload(.reuse)`).
    private(set) var reusedCells: [Int] = []
    /// The node of each key bound at this level, plus one (0 when unbound), by key number:
    /// the slot itself is the node's in `links`, so the table holds no reference to it.
    @exclusivity(unchecked) private var singles: [Int32] = []
    private var contributions: [Int: [(slot: AnySlot, assembly: MapAssembly?)]] = [:]
    private var children: [ObjectIdentifier: SlotTable] = [:]

    init(depth: Int, parent: SlotTable?, registry: KeyRegistry, links: LinkContext) {
        self.depth = depth
        self.parent = parent
        self.registry = registry
        self.links = links
    }

    func add(node: Int32, single keyID: Int) {
        if singles.count <= keyID {
            singles += repeatElement(0, count: max(keyID + 1, registry.count) - singles.count)
        }
        singles[keyID] = node + 1
    }

    func add(_ slot: AnySlot, contributionTo keyID: Int, assembly: MapAssembly?) {
        contributions[keyID, default: []].append((slot, assembly))
    }

    func setCells(count: Int, seed: Int?, reused: [Int]) {
        cellCount = count
        seedCell = seed
        reusedCells = reused
    }

    func addChild(_ table: SlotTable, for component: ObjectIdentifier) {
        children[component] = table
    }

    /// The slot bound to `key` at this level or above.
    func lookup(_ key: BindingKey) -> AnySlot? {
        guard let keyID = registry.existingID(key) else { return nil }
        var table: SlotTable? = self
        while let current = table {
            if keyID < current.singles.count, current.singles[keyID] != 0 {
                return links.slot(ofNode: Int(current.singles[keyID]) - 1)
            }
            table = current.parent
        }
        return nil
    }

    /// Every key bound at this level or above, for near-miss suggestions.
    var boundKeys: [BindingKey] {
        singles.indices.filter { singles[$0] != 0 }.map(registry.key) + (parent?.boundKeys ?? [])
    }

    /// The slot bound to `T` at this level or above.
    func slot<T>(of type: T.Type) -> Slot<T>? {
        lookup(BindingKey(type)) as? Slot<T>
    }

    /// The table of child component `C`, installed here or in an ancestor.
    func childTable<C>(for component: C.Type) -> SlotTable? {
        children[ObjectIdentifier(component)] ?? parent?.childTable(for: component)
    }
}

/// What links a graph's slots on first use: each binding's link closure, and the slot that
/// answers each of its parameters. Shared by every table of one graph.
///
/// The answers are found when the graph is frozen, so anything missing is reported then;
/// linking a slot later only hands its binding the slots found for it.
final class LinkContext: @unchecked Sendable {
    private let bindings: [Binding]
    /// Where each node's answers begin in `answers`.
    private let firstAnswer: [Int32]
    // Filled while the graph is frozen, before any table is shared; read-only afterwards.
    /// Every node's slot, in node order.
    private var nodeSlots: [AnySlot] = []
    /// The slots made for wrapper parameters (providers, collections, child factories).
    private var wrapperSlots: [AnySlot] = []
    /// The slot answering each request, as a ``Linker`` reads it: numbers, so that freezing
    /// and releasing a graph retains and releases each answering slot once, not per request.
    private var answers: [Int32] = []
    /// How many bindings are linked. Its lock makes each binding's link run once: a binding
    /// drops its link closure once it has run, so a nil closure means linked.
    private let linked = Locked(0)

    init(graph: DependencyGraph) {
        bindings = graph.nodes
        firstAnswer = graph.requestStart
    }

    /// The slot of graph node `node`.
    func slot(ofNode node: Int) -> AnySlot {
        nodeSlots[node]
    }

    /// How many bindings have been linked so far.
    var linkedCount: Int {
        linked.withLock { $0 }
    }

    /// Installs every node's slot; table lookups read them from here.
    func setNodeSlots(_ slots: [AnySlot]) {
        nodeSlots = slots
    }

    /// Installs the answer of each request, and the wrapper slots some answers name.
    func setAnswers(_ answers: [Int32], wrapperSlots: [AnySlot]) {
        self.answers = answers
        self.wrapperSlots = wrapperSlots
    }

    /// Gives `slot` its resolver, unless another thread already has.
    func link(_ slot: AnySlot) {
        let node = Int(slot.node)
        guard bindings.indices.contains(node) else { return }
        linked.withLock { count in
            let binding = bindings[node]
            guard let link = binding.link else { return }
            link(slot, Linker(nodeSlots: nodeSlots, wrapperSlots: wrapperSlots, answers: answers, start: Int(firstAnswer[node])))
            binding.linked()
            count += 1
        }
    }
}

/// Links one binding's slot: hands its link closure the slot that answers each parameter.
@usableFromInline
struct Linker {
    @usableFromInline let nodeSlots: [AnySlot]
    @usableFromInline let wrapperSlots: [AnySlot]
    /// The slot answering each request of the graph: node `n`'s slot as `n`, wrapper slot
    /// `w` as `-1 - w`.
    @usableFromInline let answers: [Int32]
    /// Where the binding's answers begin.
    @usableFromInline let start: Int

    /// The slot that answers the binding's parameter number `index`, of type `D`.
    ///
    /// Validation matched each parameter's key to its target's, and a binding of key `D`
    /// makes a `Slot<D>`, so the cast holds; debug builds check it.
    @inlinable
    func slot<D>(_ index: Int, as type: D.Type) -> Slot<D> {
        let answer = Int(answers[start + index])
        let slot = answer >= 0 ? nodeSlots[answer] : wrapperSlots[-1 - answer]
        return unsafeDowncast(slot, to: Slot<D>.self)
    }

    /// The slots of a factory's parameters, in order.
    @usableFromInline
    func dependencySlots<each D>(_ types: repeat (each D).Type) -> [AnySlot] {
        var slots: [AnySlot] = []
        for type in repeat each types {
            slots.append(slot(slots.count, as: type))
        }
        return slots
    }

    /// Like `dependencySlots`, for a factory whose first parameter is supplied at the call site.
    func recipe<A, each D, R>(
        _ factory: @escaping @Sendable (A, repeat each D) -> R
    ) -> @Sendable (A, InstanceStore) -> R {
        let slots = dependencySlots(repeat (each D).self)
        return { argument, store in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 1) { buffer in
                let position = buffer.baseAddress.unsafelyUnwrapped
                position.initialize(to: 0)
                return factory(argument, repeat Slot<each D>.value(at: position, in: slots, store))
            }
        }
    }
}
