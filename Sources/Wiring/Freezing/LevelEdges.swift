/// The edges between one level's bindings, every parameter's targets at that level, by the
/// bindings' positions in the level, as flat arrays.
struct LevelEdges {
    /// Where each binding's targets start in `targets`, plus one entry for the end.
    let start: [Int32]
    let targets: [Int32]

    init(level: ComponentLevel, graph: DependencyGraph) {
        let first = level.firstNode, count = level.bindings.count
        let requestStart = graph.requestStart, targetStart = graph.targetStart, targetNodes = graph.targetNodes
        var start: [Int32] = [0]
        var targets: [Int32] = []
        start.reserveCapacity(count + 1)
        for local in 0..<count {
            let node = first + local
            for request in Int(requestStart[node])..<Int(requestStart[node + 1]) {
                for position in Int(targetStart[request])..<Int(targetStart[request + 1]) {
                    // Ancestors' bindings are outside the level.
                    let target = Int(targetNodes[position]) - first
                    if target >= 0 && target < count { targets.append(Int32(truncatingIfNeeded: target)) }
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
