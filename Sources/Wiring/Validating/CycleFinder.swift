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
        // The path: each step's node, and the request and target position to look at next.
        var path = [Step](repeating: Step(node: 0, request: 0, target: 0), count: nodeCount)
        for start in 0..<nodeCount where state[start] == 0 {
            var depth = 0
            state[start] = 1
            path[0] = Step(
                node: Int32(truncatingIfNeeded: start), request: requestStart[start],
                target: targetStart[Int(requestStart[start])])
            while depth >= 0 {
                var step = path[depth]
                let node = Int(step.node)
                let requestEnd = Int(requestStart[node + 1])
                // Skip the requests that cannot close a cycle, and those whose targets are done.
                while Int(step.request) < requestEnd {
                    let request = Int(step.request)
                    if requestFlags[request].contains(.closesCycles), step.target < targetStart[request + 1] { break }
                    step.request += 1
                    step.target = targetStart[request + 1]
                }
                guard Int(step.request) < requestEnd else {
                    state[node] = 2
                    depth -= 1
                    continue
                }
                let next = Int(targetNodes[Int(step.target)])
                step.target += 1
                path[depth] = step
                switch state[next] {
                case 0:
                    state[next] = 1
                    depth += 1
                    let first = requestStart[next]
                    path[depth] = Step(
                        node: Int32(truncatingIfNeeded: next), request: first, target: targetStart[Int(first)])
                case 1:
                    if let from = (0...depth).last(where: { Int(path[$0].node) == next }) {
                        found.append((from...depth).map { Int(path[$0].node) })
                    }
                default:
                    break
                }
            }
        }
        return found
    }

    /// One step of the search's path.
    private struct Step {
        var node: Int32
        /// The node's next request to follow.
        var request: Int32
        /// The position, in the graph's targets, of the next target of that request.
        var target: Int32
    }
}
