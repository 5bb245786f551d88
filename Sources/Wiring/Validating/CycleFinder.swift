/// Cycles of immediate dependencies: the edges that make one instance before another.
struct CycleFinder {
    private let graph: DependencyGraph

    init(graph: DependencyGraph) {
        self.graph = graph
    }

    /// Each cycle once, with every edge, and the node it is reported at (where the search
    /// entered it).
    func cycles() -> [(node: Int, diagnostic: Diagnostic)] {
        let members = Self.cycleMembers(
            requestStart: graph.requestStart, requestFlags: graph.requestFlags, targetStart: graph.targetStart,
            targetNodes: graph.targetNodes)
        return members.map { ($0[0], .dependencyCycle($0.map { graph.nodes[$0] })) }
    }

    /// The members of each cycle, from the node the search entered it at. An iterative
    /// search, so a very deep graph cannot overflow the call stack.
    private static func cycleMembers(
        requestStart: [Int32], requestFlags: [DependencyGraph.RequestFlags], targetStart: [Int32], targetNodes: [Int32]
    ) -> [[Int]] {
        let nodeCount = requestStart.count - 1
        var found: [[Int]] = []
        // A node is on the path at most once, so the search state fits in arrays of the node
        // count, written in place rather than grown and shrunk on every step.
        var state = [UInt8](repeating: 0, count: nodeCount) // 0 new, 1 on the path, 2 done
        var path = [Int32](repeating: 0, count: nodeCount)
        // For each step of the path, the request and the target position to look at next.
        var nextRequest = [Int32](repeating: 0, count: nodeCount)
        var nextTarget = [Int32](repeating: 0, count: nodeCount)
        for start in 0..<nodeCount where state[start] == 0 {
            var depth = 0
            state[start] = 1
            path[0] = Int32(truncatingIfNeeded: start)
            nextRequest[0] = requestStart[start]
            nextTarget[0] = targetStart[Int(requestStart[start])]
            while depth >= 0 {
                let node = Int(path[depth])
                let request = Int(nextRequest[depth])
                guard request < Int(requestStart[node + 1]) else {
                    state[node] = 2
                    depth -= 1
                    continue
                }
                let target = Int(nextTarget[depth])
                let end = targetStart[request + 1]
                guard requestFlags[request].contains(.closesCycles), target < Int(end) else {
                    // The next request's targets start where this one's end.
                    nextRequest[depth] = Int32(truncatingIfNeeded: request + 1)
                    nextTarget[depth] = end
                    continue
                }
                nextTarget[depth] = Int32(truncatingIfNeeded: target + 1)
                let next = Int(targetNodes[target])
                if state[next] == 0 {
                    state[next] = 1
                    depth += 1
                    path[depth] = Int32(truncatingIfNeeded: next)
                    nextRequest[depth] = requestStart[next]
                    nextTarget[depth] = targetStart[Int(requestStart[next])]
                } else if state[next] == 1, let from = (0...depth).last(where: { Int(path[$0]) == next }) {
                    found.append((from...depth).map { Int(path[$0]) })
                }
            }
        }
        return found
    }
}
