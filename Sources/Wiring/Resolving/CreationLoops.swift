/// Finding a creation that could never finish: a factory that asks, while it runs, for an
/// instance this thread is still making, or an unscoped value whose making asks for it again
/// and again. Each is reported with the loop, binding by binding.
extension InstanceStore {
    /// How many unscoped values made through requests that can loop (see ``ProviderTarget``) a
    /// thread may be inside at once before asking again for one of them is reported as a loop:
    /// deep enough for any honest recursion, shallow enough to stop long before the stack runs out.
    static let unscopedLoopBound = 100

    /// The diagnostic for asking for node `node` again, `how`, while this thread is making it.
    func reentrance(into node: Int, how: String) -> Diagnostic {
        reentranceDiagnostic(
            into: node, loop: CreationTrace.current.loop(backTo: Int32(node), of: graph) + [Int32(node)], how: how)
    }

    private func reentranceDiagnostic(into node: Int, loop: [Int32], how: String) -> Diagnostic {
        .reentrantCreation(
            graph.bindingName(ofNode: node), at: graph.bindingLocation(ofNode: node), how: how,
            loop: loop.map { (graph.bindingName(ofNode: Int($0)), graph.bindingLocation(ofNode: Int($0))) })
    }

    /// The value `target` reads, made while this thread's trace records it, so that a loop of
    /// unscoped bindings that ask for each other through providers is reported, not followed
    /// until the stack runs out. Stops with the loop, as a provider's `get()` cannot throw.
    @usableFromInline
    func valueGuardingLoops<T>(of target: ProviderTarget, as type: T.Type) -> T {
        let trace = CreationTrace.current
        let node = target.guardNode
        if trace.guardedCount >= Self.unscopedLoopBound {
            let loop = trace.loop(backTo: node, of: graph)
            if !loop.isEmpty {
                stop(
                    with: reentranceDiagnostic(
                        into: Int(node), loop: loop + [node],
                        how: "through a provider's get() more than \(Self.unscopedLoopBound) times"))
            }
        }
        trace.push(node, of: graph, guarded: true)
        defer { trace.pop() }
        switch target.answer {
        case .node(let node): return graph.value(ofNode: Int(node), as: type, in: self)
        case .made(let recipe): return recipe.value(as: type, in: self)
        case .provider(let number): return graph.provider(number, as: type, in: self)
        }
    }

    /// The diagnostic for resolving node `node` by type, `how`, when that would make an
    /// instance this thread is already making, or go round a loop of unscoped bindings; nil
    /// otherwise, or when the thread is not making anything.
    func reentrance(resolvingNode node: Int, how: String) -> Diagnostic? {
        // The thread check first: outside a factory, the usual case, it is all this costs.
        guard CreationTrace.isCreating else { return nil }
        let trace = CreationTrace.current
        if graph.cells[node] < 0, trace.guardedCount >= Self.unscopedLoopBound {
            let loop = trace.loop(backTo: Int32(node), of: graph)
            if !loop.isEmpty {
                return reentranceDiagnostic(
                    into: node, loop: loop + [Int32(node)],
                    how: "\(how) more than \(Self.unscopedLoopBound) times")
            }
        }
        return reentrance(resolving: [node], how: how)
    }

    /// The diagnostic for making the values of nodes `nodes` now, `how`, when that would make an
    /// instance this thread is already making. Follows the plain parameters of instances not
    /// made yet, so a loop through them is reported here, where it can be thrown; a loop
    /// through a provider is found when it closes, and stops there.
    func reentrance(resolving nodes: [Int], how: String) -> Diagnostic? {
        guard CreationTrace.isCreating else { return nil }
        // Each node reached, with the node that reached it, to name the path once a loop closes.
        var reachedFrom = Dictionary(nodes.map { ($0, -1) }, uniquingKeysWith: { first, _ in first })
        var pending = nodes.map { (node: $0, store: self) }
        while let (node, store) = pending.popLast() {
            var dependenciesStore = store
            let cell = Int(graph.cells[node])
            if cell >= 0 {
                let owner = store.owner(atDepth: Int(graph.depths[node]))
                if owner.cells.instance(at: cell) != nil { continue }
                if owner.cells.isCreatingOnThisThread(cell) {
                    let path = sequence(first: node) { reachedFrom[$0].flatMap { $0 >= 0 ? $0 : nil } }
                    let loop = CreationTrace.current.loop(backTo: Int32(node), of: graph)
                    return reentranceDiagnostic(
                        into: node, loop: loop + path.reversed().map { Int32($0) }, how: how)
                }
                dependenciesStore = owner
            }
            for dependency in graph.plainDependencies(ofNode: node) where reachedFrom[dependency] == nil {
                reachedFrom[dependency] = node
                pending.append((dependency, dependenciesStore))
            }
        }
        return nil
    }
}
