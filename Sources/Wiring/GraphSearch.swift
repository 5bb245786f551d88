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

    /// The type names from the root to `key`'s binding, or nil when the root does not reach it.
    func path(to key: BindingKey) -> [String]? {
        guard var current = graph.node(of: key, seenFrom: level), parents[current] != nil else { return nil }
        var names: [String] = []
        while true {
            names.append(graph.nodes[current].key.name)
            guard let parent = parents[current], parent != current else { break }
            current = parent
        }
        return names.reversed()
    }
}

/// Cycles of immediate dependencies: the edges that make one instance before another.
struct CycleFinder {
    private let graph: DependencyGraph

    init(graph: DependencyGraph) {
        self.graph = graph
    }

    /// Each cycle once, with every edge, and the position of its level in `graph.levels`.
    /// An iterative search, so a very deep graph cannot overflow the call stack.
    func cycles() -> [(level: Int, diagnostic: Diagnostic)] {
        let requestStart = graph.requestStart, requestFlags = graph.requestFlags
        let targetStart = graph.targetStart, targetNodes = graph.targetNodes
        var state = [UInt8](repeating: 0, count: graph.nodes.count)  // 0 new, 1 on the stack, 2 done
        var stack: [Int] = []
        var found: [(level: Int, diagnostic: Diagnostic)] = []
        // Each entry walks one node's edges: `request` and `target` index the next one.
        var work: [(node: Int, request: Int, target: Int)] = []
        for start in state.indices where state[start] == 0 {
            work.append((start, Int(requestStart[start]), 0))
            state[start] = 1
            stack.append(start)
            while let top = work.last {
                guard top.request < Int(requestStart[top.node + 1]) else {
                    state[top.node] = 2
                    stack.removeLast()
                    work.removeLast()
                    continue
                }
                let target = Int(targetStart[top.request]) + top.target
                guard requestFlags[top.request].contains(.closesCycles), target < Int(targetStart[top.request + 1]) else {
                    work[work.count - 1].request += 1
                    work[work.count - 1].target = 0
                    continue
                }
                work[work.count - 1].target += 1
                let next = Int(targetNodes[target])
                if state[next] == 0 {
                    state[next] = 1
                    stack.append(next)
                    work.append((next, Int(requestStart[next]), 0))
                } else if state[next] == 1, let from = stack.lastIndex(of: next) {
                    let members = Array(stack[from...])
                    found.append((Int(graph.nodeLevel[members[0]]), cycle(members)))
                }
            }
        }
        return found
    }

    private func cycle(_ members: [Int]) -> Diagnostic {
        let bindings = members.map { graph.nodes[$0] }
        let names = (bindings + [bindings[0]]).map(\.key.name)
        var notes: [Diagnostic.Note] = []
        for (position, binding) in bindings.enumerated() {
            let next = bindings[(position + 1) % bindings.count]
            notes.append(.init(location: binding.location,
                               message: "'\(binding.key.name)' depends on '\(next.key.name)' here"))
        }
        notes.append(.init(location: nil, message:
            "break the cycle by injecting 'Provider<\(bindings[0].key.name)>' (or Lazy or WeakProvider) "
            + "into '\(bindings[bindings.count - 1].key.name)' instead"))
        return Diagnostic(
            kind: .dependencyCycle, location: bindings[0].location,
            message: "dependency cycle: \(names.joined(separator: " -> "))", notes: notes)
    }
}
