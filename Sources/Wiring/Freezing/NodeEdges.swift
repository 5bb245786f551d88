/// Edges between some of a graph's bindings, numbered from 0, as flat arrays: each binding's
/// targets, for the searches the freezer runs over part of a graph.
struct NodeEdges {
    /// Where each binding's targets start in `targets`, plus one entry for the end.
    let start: [Int32]
    let targets: [Int32]

    /// Every parameter's targets at `level`, by the bindings' positions in the level;
    /// ancestors' bindings are outside it.
    init(level: ComponentLevel, graph: DependencyGraph) {
        let first = graph.firstNode(of: level)
        self.init(count: level.bindings.count, graph: graph) { local in
            (
                first + local,
                { target in
                    let local = target - first
                    return local >= 0 && local < level.bindings.count ? local : nil
                }
            )
        }
    }

    /// Every parameter's targets among the unscoped bindings, by node: the edges a creation
    /// that never ends could go round, as scoped bindings stop it with their cells' locks.
    init(unscopedIn graph: DependencyGraph) {
        let flags = graph.nodeFlags
        self.init(count: graph.nodes.count, graph: graph) { node in
            (flags[node].contains(.scoped) ? nil : node, { target in flags[target].contains(.scoped) ? nil : target })
        }
    }

    /// `count` bindings: `numbering` gives each one's node (nil to give it no edges), and the
    /// number of a target node among them (nil when it is not one of them).
    private init(count: Int, graph: DependencyGraph, numbering: (Int) -> (node: Int?, number: (Int) -> Int?)) {
        let requestStart = graph.requestStart, targetStart = graph.targetStart, targetNodes = graph.targetNodes
        var start: [Int32] = [0]
        var targets: [Int32] = []
        start.reserveCapacity(count + 1)
        for local in 0..<count {
            let (node, number) = numbering(local)
            if let node {
                for request in Int(requestStart[node])..<Int(requestStart[node + 1]) {
                    for position in Int(targetStart[request])..<Int(targetStart[request + 1]) {
                        if let target = number(Int(targetNodes[position])) {
                            targets.append(Int32(truncatingIfNeeded: target))
                        }
                    }
                }
            }
            start.append(Int32(truncatingIfNeeded: targets.count))
        }
        self.start = start
        self.targets = targets
    }

    var count: Int { start.count - 1 }

    /// The targets of binding `local`.
    func targets(of local: Int) -> ArraySlice<Int32> {
        targets[Int(start[local])..<Int(start[local + 1])]
    }
}
