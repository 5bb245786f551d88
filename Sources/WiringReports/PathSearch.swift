import Wiring

/// The dependency paths from a graph's root to some of its bindings: every path that ends at
/// the first of them it meets and passes through no binding twice.
///
/// A path is searched for depth first with an explicit stack, so a path thousands of bindings
/// long needs no deeper call stack than a short one. Large graphs can have more paths than
/// anyone could read, so every search follows at most ``budget`` links; past that, the count
/// is a lower bound.
struct PathSearch {
    let graph: WiringGraph
    let links: GraphLinks
    let targets: Set<Int>
    /// For each binding, the fewest links from it to a target; nil where none is reached.
    private let distance: [Int?]

    /// How many links each search follows at most.
    static let budget = 1_000_000

    init(graph: WiringGraph, links: GraphLinks, targets: Set<Int>) {
        self.graph = graph
        self.links = links
        self.targets = targets
        distance = links.distances(to: Array(targets))
    }

    /// What the search found: the first paths, shortest first, and how many there are.
    struct Found {
        /// Up to the limit asked for, shortest first, each from the root to a target.
        var paths: [[WiringGraph.PathStep]]
        /// How many paths there are, or at least, when ``exact`` is false.
        var count: Int
        /// False when the search stopped at its budget before it had counted every path.
        var exact: Bool
    }

    /// Up to `limit` paths from the root, shortest first (in the order of the graph's edges
    /// among paths of one length), and the number of all of them.
    func paths(limit: Int) -> Found {
        guard let root = links.root, let shortest = distance[root] else {
            return Found(paths: [], count: 0, exact: true)
        }
        var count = 0, longest = 0
        var budget = Self.budget
        let exact = walk(from: root, length: nil, budget: &budget) { path in
            count += 1
            longest = max(longest, path.count)
            return true
        }
        var found: [[GraphLinks.Link]] = []
        budget = Self.budget
        var length = shortest
        while found.count < limit && length <= (exact ? longest : links.outgoing.count) {
            let finished = walk(from: root, length: length, budget: &budget) { path in
                found.append(path)
                return found.count < limit
            }
            if !finished { break }
            length += 1
        }
        return Found(paths: found.map { steps(from: root, along: $0) }, count: max(count, found.count), exact: exact)
    }

    /// Every binding on some path from the root to a target.
    func bindingsOnPaths() -> [Bool] {
        guard let root = links.root else { return Array(repeating: false, count: links.outgoing.count) }
        let fromRoot = links.reached(from: [root])
        return zip(fromRoot, distance).map { $0 && $1 != nil }
    }

    /// Calls `found` with the links of each path from `root` to a target (of `length` links
    /// when given), depth first, until it returns false; returns false when the budget ran out
    /// first.
    private func walk(
        from root: Int, length: Int?, budget: inout Int, found: ([GraphLinks.Link]) -> Bool
    ) -> Bool {
        if targets.contains(root) {
            if length == nil || length == 0 { _ = found([]) }
            return true
        }
        var onPath = [Bool](repeating: false, count: links.outgoing.count)
        onPath[root] = true
        var stack: [(node: Int, next: Int)] = [(root, 0)]
        var path: [GraphLinks.Link] = []
        while let top = stack.last {
            let outgoing = links.outgoing[top.node]
            guard top.next < outgoing.count else {
                onPath[top.node] = false
                stack.removeLast()
                if !stack.isEmpty { path.removeLast() }
                continue
            }
            stack[stack.count - 1].next += 1
            let link = outgoing[top.next]
            guard !onPath[link.node], let remaining = distance[link.node] else { continue }
            let taken = path.count + 1
            if let length, taken + remaining > length { continue }
            budget -= 1
            if budget < 0 { return false }
            if targets.contains(link.node) {
                guard length == nil || taken == length else { continue }
                path.append(link)
                let goOn = found(path)
                path.removeLast()
                if !goOn { return true }
                continue
            }
            path.append(link)
            onPath[link.node] = true
            stack.append((link.node, 0))
        }
        return true
    }

    /// A path's steps: the root, then each link's binding with how it is asked for.
    private func steps(from root: Int, along path: [GraphLinks.Link]) -> [WiringGraph.PathStep] {
        [WiringGraph.PathStep(binding: graph.bindings[root])]
            + path.map { link in
                if let edge = link.edge {
                    let request = graph.edges[edge]
                    return WiringGraph.PathStep(
                        binding: graph.bindings[link.node], kind: request.kind, parameter: request.parameter)
                }
                let child = link.child.map { graph.components[$0] }
                return WiringGraph.PathStep(
                    binding: graph.bindings[link.node], builds: child.map { $0.name ?? $0.root })
            }
    }
}
