/// The rules for asking for asynchronous and main-actor bindings, checked before anything is
/// created, like every other rule of the graph:
///
/// - a component with asynchronous bindings of its own is built with `Component.build`, and a
///   child component with scoped asynchronous bindings with `AsyncChildFactory`, which makes
///   them when the child is built (so they do not concern how the parent is built);
/// - an unscoped asynchronous binding is asked for only as `AsyncProvider<T>` (a scoped one
///   exists before anything can ask for it, so any request may read it);
/// - a main-actor binding is asked for as `MainActorProvider<T>`, or as a plain parameter of
///   another main-actor factory, which runs on the main actor too;
/// - a main-actor root is scoped in its component, which makes it on the main actor when it is
///   built (a child component with one, with `AsyncChildFactory`), so that `root`, which
///   anything may read, never has to make it.
struct IsolationRules {
    let graph: DependencyGraph
    let buildsAsynchronously: Bool

    /// Every broken rule, with the node it is reported at.
    func problems() -> [(node: Int, diagnostic: Diagnostic)] {
        var found: [(node: Int, diagnostic: Diagnostic)] = []
        let flags = graph.nodeFlags
        if !buildsAsynchronously {
            // Only the top component's own: a child's are made when the child is built.
            for node in graph.nodes.indices where flags[node].contains(.asynchronous) && graph.nodeLevel[node] == 0 {
                found.append((node, .asyncBuildRequired(graph.nodes[node])))
            }
        }
        let asynchronousChildren = self.asynchronousChildren()
        for (position, level) in graph.levels.enumerated() {
            guard let root = graph.node(of: level.rootKey, seenFrom: level) else { continue }
            if flags[root].contains(.asynchronous), !flags[root].contains(.scoped) {
                found.append((root, .asyncRoot(graph.nodes[root], of: level)))
            }
            if flags[root].contains(.mainActor),
                !flags[root].contains(.scoped) || graph.nodeLevel[root] != position
            {
                found.append((root, .mainActorRoot(graph.nodes[root], of: level)))
            }
        }
        for node in graph.nodes.indices {
            let requests = graph.requests(of: node)
            for request in requests {
                let requestFlags = graph.requestFlags[request]
                for target in graph.targets(of: request).lazy.map(Int.init) {
                    if let problem = problem(
                        node, asking: request - requests.lowerBound, flags: requestFlags, of: target,
                        asynchronousChildren: asynchronousChildren)
                    {
                        found.append((node, problem))
                    }
                }
            }
        }
        return found
    }

    /// What is wrong with `node` asking for `target` through its parameter number `parameter`.
    private func problem(
        _ node: Int, asking parameter: Int, flags: DependencyGraph.RequestFlags, of target: Int,
        asynchronousChildren: [BindingKey: (child: String, binding: Binding)]
    ) -> Diagnostic? {
        let targetFlags = graph.nodeFlags[target]
        let direct = !flags.contains(.aggregate)
        var parameterName: String { graph.nodes[node].dependencies[parameter].parameterName }
        if targetFlags.contains(.asynchronous) && !targetFlags.contains(.scoped)
            && !(direct && flags.contains(.asynchronousAccess))
        {
            // A collection or map is assembled synchronously, however it is asked for, so only a
            // scoped contribution, made while the component is built, can be in one.
            if targetFlags.contains(.contribution) {
                return .asyncContributionRequiresScope(
                    graph.nodes[node], parameter: parameterName, contribution: graph.nodes[target])
            }
            return .asyncProviderRequired(graph.nodes[node], parameter: parameterName, target: graph.nodes[target])
        }
        if targetFlags.contains(.mainActor) {
            let throughProvider = direct && flags.contains(.mainActorAccess)
            let plainOnMainActor = graph.nodeFlags[node].contains(.mainActor) && !flags.contains(.ofKind)
            if !throughProvider && !plainOnMainActor {
                return .mainActorProviderRequired(
                    graph.nodes[node], parameter: parameterName, target: graph.nodes[target])
            }
        }
        if !flags.contains(.asynchronousAccess), let child = asynchronousChildren[graph.nodes[target].key] {
            // `KeyedComponents` builds each key's child on first use, synchronously, and has no
            // asynchronous twin to take instead.
            if graph.nodes[node].key.plainType is any BuildsChildrenSynchronously.Type {
                return .keyedChildBuildRequired(graph.nodes[node], child: child.child, binding: child.binding)
            }
            return child.binding.creation == .onMainActor
                ? .mainActorChildBuildRequired(
                    graph.nodes[node], parameter: parameterName, child: child.child, root: child.binding)
                : .asyncChildBuildRequired(
                    graph.nodes[node], parameter: parameterName, child: child.child, asynchronous: child.binding)
        }
        return nil
    }

    /// The child components with scoped asynchronous bindings, or a main-actor root, by the key
    /// `ChildFactory<C>` asks for, with the first such binding.
    private func asynchronousChildren() -> [BindingKey: (child: String, binding: Binding)] {
        var children: [BindingKey: (child: String, binding: Binding)] = [:]
        for level in graph.levels {
            guard let key = level.factoryKey else { continue }
            let nodes = graph.nodes(of: level)
            if let first = nodes.first(where: { graph.nodeFlags[$0].isSuperset(of: [.scoped, .asynchronous]) }) {
                children[key] = (level.name, graph.nodes[first])
            } else if let root = graph.node(of: level.rootKey, seenFrom: level),
                graph.nodeFlags[root].contains(.mainActor)
            {
                children[key] = (level.name, graph.nodes[root])
            }
        }
        return children
    }
}
