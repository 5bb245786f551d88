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
enum AsynchronousCreationPlan {
    /// The creations of `level`, whose node flags are `flags` and cells `cells`, in graph order.
    static func creations(
        of level: ComponentLevel, in graph: DependencyGraph, cells: [CellAddress?]
    ) -> [AsynchronousCreation] {
        let nodes = level.firstNode..<level.firstNode + level.bindings.count
        let flags = graph.nodeFlags
        let creating = nodes.filter { flags[$0].isSuperset(of: [.scoped, .asynchronous]) }
        guard !creating.isEmpty else { return [] }
        let position = Dictionary(uniqueKeysWithValues: creating.enumerated().map { ($1, $0) })
        let requestStart = graph.requestStart, targetStart = graph.targetStart, targetNodes = graph.targetNodes
        // The search from creation `i` marks what it visits with `i + 1`, so one buffer serves all.
        let visited = SearchBuffer<Int32>(count: graph.nodes.count)
        var prerequisites: [[Int]] = []
        for (index, start) in creating.enumerated() {
            let mark = Int32(truncatingIfNeeded: index + 1)
            var found: [Int] = []
            var pending = [start]
            visited[start] = mark
            while let node = pending.popLast() {
                for request in Int(requestStart[node])..<Int(requestStart[node + 1]) {
                    for target in Int(targetStart[request])..<Int(targetStart[request + 1]) {
                        let next = Int(targetNodes[target])
                        // Ancestors' instances exist before this level is built.
                        guard nodes.contains(next), visited[next] != mark else { continue }
                        visited[next] = mark
                        if let other = position[next] {
                            found.append(other)
                        } else {
                            pending.append(next)
                        }
                    }
                }
            }
            prerequisites.append(found)
        }
        let ordered = withoutCycles(prerequisites)
        return creating.indices.map { index in
            AsynchronousCreation(
                node: Int32(truncatingIfNeeded: creating[index]),
                cell: cells[creating[index]].map(\.index) ?? 0, prerequisites: ordered[index])
        }
    }

    /// `prerequisites` with the fewest edges dropped that leave no cycle: whenever no creation
    /// is left whose prerequisites are all placed, the first one left waits for none that
    /// are not.
    private static func withoutCycles(_ prerequisites: [[Int]]) -> [[Int]] {
        var result = prerequisites
        var placed = [Bool](repeating: false, count: prerequisites.count)
        var placedCount = 0
        while placedCount < prerequisites.count {
            var progressed = false
            for index in result.indices where !placed[index] && result[index].allSatisfy({ placed[$0] }) {
                placed[index] = true
                placedCount += 1
                progressed = true
            }
            if !progressed, let first = result.indices.first(where: { !placed[$0] }) {
                result[first] = result[first].filter { placed[$0] }
            }
        }
        return result
    }

    /// For each asynchronous binding of `graph`, the nodes from its level's root to it.
    static func creationPaths(in graph: DependencyGraph) -> [Int32: [Int32]] {
        var paths: [Int32: [Int32]] = [:]
        for level in graph.levels {
            let nodes = level.firstNode..<level.firstNode + level.bindings.count
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
