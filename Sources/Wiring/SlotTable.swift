/// The frozen graph of one component level: a slot per binding, linked once after validation.
///
/// Linking turns each factory parameter into a direct reference to the slot that answers
/// it, so resolving is a chain of `get` calls with no dictionary lookup, string key or lock
/// (except while a scoped instance is first created). The table's own lookups, by key
/// number, serve only `resolve(_:)` and the wrappers that find a child's table.
final class SlotTable: @unchecked Sendable {
    let depth: Int
    let parent: SlotTable?
    /// The numbering of keys, shared by every table of the graph.
    let registry: KeyRegistry
    // Filled while the table is built, before it is shared; read-only afterwards.
    /// How many scoped instances a store of this level holds.
    private(set) var cellCount = 0
    /// The cell of the child's seed, filled when a child instance is built.
    private(set) var seedCell: Int?
    /// The cells whose instances a reload keeps (`.onReload(.reuse)`).
    private(set) var reusedCells: [Int] = []
    /// The slot of each key bound at this level, by key number.
    @exclusivity(unchecked) private var singles: [AnySlot?] = []
    private var contributions: [Int: [(slot: AnySlot, assembly: MapAssembly?)]] = [:]
    private var children: [ObjectIdentifier: SlotTable] = [:]

    init(depth: Int, parent: SlotTable?, registry: KeyRegistry) {
        self.depth = depth
        self.parent = parent
        self.registry = registry
    }

    func add(_ slot: AnySlot, single keyID: Int) {
        if singles.count <= keyID {
            singles += repeatElement(nil, count: max(keyID + 1, registry.count) - singles.count)
        }
        singles[keyID] = slot
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
            if keyID < current.singles.count, let slot = current.singles[keyID] { return slot }
            table = current.parent
        }
        return nil
    }

    /// Every key bound at this level or above, for near-miss suggestions.
    var boundKeys: [BindingKey] {
        singles.indices.filter { singles[$0] != nil }.map(registry.key) + (parent?.boundKeys ?? [])
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

/// What linking reads: the graph, and the slot made for each of its nodes.
///
/// The graph's index arrays are copied into buffers: every binding reads them once per
/// parameter, and reading an array through a class retains and releases it each time.
final class LinkContext {
    let graph: DependencyGraph
    let slots: [AnySlot]
    let requestStart: UnsafeBufferPointer<Int32>
    let requestFlags: UnsafeBufferPointer<DependencyGraph.RequestFlags>
    let targetStart: UnsafeBufferPointer<Int32>
    let targetNodes: UnsafeBufferPointer<Int32>

    init(graph: DependencyGraph, slots: [AnySlot]) {
        self.graph = graph
        self.slots = slots
        requestStart = Self.copy(graph.requestStart)
        requestFlags = Self.copy(graph.requestFlags)
        targetStart = Self.copy(graph.targetStart)
        targetNodes = Self.copy(graph.targetNodes)
    }

    deinit {
        requestStart.deallocate()
        requestFlags.deallocate()
        targetStart.deallocate()
        targetNodes.deallocate()
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(buffer)
    }
}

/// Links one binding's slot: finds the slot that answers each of its factory's parameters.
@usableFromInline
struct Linker {
    /// The table of the level the binding belongs to.
    let table: SlotTable
    /// Whether handles injected into this binding's value must hold their store weakly.
    let weakHandles: Bool
    let context: LinkContext
    /// The binding's node in the graph.
    let node: Int

    func typed<T>(_ slot: AnySlot, as type: T.Type) throws(LinkError) -> Slot<T> {
        guard let typed = slot as? Slot<T> else { throw .wrongSlotType(type) }
        return typed
    }

    /// The slot that answers the binding's parameter number `index`, of type `D`.
    /// Inlinable, so the type check is a pointer comparison where `D` is known.
    @inlinable
    func slot<D>(_ index: Int, as type: D.Type) throws(LinkError) -> Slot<D> {
        guard let slot = try answeringSlot(index) as? Slot<D> else { throw .wrongSlotType(type) }
        return slot
    }

    /// The slot that answers the binding's parameter number `index`: the target's own slot for
    /// a plain value, otherwise one the parameter's wrapper makes over its targets.
    @usableFromInline
    func answeringSlot(_ index: Int) throws(LinkError) -> AnySlot {
        let request = Int(context.requestStart[node]) + index
        guard request < Int(context.requestStart[node + 1]) else {
            throw LinkError(message: "no parameter \(index) to link")
        }
        let targets = Int(context.targetStart[request])..<Int(context.targetStart[request + 1])
        guard context.requestFlags[request].contains(.wrapped) else {
            guard let first = targets.first else {
                throw LinkError(message: "nothing answers '\(context.graph.nodes[node].dependencies[index].parameterName)'")
            }
            return context.slots[Int(context.targetNodes[first])]
        }
        let parameter = context.graph.nodes[node].dependencies[index]
        var direct: AnySlot?
        var contributions: [AnySlot] = []
        var mapAssembly: MapAssembly?
        for target in targets.map({ Int(context.targetNodes[$0]) }) {
            switch context.graph.nodes[target].contribution {
            case .single: direct = context.slots[target]
            case .collectionElement: contributions.append(context.slots[target])
            case .mapEntry(_, _, _, let assembly):
                contributions.append(context.slots[target])
                mapAssembly = mapAssembly ?? assembly
            }
        }
        let wrapperContext = WrapperContext(
            target: direct, contributions: contributions, mapAssembly: mapAssembly, table: table, weakHandles: weakHandles)
        guard let wrapper = parameter.wrapperType, let slot = wrapper.wrapperSlot(wrapperContext) else {
            throw LinkError(message: "nothing answers '\(parameter.parameterName)'")
        }
        return slot
    }

    /// The slots of a factory's parameters, in order, each checked to answer its type.
    @usableFromInline
    func dependencySlots<each D>(_ types: repeat (each D).Type) throws(LinkError) -> [AnySlot] {
        var slots: [AnySlot] = []
        for type in repeat each types {
            slots.append(try slot(slots.count, as: type))
        }
        return slots
    }

    /// Like `dependencySlots`, for a factory whose first parameter is supplied at the call site.
    func recipe<A, each D, R>(
        _ factory: @escaping @Sendable (A, repeat each D) -> R
    ) throws(LinkError) -> @Sendable (A, InstanceStore) -> R {
        let slots = try dependencySlots(repeat (each D).self)
        return { argument, store in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 1) { buffer in
                let position = buffer.baseAddress.unsafelyUnwrapped
                position.initialize(to: 0)
                return factory(argument, repeat Slot<each D>.value(at: position, in: slots, store))
            }
        }
    }
}
