/// What the root of an app's graph never uses, as warnings: a linked wiring library none of
/// whose bindings it reaches (`Wiring.UnusedLibrary`), a binding no path from it reaches
/// (`Wiring.UnreachableBinding`), and a collection or map contribution of a type nothing asks
/// for (`Wiring.UnusedContribution`).
///
/// Only for an app's whole graph: a wiring library checked on its own has no root, and there
/// everything counts as used. Only for a valid graph, whose every request has its answer.
///
/// A binding marked `reachedByType()` counts as reached, with everything it asks for: the app
/// asks for it by type, which no path shows. So does a property injector, which
/// `injectProperties(into:)` finds by type for objects made elsewhere.
struct UnusedBindings {
    let graph: DependencyGraph
    /// The linked wiring libraries, in the order the app links them.
    let libraries: [WiringLibrary]

    /// Every warning, libraries first, then bindings in declaration order.
    func warnings() -> [Diagnostic] {
        let levels = graph.levels
        guard let root = levels.first, let start = graph.node(of: root.rootKey, seenFrom: root) else { return [] }
        let rootName = root.rootKey.name
        let nodes = graph.nodes
        let positions = Dictionary(
            uniqueKeysWithValues: levels.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
        // A child's installation leads to the child's root, as building the child makes it.
        var builds: [Int: [Int]] = [:]
        var installations: [Int?] = [nil]
        for level in levels.dropFirst() {
            guard let parent = level.parent, let factoryKey = level.factoryKey,
                let installation = graph.node(of: factoryKey, seenFrom: parent)
            else {
                installations.append(nil)
                continue
            }
            installations.append(installation)
            if let childRoot = graph.node(of: level.rootKey, seenFrom: level) {
                builds[installation, default: []].append(childRoot)
            }
        }

        var reached = [Bool](repeating: false, count: nodes.count)
        var queue = [start]
        for node in nodes.indices
        where nodes[node].isReachedByType || nodes[node].key.plainType is any ClassInjection.Type {
            queue.append(node)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            guard !reached[node] else { continue }
            reached[node] = true
            for request in graph.requests(of: node) {
                for target in graph.targets(of: request) where !reached[Int(target)] { queue.append(Int(target)) }
            }
            for childRoot in builds[node] ?? [] where !reached[childRoot] { queue.append(childRoot) }
        }
        // A contribution is asked for when a collection or map request gathers it, whoever asks.
        var gathered = [Bool](repeating: false, count: nodes.count)
        for target in graph.targetNodes { gathered[Int(target)] = true }

        var warnings: [Diagnostic] = []
        var unusedLibraries: Set<String> = []
        // A binding belongs to the linked library that lists the module declaring it, or else to
        // the library named after the Swift module of its declaration, as the graph export says.
        var libraryOfModule: [ObjectIdentifier: String] = [:]
        for library in libraries {
            for module in library.modules { libraryOfModule[ObjectIdentifier(module)] = library.name }
        }
        let nodeLibraries = nodes.map { binding in
            binding.declaredIn.type.flatMap { libraryOfModule[ObjectIdentifier($0)] } ?? binding.library
        }
        var byLibrary: [String: [Int]] = [:]
        for (node, library) in nodeLibraries.enumerated() { byLibrary[library, default: []].append(node) }
        for library in libraries.map(\.name) {
            let own = byLibrary[library] ?? []
            guard !own.contains(where: { reached[$0] }) else { continue }
            unusedLibraries.insert(library)
            warnings.append(.unusedLibrary(library, root: rootName, bindings: own.map { nodes[$0] }))
        }
        // A child whose installation nothing reaches is reported once, at the installation.
        var skippedLevels = [Bool](repeating: false, count: levels.count)
        var childAt: [Int: String] = [:]
        for (position, level) in levels.enumerated().dropFirst() {
            let parentSkipped = level.parent.flatMap { positions[ObjectIdentifier($0)] }.map { skippedLevels[$0] }
            if let installation = installations[position] {
                childAt[installation] = level.name
                skippedLevels[position] = (parentSkipped ?? false) || !reached[installation]
            }
        }
        for node in nodes.indices where !reached[node] {
            let binding = nodes[node]
            if binding.origin == .seed || unusedLibraries.contains(nodeLibraries[node]) { continue }
            if skippedLevels[Int(graph.nodeLevel[node])] { continue }
            if let child = childAt[node] {
                warnings.append(.unreachableChild(binding, child: child, root: rootName))
            } else if !binding.isSingle && !gathered[node] {
                warnings.append(.unusedContribution(binding, requested: binding.key.name))
            } else {
                warnings.append(.unreachableBinding(binding, root: rootName))
            }
        }
        return warnings
    }
}
