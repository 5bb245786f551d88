/// Turns a validated dependency graph into slot tables whose slots are made and linked on
/// first use.
///
/// It finds, for every factory parameter, the slot that answers it, and decides per binding
/// whether the providers and factories injected into its value may keep their graph alive:
/// not when the value may end up inside an instance the graph caches, because then the graph
/// would own an object that owns the graph.
enum GraphFreezer {
    /// The root level's table, with every child's table installed below it.
    static func freeze(_ graph: DependencyGraph) throws(LinkError) -> SlotTable {
        let links = LinkContext(graph: graph)
        var cells: [CellAddress?] = []
        cells.reserveCapacity(graph.nodes.count)
        var tables: [SlotTable] = []
        var tableOfLevel: [ObjectIdentifier: SlotTable] = [:]
        let nodeFlags = graph.nodeFlags
        for level in graph.levels {
            let parent = level.parent.flatMap { tableOfLevel[ObjectIdentifier($0)] }
            let table = makeTable(level, nodeFlags: nodeFlags, parent: parent, links: links, cells: &cells)
            if let parent, let component = level.component {
                parent.addChild(table, for: component)
            }
            tables.append(table)
            tableOfLevel[ObjectIdentifier(level)] = table
        }
        links.setCells(cells)
        if graph.hasIsolatedCreation {
            for (level, table) in zip(graph.levels, tables) {
                table.setAsynchronousCreations(AsynchronousCreationPlan.creations(of: level, in: graph, cells: cells))
            }
            links.setCreationPaths(AsynchronousCreationPlan.creationPaths(in: graph))
        }
        try answerWrapperRequests(graph, tables: tables, links: links)
        // Every key of the graph is numbered by now; the frozen tables only look keys up.
        tables[0].registry.shrinkToFit()
        return tables[0]
    }

    /// Gives `links` what answers each wrapper request: a provider's target, or the slot the
    /// parameter's wrapper makes over its targets; `links` has every plain request's answer,
    /// the target's node, as the graph found it.
    private static func answerWrapperRequests(
        _ graph: DependencyGraph, tables: [SlotTable], links: LinkContext
    ) throws(LinkError) {
        func parameter(node: Int32, request: Int32) -> DependencyRequest {
            graph.nodes[Int(node)].dependencies[Int(request - graph.requestStart[Int(node)])]
        }
        // Validation reports a plain parameter nothing answers as a missing binding first.
        for unanswered in graph.unansweredRequests where !graph.requestFlags[Int(unanswered.request)].contains(.wrapped)
        {
            throw LinkError.nothingAnswers(parameter(node: unanswered.node, request: unanswered.request).parameterName)
        }
        guard !graph.wrapperRequests.isEmpty else { return }
        // Needed only for wrapper parameters: a graph without providers, factories or
        // collections never searches for it.
        let contained = containedNodes(graph)
        let targetStart = graph.targetStart, targetNodes = graph.targetNodes
        for wrapperRequest in graph.wrapperRequests {
            let node = Int(wrapperRequest.node), request = Int(wrapperRequest.request)
            // A provider of one scoped binding whose value is its `T`, the usual provider,
            // is answered by that node: what `Provider.providerTarget` would answer, without
            // the wrapper context it reads or a call through the wrapper's protocol.
            if let provided = wrapperRequest.providedType, targetStart[request + 1] - targetStart[request] == 1,
                let target = links.scopedProviderTarget(
                    ofNode: Int(targetNodes[Int(targetStart[request])]), valueType: provided)
            {
                links.answer(request, with: WrapperAnswer(provider: target, weakHandles: contained[node] != 0))
                continue
            }
            let context = wrapperContext(
                graph.targets(of: request), graph: graph, table: tables[Int(graph.nodeLevel[node])],
                weakHandles: contained[node] != 0)
            let parameter = parameter(node: wrapperRequest.node, request: wrapperRequest.request)
            guard let wrapper = parameter.wrapperType else {
                throw LinkError.nothingAnswers(parameter.parameterName)
            }
            if let provider = wrapper.providerTarget(context) {
                links.answer(request, with: WrapperAnswer(provider: provider.target, weakHandles: provider.weakHandles))
            } else if let slot = wrapper.wrapperSlot(context) {
                links.answer(request, with: WrapperAnswer(slot: slot))
            } else {
                throw LinkError.nothingAnswers(parameter.parameterName)
            }
        }
    }

