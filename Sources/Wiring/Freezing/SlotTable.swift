import Injection

/// The frozen graph of one component level: which binding answers each key, whose slot is
/// made and linked on first use.
///
/// Linking turns each factory parameter into a direct reference to the slot that answers
/// it, so resolving is a chain of `get` calls with no dictionary lookup, string key or lock
/// (except while a slot is first linked or a scoped instance first created). The table's own
/// lookups, by key number, serve only `resolve(_:)` and the wrappers that find a child's table.
@usableFromInline
final class SlotTable: @unchecked Sendable {
    let depth: Int
    /// Unowned: the parent owns its children's tables (`children`), and whatever holds a
    /// child's table also holds its parent's through the store identities (``StoreIdentity``),
    /// so a strong link back would only make a cycle that keeps every graph with a child
    /// component alive forever.
    unowned let parent: SlotTable?
    /// The numbering of keys, shared by every table of the graph.
    let registry: KeyRegistry
    /// Makes and links this graph's slots as they are first needed.
    @usableFromInline let links: LinkContext
    // Filled while the table is built, before it is shared; read-only afterwards.
    /// How many scoped instances a store of this level holds.
    private(set) var cellCount = 0
    /// The cell of the child's seed, filled when a child instance is built.
    private(set) var seedCell: Int?
    /// The cells whose instances a reload keeps (`.onReload(.reuse)`).
    private(set) var reusedCells: [Int] = []
    /// The scoped asynchronous instances a store of this level makes when it is built.
    private(set) var asynchronousCreations: [AsynchronousCreation] = []
    /// Which binding of this level answers each key, as its level's index found it; positions
    /// count from `firstNode`. The slot itself is the node's in `links`, so the table holds no
    /// reference to it.
    private let index: KeyPositions
    /// The graph's number of this level's first binding.
    private let firstNode: Int
    private var children: [ObjectIdentifier: SlotTable] = [:]

    init(depth: Int, parent: SlotTable?, index: KeyPositions, firstNode: Int, registry: KeyRegistry, links: LinkContext)
    {
        self.depth = depth
        self.parent = parent
        self.index = index
        self.firstNode = firstNode
        self.registry = registry
        self.links = links
    }

    func setCells(count: Int, seed: Int?, reused: [Int]) {
        cellCount = count
        seedCell = seed
        reusedCells = reused
    }

    func setAsynchronousCreations(_ creations: [AsynchronousCreation]) {
        asynchronousCreations = creations
    }

    func addChild(_ table: SlotTable, for component: ObjectIdentifier) {
        children[component] = table
    }

    /// The slot of the binding of `key` at this level or above, whose value is a `T`; nil
    /// when nothing binds `key` or its value is of another type.
    func slot<T>(for key: BindingKey, as type: T.Type) -> Slot<T>? {
        // No closure over `type`: this runs unspecialized on every lookup by type.
        guard let node = node(of: key) else { return nil }
        return links.slot(ofNode: node, as: type)
    }

    /// The node bound to `type` at this level or above, whose value is a `type`; nil when
    /// nothing binds `type`. Not generic, for ``InstanceStore``'s inlinable `resolve(_:)`.
    @usableFromInline
    func node(ofType type: Any.Type) -> Int? {
        guard let node = node(of: BindingKey(metatype: type)), links.valueType(ofNode: node) == type else {
            return nil
        }
        return node
    }

    /// The node of the binding of `key` at this level or above.
    private func node(of key: BindingKey) -> Int? {
        guard let keyID = registry.existingID(key) else { return nil }
        return node(ofKeyID: keyID)
    }

    /// The node of the binding of key number `keyID` at this level or above.
    private func node(ofKeyID keyID: Int) -> Int? {
        if let position = index.single(keyID) { return firstNode + position }
        return parent?.node(ofKeyID: keyID)
    }

    /// What a wrapper of `shape`, asked for by type at run time, is made from: the same
    /// targets the freezer finds for a factory parameter of that type at this level. Nil when
    /// a required target is missing, as validation would have reported for a parameter.
    func wrapperContext(for shape: RequestShape, keeper: SlotKeeper) -> WrapperContext? {
        var contributionNodes: [Int] = []
        var direct: Int?
        if let directKey = shape.directKey {
            contributionNodes = registry.existingID(shape.key).map(contributions(to:)) ?? []
            direct = node(of: directKey)
        } else {
            direct = node(of: shape.key)
        }
        if direct == nil, contributionNodes.isEmpty, !shape.isOptional { return nil }
        return WrapperContext(
            targetNode: direct, contributionNodes: contributionNodes,
            mapAssembly: contributionNodes.lazy.compactMap(links.mapAssembly(ofNode:)).first,
            table: self, weakHandles: false, keeper: keeper)
    }

    /// The nodes contributing to key number `keyID` at this level or above, ancestors' first.
    private func contributions(to keyID: Int) -> [Int] {
        (parent?.contributions(to: keyID) ?? []) + (index.contributions[keyID] ?? []).map { firstNode + $0 }
    }

    /// Every key bound at this level or above, for near-miss suggestions.
    var boundKeys: [BindingKey] {
        index.boundKeyIDs.map(registry.key) + (parent?.boundKeys ?? [])
    }

    /// The slot bound to `T` at this level or above.
    func slot<T>(of type: T.Type) -> Slot<T>? {
        slot(for: BindingKey(type), as: type)
    }

    /// The table of child component `C`, installed here or in an ancestor.
    func childTable<C>(for component: C.Type) -> SlotTable? {
        children[ObjectIdentifier(component)] ?? parent?.childTable(for: component)
    }
}
