import Wiring

/// A ``WiringGraph``'s requests as lists of links per binding, both ways, for the searches
/// that answer questions about paths: an edge is a link, and so is the step from a child's
/// installation to the child's root, which building the child makes.
struct GraphLinks {
    /// One step from a binding to another.
    struct Link {
        /// The binding at the other end: the answering one in ``outgoing``, the asking one in
        /// ``incoming``.
        let node: Int
        /// The edge's position in ``WiringGraph/edges``; nil for the step into a child.
        let edge: Int?
        /// For the step from an installation to a child's root, the child's number.
        let child: Int?
    }

    /// Each binding's links to the bindings it reaches in one step.
    let outgoing: [[Link]]
    /// Each binding's links from the bindings that reach it in one step.
    let incoming: [[Link]]
    /// The root component's root binding, where every path starts; nil when it is not bound.
    let root: Int?

    /// The links of `graph`, whose numbering is sound (``WiringGraph/numberingProblem``); a
    /// reference out of range is left out rather than followed.
    init(_ graph: WiringGraph) {
        let count = graph.bindings.count
        var outgoing = [[Link]](repeating: [], count: count)
        var incoming = [[Link]](repeating: [], count: count)
        func add(from: Int, to: Int, edge: Int?, child: Int?) {
            guard outgoing.indices.contains(from), outgoing.indices.contains(to) else { return }
            outgoing[from].append(Link(node: to, edge: edge, child: child))
            incoming[to].append(Link(node: from, edge: edge, child: child))
        }
        for (position, edge) in graph.edges.enumerated() {
            add(from: edge.from, to: edge.to, edge: position, child: nil)
        }
        for component in graph.components {
            guard let installation = component.installation, let childRoot = component.rootBinding else { continue }
            add(from: installation, to: childRoot, edge: nil, child: component.id)
        }
        self.outgoing = outgoing
        self.incoming = incoming
        root = graph.components.first?.rootBinding.flatMap { count > $0 && $0 >= 0 ? $0 : nil }
    }

    /// Which bindings a path from one of `starts` reaches, `starts` included.
    func reached(from starts: [Int]) -> [Bool] {
        search(from: starts, along: outgoing)
    }

    /// Which bindings reach one of `targets` by some path, `targets` included.
    func reaching(_ targets: [Int]) -> [Bool] {
        search(from: targets, along: incoming)
    }

    /// For each binding, the fewest links from it to one of `targets`; nil where none is reached.
    func distances(to targets: [Int]) -> [Int?] {
        var distance = [Int?](repeating: nil, count: outgoing.count)
        var queue: [Int] = []
        for target in targets where distance.indices.contains(target) && distance[target] == nil {
            distance[target] = 0
            queue.append(target)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            let next = (distance[node] ?? 0) + 1
            for link in incoming[node] where distance[link.node] == nil {
                distance[link.node] = next
                queue.append(link.node)
            }
        }
        return distance
    }

    private func search(from starts: [Int], along links: [[Link]]) -> [Bool] {
        var seen = [Bool](repeating: false, count: links.count)
        var stack = starts.filter { links.indices.contains($0) }
        while let node = stack.popLast() {
            guard !seen[node] else { continue }
            seen[node] = true
            for link in links[node] where !seen[link.node] { stack.append(link.node) }
        }
        return seen
    }
}
