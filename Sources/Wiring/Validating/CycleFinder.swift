/// Cycles of immediate dependencies: the edges that make one instance before another.
struct CycleFinder {
    private let graph: DependencyGraph

    init(graph: DependencyGraph) {
        self.graph = graph
    }

    /// Each cycle once, with every edge, and the node it is reported at (where the search
    /// entered it).
    func cycles() -> [(node: Int, diagnostic: Diagnostic)] {
        // The search reads the graph's arrays through buffer pointers: it visits every node
        // and edge of every graph built, and an array's bounds check costs as much as the read.
        let members = graph.requestStart.withUnsafeBufferPointer { requestStart in
            graph.requestFlags.withUnsafeBufferPointer { requestFlags in
                graph.targetStart.withUnsafeBufferPointer { targetStart in
                    graph.targetNodes.withUnsafeBufferPointer { targetNodes in
                        Self.cycleMembers(
                            requestStart: requestStart, requestFlags: requestFlags, targetStart: targetStart,
                            targetNodes: targetNodes)
                    }
                }
            }
        }
        return members.map { ($0[0], .dependencyCycle($0.map { graph.nodes[$0] })) }
    }

    /// The members of each cycle, from the node the search entered it at. An iterative
    /// search, so a very deep graph cannot overflow the call stack.
    private static func cycleMembers(
        requestStart: UnsafeBufferPointer<Int32>, requestFlags: UnsafeBufferPointer<DependencyGraph.RequestFlags>,
        targetStart: UnsafeBufferPointer<Int32>, targetNodes: UnsafeBufferPointer<Int32>
    ) -> [[Int]] {
        let nodeCount = requestStart.count - 1
        var found: [[Int]] = []
        // A node is on the path at most once, so the search state fits in buffers of the node
        // count, written in place rather than grown and shrunk on every step.
        let state = UnsafeMutablePointer<UInt8>.allocate(capacity: max(nodeCount, 1)) // 0 new, 1 on the path, 2 done
        state.initialize(repeating: 0, count: max(nodeCount, 1))
        let path = UnsafeMutablePointer<Int32>.allocate(capacity: max(nodeCount, 1))
        // For each step of the path, the request and the target position to look at next.
        let nextRequest = UnsafeMutablePointer<Int32>.allocate(capacity: max(nodeCount, 1))
        let nextTarget = UnsafeMutablePointer<Int32>.allocate(capacity: max(nodeCount, 1))
        defer {
            state.deallocate()
            path.deallocate()
            nextRequest.deallocate()
            nextTarget.deallocate()
        }
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
