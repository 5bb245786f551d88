/// The bindings one component level sees, as a graph of indices for searching.
struct VisibleGraph {
    struct Node {
        let binding: Binding
        let depth: Int
    }

    let nodes: [Node]
    /// For each node, the nodes it needs made first (immediate dependencies).
    let immediateEdges: [[Int]]
    /// For each node, every node it refers to, made now or later.
    let allEdges: [[Int]]
    private let singles: [BindingKey: Int]

    init(level: ComponentLevel) {
        var nodes: [Node] = []
        var singles: [BindingKey: Int] = [:]
        var contributions: [BindingKey: [Int]] = [:]
        // Root first, so a nearer level's binding replaces an ancestor's in `singles`; within a
        // level the first declaration wins, as it does everywhere else.
        for ancestor in level.chain.reversed() {
            var seenInLevel: Set<BindingKey> = []
            for binding in ancestor.bindings {
                let index = nodes.count
                nodes.append(Node(binding: binding, depth: ancestor.depth))
                if binding.isSingle {
                    if seenInLevel.insert(binding.key).inserted { singles[binding.key] = index }
                } else {
                    contributions[binding.key, default: []].append(index)
                }
            }
        }
        func targets(_ request: DependencyRequest) -> [Int] {
            if let direct = request.shape.directKey {
                return (contributions[request.key] ?? []) + (singles[direct].map { [$0] } ?? [])
            }
            return singles[request.key].map { [$0] } ?? []
        }
        self.nodes = nodes
        self.singles = singles
        self.allEdges = nodes.map { node in node.binding.dependencies.flatMap(targets) }
        self.immediateEdges = nodes.map { node in
            node.binding.dependenciesAreDeferred ? [] : node.binding.dependencies.filter { $0.shape.edge == .immediate }.flatMap(targets)
        }
    }

    func index(of key: BindingKey) -> Int? {
        singles[key]
    }
}

/// Shortest dependency paths from a level's root, for "dependency path:" notes.
struct PathFinder {
    private let graph: VisibleGraph
    private let parents: [Int: Int]

    init(graph: VisibleGraph, root: BindingKey) {
        self.graph = graph
        var parents: [Int: Int] = [:]
        if let start = graph.index(of: root) {
            parents[start] = start
            var queue = [start]
            var head = 0
            while head < queue.count {
                let current = queue[head]
                head += 1
                for next in graph.allEdges[current] where parents[next] == nil {
                    parents[next] = current
                    queue.append(next)
                }
            }
        }
        self.parents = parents
    }

    /// The type names from the root to `key`'s binding, or nil when the root does not reach it.
    func path(to key: BindingKey) -> [String]? {
        guard var current = graph.index(of: key), parents[current] != nil else { return nil }
        var names: [String] = []
        while true {
            names.append(graph.nodes[current].binding.key.name)
            guard let parent = parents[current], parent != current else { break }
            current = parent
        }
        return names.reversed()
    }
}

/// Cycles of immediate dependencies that pass through a level's own bindings.
struct CycleFinder {
    private let graph: VisibleGraph
    private let depth: Int

    init(graph: VisibleGraph, depth: Int) {
        self.graph = graph
        self.depth = depth
    }

    /// Each cycle once, with every edge. An iterative search, so a very deep graph cannot
    /// overflow the call stack.
    func cycles() -> [Diagnostic] {
        var state = [UInt8](repeating: 0, count: graph.nodes.count)  // 0 new, 1 on the stack, 2 done
        var stack: [Int] = []
        var diagnostics: [Diagnostic] = []
        for start in graph.nodes.indices where state[start] == 0 {
            var work: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            stack.append(start)
            while let top = work.last {
                let edges = graph.immediateEdges[top.node]
                if top.next < edges.count {
                    work[work.count - 1].next += 1
                    let target = edges[top.next]
                    if state[target] == 0 {
                        state[target] = 1
                        stack.append(target)
                        work.append((target, 0))
                    } else if state[target] == 1, let from = stack.lastIndex(of: target) {
                        let members = Array(stack[from...])
                        if members.contains(where: { graph.nodes[$0].depth == depth }) {
                            diagnostics.append(cycle(members))
                        }
                    }
                } else {
                    state[top.node] = 2
                    stack.removeLast()
                    work.removeLast()
                }
            }
        }
        return diagnostics
    }

    private func cycle(_ members: [Int]) -> Diagnostic {
        let bindings = members.map { graph.nodes[$0].binding }
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
