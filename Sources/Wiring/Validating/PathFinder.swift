/// Shortest dependency paths from a level's root, for "dependency path:" notes.
struct PathFinder {
    private let graph: DependencyGraph
    private let level: ComponentLevel
    private let parents: [Int: Int]

    init(graph: DependencyGraph, level: ComponentLevel) {
        self.graph = graph
        self.level = level
        var parents: [Int: Int] = [:]
        if let start = graph.node(of: level.rootKey, seenFrom: level) {
            parents[start] = start
            var queue = [start]
            var head = 0
            while head < queue.count {
                let current = queue[head]
                head += 1
                for request in graph.requests(of: current) {
                    for target in graph.targets(of: request) where parents[Int(target)] == nil {
                        parents[Int(target)] = current
                        queue.append(Int(target))
                    }
                }
            }
        }
        self.parents = parents
    }

    /// The bindings from the root to `key`'s binding, or nil when the root does not reach it.
    func path(to key: BindingKey) -> [Diagnostic.Step]? {
        graph.node(of: key, seenFrom: level).flatMap(path(toNode:)).map { nodes in
            nodes.map { Diagnostic.Step(name: graph.nodes[$0].key.name, location: graph.nodes[$0].location) }
        }
    }

    /// The nodes from the root to node `node`, or nil when the root does not reach it.
    func path(toNode node: Int) -> [Int]? {
        guard parents[node] != nil else { return nil }
        var nodes: [Int] = []
        var current = node
        while true {
            nodes.append(current)
            guard let parent = parents[current], parent != current else { break }
            current = parent
        }
        return nodes.reversed()
    }
}
