/// Turns a validated dependency graph into a ``FrozenGraph``: gives each scoped binding its
/// cell, and each factory parameter its answer.
///
/// A plain parameter is answered by the node of its target. A parameter whose type is a request
/// kind (`Provider<T>`, `[T]`, `T?`, a child factory…) is answered by the recipe its kind
/// makes over its targets. The freezer also decides, per binding, whether the providers and
/// factories injected into its value may keep their store alive: not when the value may end
/// up inside an instance the store caches, because then the store would own an object that
/// owns the store. And it marks the providers whose target can loop back to them through
/// unscoped bindings, so that a loop that never ends is reported (see ``ProviderTarget``).
enum GraphFreezer {
    static func freeze(_ graph: DependencyGraph) throws(FreezingError) -> FrozenGraph {
        let nodeCount = graph.nodes.count
        var cells = [Int32](repeating: -1, count: nodeCount)
        var depths = [Int32](repeating: 0, count: nodeCount)
        var levels: [FrozenLevel] = []
        let flags = graph.nodeFlags
        for level in graph.levels {
            var cellCount = 0
            var seedCell: Int?
            var reusedCells: [Int] = []
            for node in graph.nodes(of: level) {
                depths[node] = Int32(truncatingIfNeeded: level.depth)
                guard flags[node].contains(.scoped) else { continue }
                if flags[node].contains(.seed) { seedCell = cellCount }
                if flags[node].contains(.reusedOnReload) { reusedCells.append(cellCount) }
                cells[node] = Int32(truncatingIfNeeded: cellCount)
                cellCount += 1
            }
            let position = levels.count
            // Levels are numbered in the graph's order; a graph has a few, so a search finds a parent.
            let parent = level.parent.flatMap { parent in graph.levels.firstIndex { $0 === parent } }
            levels.append(
                FrozenLevel(
                    depth: level.depth, parent: parent, firstNode: graph.firstNode(of: level),
                    positions: level.levelIndex.positions, cellCount: cellCount, seedCell: seedCell,
                    reusedCells: reusedCells,
                    asynchronousCreations: graph.hasIsolatedCreation
                        ? AsynchronousCreationPlan.creations(of: level, in: graph, cells: cells) : [],
                    rootNode: graph.node(of: level.rootKey, seenFrom: level)))
            if let parent, let component = level.component {
                levels[parent].children.append((component, position))
            }
        }
        let (answers, providers) = try answers(of: graph, cells: cells, levels: levels)
        // Every key of the graph is numbered by now; the frozen levels only look keys up.
        graph.levels[0].registry.shrinkToFit()
        return FrozenGraph(
            bindings: graph.nodes, cells: cells, depths: depths, firstAnswers: Array(graph.requestStart.dropLast()),
            answers: answers, providers: providers, levels: levels, hasIsolatedCreation: graph.hasIsolatedCreation,
            creationPaths: graph.hasIsolatedCreation ? AsynchronousCreationPlan.creationPaths(in: graph) : [:],
            registry: graph.levels[0].registry)
    }