    /// What a wrapper parameter's slot is made from: its targets, sorted by how they contribute.
    private static func wrapperContext(
        _ targets: ArraySlice<Int32>, graph: DependencyGraph, table: SlotTable, weakHandles: Bool
    ) -> WrapperContext {
        var direct: Int?
        var contributions: [Int] = []
        var mapAssembly: MapAssembly?
        for target in targets.lazy.map(Int.init) {
            switch graph.nodes[target].contribution {
            case .single: direct = target
            case .collectionElement: contributions.append(target)
            case .mapEntry(_, _, _, let assembly):
                contributions.append(target)
                mapAssembly = mapAssembly ?? assembly
            }
        }
        return WrapperContext(
            targetNode: direct, contributionNodes: contributions, mapAssembly: mapAssembly, table: table,
            weakHandles: weakHandles, keeper: table.links.keeper)
    }

    /// Makes `level`'s table, appending where each of its bindings caches its instance to `cells`.
    private static func makeTable(
        _ level: ComponentLevel, nodeFlags: [DependencyGraph.NodeFlags], parent: SlotTable?, links: LinkContext,
        cells: inout [CellAddress?]
    ) -> SlotTable {
        var cellCount = 0
        var seedCell: Int?
        var reusedCells: [Int] = []
        let table = SlotTable(
            depth: level.depth, parent: parent, index: level.levelIndex.positions, firstNode: level.firstNode,
            registry: level.registry, links: links)
        // The graph's flags, not the bindings: on a large graph, another pass over every
        // binding object reads memory that has left the cache since the graph was indexed.
        let flags = nodeFlags[level.firstNode..<level.firstNode + level.bindings.count]
        for node in flags {
            var cell: CellAddress?
            if node.contains(.scoped) {
                if node.contains(.seed) { seedCell = cellCount }
                if node.contains(.reusedOnReload) { reusedCells.append(cellCount) }
                cell = CellAddress(depth: level.depth, index: cellCount)
                cellCount += 1
            }
            cells.append(cell)
        }
        table.setCells(count: cellCount, seed: seedCell, reused: reusedCells)
        return table
    }

    /// Bindings whose values may live inside a cached instance: every scoped binding, and
    /// everything a contained value keeps (its values, optionals, collections, lazies).
    private static func containedNodes(_ graph: DependencyGraph) -> SearchBuffer<UInt8> {
        let contained = SearchBuffer<UInt8>(count: graph.nodes.count)
        // A node is pending once, when it is first marked.
        let pending = SearchBuffer<Int32>(count: graph.nodes.count)
        var pendingCount = 0
        for (node, flags) in graph.nodeFlags.enumerated() where flags.contains(.scoped) {
            contained[node] = 1
            pending[pendingCount] = Int32(truncatingIfNeeded: node)
            pendingCount += 1
        }
        let requestStart = graph.requestStart, requestFlags = graph.requestFlags
        let targetStart = graph.targetStart, targetNodes = graph.targetNodes
        while pendingCount > 0 {
            pendingCount -= 1
            let node = Int(pending[pendingCount])
            for request in Int(requestStart[node])..<Int(requestStart[node + 1])
            where requestFlags[request].contains(.holdsInstance) {
                // Indices, not a slice of `targetNodes`: a slice retains the array each time.
                for position in Int(targetStart[request])..<Int(targetStart[request + 1]) {
                    let target = Int(targetNodes[position])
                    if contained[target] != 0 { continue }
                    contained[target] = 1
                    pending[pendingCount] = Int32(truncatingIfNeeded: target)
                    pendingCount += 1
                }
            }
        }
        return contained
    }
}
