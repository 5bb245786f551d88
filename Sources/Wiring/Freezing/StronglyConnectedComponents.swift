/// The strongly connected components of some bindings (Tarjan's algorithm, without
/// recursion, so a deep graph cannot overflow the stack).
///
/// Components are numbered in the order they are completed: a component's number is above
/// that of every other component it reaches.
struct StronglyConnectedComponents {
    /// Each binding's component.
    let component: [Int]
    /// Every binding, grouped by component in the order components are numbered: one array
    /// for all of them, since most components are a single binding.
    private let grouped: [Int]
    /// Where each component's bindings start in `grouped`, and where the last one ends.
    private let groupStart: [Int]

    /// The number of components.
    var count: Int { groupStart.count - 1 }

    /// The bindings of component `number`.
    func members(of number: Int) -> ArraySlice<Int> {
        grouped[groupStart[number]..<groupStart[number + 1]]
    }

    init(_ edges: NodeEdges) {
        let count = edges.count
        var order = [Int](repeating: -1, count: count) // when each binding was first reached
        var lowest = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var grouped: [Int] = []
        grouped.reserveCapacity(count)
        var groupStart = [0]
        var stack: [Int] = []
        // The search's own stack: a binding and the position of its next target in `edges`.
        var frames: [(node: Int, next: Int)] = []
        var counter = 0
        for root in 0..<count where order[root] < 0 {
            order[root] = counter
            lowest[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            frames.append((root, Int(edges.start[root])))
            while let frame = frames.last {
                let node = frame.node
                if frame.next < Int(edges.start[node + 1]) {
                    frames[frames.count - 1].next += 1
                    let target = Int(edges.targets[frame.next])
                    if order[target] < 0 {
                        order[target] = counter
                        lowest[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, Int(edges.start[target])))
                    } else if onStack[target] {
                        lowest[node] = min(lowest[node], order[target])
                    }
                    continue
                }
                frames.removeLast()
                if let caller = frames.last {
                    lowest[caller.node] = min(lowest[caller.node], lowest[node])
                }
                guard lowest[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = groupStart.count - 1
                    grouped.append(member)
                    if member == node { break }
                }
                groupStart.append(grouped.count)
            }
        }
        self.component = component
        self.grouped = grouped
        self.groupStart = groupStart
    }
}