    /// The answer to every request of `graph`, in request order, and what answers each
    /// provider parameter.
    private static func answers(
        of graph: DependencyGraph, cells: [Int32], levels: [FrozenLevel]
    ) throws(FreezingError) -> ([FrozenGraph.Answer], [ProviderAnswer]) {
        var answers = graph.plainAnswers.map { FrozenGraph.Answer.node($0.node ?? -1) }
        guard !graph.kindParameters.isEmpty else {
            // Validation reports a plain parameter nothing answers as a missing binding first.
            if let unanswered = graph.unansweredRequests.first {
                throw .nothingAnswers(parameter(unanswered.node, unanswered.request, of: graph).parameterName)
            }
            return (answers, [])
        }
        for unanswered in graph.unansweredRequests
        where !graph.requestFlags[Int(unanswered.request)].contains(.ofKind) {
            throw .nothingAnswers(parameter(unanswered.node, unanswered.request, of: graph).parameterName)
        }
        // Needed only for parameters of a request kind: a graph without providers, factories or
        // collections never searches for them.
        let contained = containedNodes(graph)
        // The loops of unscoped bindings, found the first time an unscoped requester asks for
        // an unscoped target through a request kind: most graphs never need them.
        var unscopedLoops: [Int]?
        let facts = AnswerContext.GraphFacts(
            bindings: graph.nodes, cells: cells, levels: levels, recognizers: graph.levels.map(\.recognizer))
        let targetStart = graph.targetStart, targetNodes = graph.targetNodes
        let nodes = graph.nodes, nodeLevel = graph.nodeLevel
        // At most one entry per parameter of a request kind: reserved, as a graph's parameters
        // are mostly providers.
        var providers: [ProviderAnswer] = []
        providers.reserveCapacity(graph.kindParameters.count)
        // Set for each parameter below; the list of parameters is not empty, as checked above.
        var context = AnswerContext(
            target: nil, contributions: [], level: 0, weakHandles: false, guardNode: -1, graph: facts,
            kind: graph.kindParameters[0].kind)
        for parameterOfKind in graph.kindParameters {
            let node = Int(parameterOfKind.node), request = Int(parameterOfKind.request)
            context.target = nil
            if !context.contributions.isEmpty { context.contributions.removeAll() }
            var looping: Int?
            for position in Int(targetStart[request])..<Int(targetStart[request + 1]) {
                let candidate = Int(targetNodes[position])
                if nodes[candidate].isSingle {
                    context.target = candidate
                } else {
                    context.contributions.append(candidate)
                }
                // A target on the same loop of unscoped bindings as the requester can ask for
                // the requester again; each get() of such a provider is recorded.
                if looping == nil, cells[node] < 0, cells[candidate] < 0 {
                    let loops = unscopedLoops ?? StronglyConnectedComponents(NodeEdges(unscopedIn: graph)).component
                    unscopedLoops = loops
                    if loops[candidate] == loops[node] { looping = candidate }
                }
            }
            context.level = Int(nodeLevel[node])
            context.weakHandles = contained[node]
            context.guardNode = Int32(looping ?? -1)
            context.kind = parameterOfKind.kind
            guard let answer = parameterOfKind.kind.parameterAnswer(context, providers: &providers) else {
                throw .nothingAnswers(parameter(parameterOfKind.node, parameterOfKind.request, of: graph).parameterName)
            }
            answers[request] = answer
        }
        return (answers, providers)
    }

    private static func parameter(_ node: Int32, _ request: Int32, of graph: DependencyGraph) -> DependencyRequest {
        graph.nodes[Int(node)].dependencies[Int(request - graph.requestStart[Int(node)])]
    }

    /// Bindings whose values may live inside a cached instance: every scoped binding, and
    /// everything a contained value keeps (its values, optionals, collections, lazies).
    private static func containedNodes(_ graph: DependencyGraph) -> [Bool] {
        let flags = graph.nodeFlags
        var contained = [Bool](repeating: false, count: flags.count)
        var pending: [Int] = []
        let requestStart = graph.requestStart, requestFlags = graph.requestFlags
        let targetStart = graph.targetStart, targetNodes = graph.targetNodes
        // Marks what `holder` keeps and has not been reached yet: only unscoped targets, as a
        // scoped target is contained and followed from itself.
        func follow(_ holder: Int) {
            for request in Int(requestStart[holder])..<Int(requestStart[holder + 1])
            where requestFlags[request].contains(.holdsInstance) {
                for position in Int(targetStart[request])..<Int(targetStart[request + 1]) {
                    let target = Int(targetNodes[position])
                    if contained[target] || flags[target].contains(.scoped) { continue }
                    contained[target] = true
                    pending.append(target)
                }
            }
        }
        // Every scoped binding is contained, and so is everything it keeps, followed from it.
        for node in flags.indices where flags[node].contains(.scoped) {
            contained[node] = true
            follow(node)
            while let holder = pending.popLast() { follow(holder) }
        }
        return contained
    }
}

/// The graph could not be frozen. Validation makes this unreachable; it exists so
/// that an internal mistake surfaces as a thrown `WiringError`, never as a crash.
struct FreezingError: Error {
    let message: String
}
