/// One scoped asynchronous instance a component makes while it is built, and which of the
/// others it waits for.
struct AsynchronousCreation: Sendable {
    /// The binding's node.
    let node: Int32
    /// Its cell in the level's store.
    let cell: Int
    /// The positions, in the level's list of creations, of the instances to make first.
    let prerequisites: [Int]
}

/// Works out, when a graph is frozen, in which order each level makes its scoped asynchronous
/// instances, and the dependency path of every asynchronous binding.
///
/// An instance waits for every other one of its level that its factory could reach, through
/// any parameter: a plain one, whose value it is handed, but also a provider it might call
/// while it runs. Instances that cannot reach each other are made concurrently. Reaching one
/// another only through providers (a cycle of plain parameters is a validation error) cannot
/// be ordered; such a pair is made one after the other, and a factory that calls the other's
/// provider while it runs gets `Wiring.AsyncInstanceNotReady`.
///
/// What each instance can reach is found in one pass over the level: its bindings are grouped
/// into strongly connected components (Tarjan), which come out with every component after
/// those it reaches, and each component's set of reachable asynchronous instances is a bit set
/// made from its successors' sets. A search from every asynchronous binding instead made the
/// asynchronous build of a 2,000-binding graph several times slower than its creations.
enum AsynchronousCreationPlan {
    /// The creations of `level`, whose cells are `cells` (by node), in graph order.
    static func creations(of level: ComponentLevel, in graph: DependencyGraph, cells: [Int32]) -> [AsynchronousCreation]
    {
        let first = graph.firstNode(of: level), count = level.bindings.count
        let creating = (0..<count).filter { graph.nodeFlags[first + $0].isSuperset(of: [.scoped, .asynchronous]) }
        guard !creating.isEmpty else { return [] }
        // The creation number of each of the level's bindings, plus one; 0 for the others.
        var creation = [Int32](repeating: 0, count: count)
        for (number, local) in creating.enumerated() {
            creation[local] = Int32(truncatingIfNeeded: number + 1)
        }
        let edges = NodeEdges(level: level, graph: graph)
        let components = StronglyConnectedComponents(edges)
        let reach = Reach(components: components, edges: edges, creation: creation, creations: creating.count)
        let prerequisites = creating.indices.map { number in
            reach.creations(reachedFrom: components.component[creating[number]]).filter { $0 != number }
        }
        let ordered = withoutCycles(prerequisites)
        return creating.indices.map { number in
            AsynchronousCreation(
                node: Int32(truncatingIfNeeded: first + creating[number]),
                cell: Int(cells[first + creating[number]]), prerequisites: ordered[number])
        }
    }

    /// `prerequisites` with edges dropped until no cycle is left (Kahn's algorithm): whenever no
    /// creation is left whose prerequisites are all placed, the first one left waits only for
    /// those that are.
    private static func withoutCycles(_ prerequisites: [[Int]]) -> [[Int]] {
        let count = prerequisites.count
        var result = prerequisites
        var waiting = prerequisites.map(\.count)
        var dependents = [[Int]](repeating: [], count: count)
        for (number, list) in prerequisites.enumerated() {
            for prerequisite in list { dependents[prerequisite].append(number) }
        }
        var placed = [Bool](repeating: false, count: count)
        var queued = placed
        var ready = (0..<count).filter { waiting[$0] == 0 }
        for number in ready { queued[number] = true }
        var nextUnplaced = 0
        var placedCount = 0
        while placedCount < count {
            guard let number = ready.popLast() else {
                // A cycle: release the first creation not placed yet from what is not placed.
                while placed[nextUnplaced] || queued[nextUnplaced] { nextUnplaced += 1 }
                result[nextUnplaced] = result[nextUnplaced].filter { placed[$0] }
                queued[nextUnplaced] = true
                ready.append(nextUnplaced)
                continue
            }
            placed[number] = true
            placedCount += 1
            for dependent in dependents[number] where !queued[dependent] {
                waiting[dependent] -= 1
                if waiting[dependent] == 0 {
                    queued[dependent] = true
                    ready.append(dependent)
                }
            }
        }
        return result
    }

    /// For each asynchronous binding of `graph`, the nodes from its level's root to it.
    static func creationPaths(in graph: DependencyGraph) -> [Int32: [Int32]] {
        var paths: [Int32: [Int32]] = [:]
        for level in graph.levels {
            let nodes = graph.nodes(of: level)
            let asynchronous = nodes.filter { graph.nodeFlags[$0].contains(.asynchronous) }
            guard !asynchronous.isEmpty else { continue }
            let finder = PathFinder(graph: graph, level: level)
            for node in asynchronous {
                if let path = finder.path(toNode: node) {
                    paths[Int32(truncatingIfNeeded: node)] = path.map { Int32(truncatingIfNeeded: $0) }
                }
            }
        }
        return paths
    }
}
