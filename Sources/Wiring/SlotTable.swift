/// The frozen graph of one component level: a slot per binding, linked once after validation.
///
/// Linking turns each factory parameter into a direct reference to the slot that answers
/// it, so resolving is a chain of `get` calls with no dictionary lookup, string key or lock
/// (except while a scoped instance is first created). The dictionaries here are used only
/// while linking and by `resolve(_:)`.
final class SlotTable: @unchecked Sendable {
    let depth: Int
    let parent: SlotTable?
    /// How many scoped instances a store of this level holds.
    let cellCount: Int
    /// The cell of the child's seed, filled when a child instance is built.
    let seedCell: Int?
    /// The cells whose instances a reload keeps (`.onReload(.reuse)`).
    let reusedCells: [Int]
    // Filled while the table is built, before it is shared; read-only afterwards.
    private(set) var singles: [BindingKey: AnySlot] = [:]
    private(set) var contributions: [BindingKey: [(slot: AnySlot, assembly: MapAssembly?)]] = [:]
    private(set) var children: [ObjectIdentifier: SlotTable] = [:]

    init(depth: Int, parent: SlotTable?, cellCount: Int, seedCell: Int?, reusedCells: [Int]) {
        self.depth = depth
        self.parent = parent
        self.cellCount = cellCount
        self.seedCell = seedCell
        self.reusedCells = reusedCells
    }

    func add(_ slot: AnySlot, for binding: Binding) {
        switch binding.contribution {
        case .single: singles[binding.key] = slot
        case .collectionElement: contributions[binding.key, default: []].append((slot, nil))
        case .mapEntry(_, _, _, let assembly): contributions[binding.key, default: []].append((slot, assembly))
        }
    }

    func addChild(_ table: SlotTable, for component: ObjectIdentifier) {
        children[component] = table
    }

    /// The slot bound to `key` at this level or above.
    func lookup(_ key: BindingKey) -> AnySlot? {
        singles[key] ?? parent?.lookup(key)
    }

    /// Every contribution to `key` visible here: ancestors' first, then this level's, in order.
    func allContributions(_ key: BindingKey) -> [(slot: AnySlot, assembly: MapAssembly?)] {
        (parent?.allContributions(key) ?? []) + (contributions[key] ?? [])
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

/// Links one binding's slot: finds the slot that answers each of its factory's parameters.
@usableFromInline
struct Linker {
    /// The table of the level the binding belongs to.
    let table: SlotTable
    /// Whether handles injected into this binding's value must hold their store weakly.
    let weakHandles: Bool

    func typed<T>(_ slot: AnySlot, as type: T.Type) throws(LinkError) -> Slot<T> {
        guard let typed = slot as? Slot<T> else {
            throw LinkError(message: "the slot for '\(typeName(type))' has the wrong type")
        }
        return typed
    }

    /// The slot that answers a parameter of type `D`.
    @usableFromInline
    func slot<D>(for request: DependencyRequest, as type: D.Type) throws(LinkError) -> Slot<D> {
        guard let wrapper = request.wrapperType else {
            guard let slot = table.lookup(request.key) else {
                throw LinkError(message: "nothing answers '\(request.parameterName)'")
            }
            return try typed(slot, as: type)
        }
        let parts = request.shape.isAggregate ? table.allContributions(request.key) : []
        let context = WrapperContext(
            target: table.lookup(request.shape.directKey ?? request.key),
            contributions: parts.map(\.slot),
            mapAssembly: parts.lazy.compactMap(\.assembly).first,
            table: table,
            weakHandles: weakHandles)
        guard let slot = wrapper.wrapperSlot(context) else {
            throw LinkError(message: "nothing answers '\(request.parameterName)'")
        }
        return try typed(slot, as: type)
    }

    /// The slots of a factory's parameters, in order, each checked to answer its type.
    @usableFromInline
    func dependencySlots<each D>(_ types: repeat (each D).Type, requests: [DependencyRequest]) throws(LinkError) -> [AnySlot] {
        var slots: [AnySlot] = []
        for type in repeat each types {
            slots.append(try slot(for: requests[slots.count], as: type))
        }
        return slots
    }

    /// Like `resolver`, for a factory whose first parameter is supplied at the call site.
    func recipe<A, each D, R>(
        _ factory: @escaping @Sendable (A, repeat each D) -> R, requests: [DependencyRequest]
    ) throws(LinkError) -> @Sendable (A, InstanceStore) -> R {
        let slots = try dependencySlots(repeat (each D).self, requests: requests)
        return { argument, store in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 1) { buffer in
                let position = buffer.baseAddress.unsafelyUnwrapped
                position.initialize(to: 0)
                return factory(argument, repeat Slot<each D>.value(at: position, in: slots, store))
            }
        }
    }
}
