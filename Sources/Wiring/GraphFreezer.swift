/// Turns a validated dependency graph into linked slot tables.
///
/// It also decides, per binding, whether the providers and factories injected into its
/// value may keep their graph alive: not when the value may end up inside an instance the
/// graph caches, because then the graph would own an object that owns the graph.
enum GraphFreezer {
    /// The root level's table, with every child's table installed below it.
    static func freeze(_ graph: DependencyGraph) throws(LinkError) -> SlotTable {
        let contained = containedNodes(graph)
        var slots: [AnySlot] = []
        slots.reserveCapacity(graph.nodes.count)
        var tables: [SlotTable] = []
        var tableOfLevel: [ObjectIdentifier: SlotTable] = [:]
        for level in graph.levels {
            let parent = level.parent.flatMap { tableOfLevel[ObjectIdentifier($0)] }
            let table = makeTable(level, parent: parent, slots: &slots)
            if let parent, let component = level.component {
                parent.addChild(table, for: component)
            }
            tables.append(table)
            tableOfLevel[ObjectIdentifier(level)] = table
        }
        let context = LinkContext(graph: graph, slots: slots)
        let nodeLevel = graph.nodeLevel
        for (node, binding) in graph.nodes.enumerated() {
            let linker = Linker(table: tables[Int(nodeLevel[node])], weakHandles: contained[node], context: context, node: node)
            try binding.link?(slots[node], linker)
        }
        for binding in graph.nodes {
            binding.linked()
        }
        return tables[0]
    }

    /// Makes the slots of `level`'s bindings, appending them to `slots`, and the level's table.
    private static func makeTable(_ level: ComponentLevel, parent: SlotTable?, slots: inout [AnySlot]) -> SlotTable {
        var cellCount = 0
        var seedCell: Int?
        var reusedCells: [Int] = []
        let table = SlotTable(depth: level.depth, parent: parent, registry: level.registry)
        let keyIDs = level.keyIDs
        for (position, binding) in level.bindings.enumerated() {
            var cell: CellAddress?
            if binding.scope != nil {
                if binding.isSeed { seedCell = cellCount }
                if binding.reloadPolicy == .reuse { reusedCells.append(cellCount) }
                cell = CellAddress(depth: level.depth, index: cellCount)
                cellCount += 1
            }
            let slot = binding.slotType.init(cell: cell)
            slots.append(slot)
            let keyID = Int(keyIDs[position])
            switch binding.contribution {
            case .single where level.ownSingle(keyID: keyID) == position: table.add(slot, single: keyID)
            case .single: break
            case .collectionElement: table.add(slot, contributionTo: keyID, assembly: nil)
            case .mapEntry(_, _, _, let assembly): table.add(slot, contributionTo: keyID, assembly: assembly)
            }
        }
        table.setCells(count: cellCount, seed: seedCell, reused: reusedCells)
        return table
    }

    /// Bindings whose values may live inside a cached instance: every scoped binding, and
    /// everything a contained value keeps (its values, optionals, collections, lazies).
    private static func containedNodes(_ graph: DependencyGraph) -> [Bool] {
        var contained = [Bool](repeating: false, count: graph.nodes.count)
        var queue: [Int] = []
        for (node, binding) in graph.nodes.enumerated() where binding.scope != nil {
            contained[node] = true
            queue.append(node)
        }
        let requestStart = graph.requestStart, requestFlags = graph.requestFlags
        let targetStart = graph.targetStart, targetNodes = graph.targetNodes
        while let node = queue.popLast() {
            for request in Int(requestStart[node])..<Int(requestStart[node + 1])
            where requestFlags[request].contains(.holdsInstance) {
                for target in targetNodes[Int(targetStart[request])..<Int(targetStart[request + 1])]
                where !contained[Int(target)] {
                    contained[Int(target)] = true
                    queue.append(Int(target))
                }
            }
        }
        return contained
    }
}
