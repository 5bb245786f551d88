/// Turns a validated component tree into linked slot tables.
///
/// It also decides, per binding, whether the providers and factories injected into its
/// value may keep their graph alive: not when the value may end up inside an instance the
/// graph caches, because then the graph would own an object that owns the graph.
enum GraphFreezer {
    /// The root level's table, with every child's table installed below it.
    static func freeze(_ root: ComponentLevel) throws(LinkError) -> SlotTable {
        let contained = containedBindings(root)
        var slots: [BindingID: AnySlot] = [:]
        var tables: [ObjectIdentifier: SlotTable] = [:]
        let rootTable = makeTable(root, parent: nil, slots: &slots, tables: &tables)
        for level in root.subtree {
            guard let table = tables[ObjectIdentifier(level)] else {
                throw LinkError(message: "no table for \(level.name)")
            }
            for (index, binding) in level.bindings.enumerated() {
                let id = BindingID(level: level, index: index)
                guard let slot = slots[id] else { throw LinkError(message: "no slot for '\(binding.key.name)'") }
                try binding.link(slot, Linker(table: table, weakHandles: contained.contains(id)))
            }
        }
        return rootTable
    }

    /// Identifies one binding of one level.
    struct BindingID: Hashable {
        let level: ObjectIdentifier
        let index: Int

        init(level: ComponentLevel, index: Int) {
            self.level = ObjectIdentifier(level)
            self.index = index
        }
    }

    private static func makeTable(
        _ level: ComponentLevel, parent: SlotTable?,
        slots: inout [BindingID: AnySlot], tables: inout [ObjectIdentifier: SlotTable]
    ) -> SlotTable {
        var cells: [Int: CellAddress] = [:]
        var seedCell: Int?
        var reusedCells: [Int] = []
        for (index, binding) in level.bindings.enumerated() where binding.scope != nil {
            if binding.isSeed { seedCell = cells.count }
            if binding.reloadPolicy == .reuse { reusedCells.append(cells.count) }
            cells[index] = CellAddress(depth: level.depth, index: cells.count)
        }
        let table = SlotTable(
            depth: level.depth, parent: parent, cellCount: cells.count, seedCell: seedCell, reusedCells: reusedCells)
        tables[ObjectIdentifier(level)] = table
        for (index, binding) in level.bindings.enumerated() {
            let slot = binding.makeSlot(cells[index])
            slots[BindingID(level: level, index: index)] = slot
            table.add(slot, for: binding)
        }
        for child in level.children {
            let childTable = makeTable(child, parent: table, slots: &slots, tables: &tables)
            if let component = child.component {
                table.addChild(childTable, for: component)
            }
        }
        return table
    }

    /// Bindings whose values may live inside a cached instance: every scoped binding, and
    /// everything a contained value keeps (its values, optionals, collections, lazies).
    private static func containedBindings(_ root: ComponentLevel) -> Set<BindingID> {
        var contained: Set<BindingID> = []
        var queue: [(ComponentLevel, Int)] = []
        for level in root.subtree {
            for (index, binding) in level.bindings.enumerated() where binding.scope != nil {
                if contained.insert(BindingID(level: level, index: index)).inserted { queue.append((level, index)) }
            }
        }
        while let (level, index) = queue.popLast() {
            for request in level.bindings[index].dependencies where request.shape.holdsInstance {
                for target in targets(of: request, from: level)
                where contained.insert(BindingID(level: target.0, index: target.1)).inserted {
                    queue.append(target)
                }
            }
        }
        return contained
    }

    /// The bindings that answer `request` as seen from `level`.
    private static func targets(of request: DependencyRequest, from level: ComponentLevel) -> [(ComponentLevel, Int)] {
        guard let direct = request.shape.directKey else {
            return level.singleIndex(request.key).map { [($0.level, $0.index)] } ?? []
        }
        let parts = level.contributionIndices(request.key).map { ($0.level, $0.index) }
        return parts + (level.singleIndex(direct).map { [($0.level, $0.index)] } ?? [])
    }
}
