extension WiringGraph {
    /// Works out the graph of a built component from the levels it kept.
    ///
    /// A child factory's request is answered by the child's installation, a binding of the
    /// parent that `install(_:)` declares, as any other request is answered.
    ///
    /// Each request's targets are found as validation finds them
    /// (``RequestShape/answeringBindings(single:contributions:)``): a level sees its own
    /// bindings and its ancestors'.
    init(levels: [DeclaredLevel], libraries: [String]) {
        let parents = Self.parents(of: levels)
        var firstNode: [Int] = []
        var singles: [[BindingKey: Int]] = []
        var contributions: [[BindingKey: [Int]]] = []
        var nodes: [Node] = []
        // Whether each node is a binding a request kind reads, which a parameter is never read as.
        var readByRequestKind: [Bool] = []
        for (position, level) in levels.enumerated() {
            firstNode.append(nodes.count)
            var levelSingles: [BindingKey: Int] = [:]
            var levelContributions: [BindingKey: [Int]] = [:]
            for index in level.bindings.indices {
                let id = nodes.count
                if level.bindings[index].isSingle {
                    if levelSingles[level.bindings[index].key] == nil { levelSingles[level.bindings[index].key] = id }
                } else {
                    levelContributions[level.bindings[index].key, default: []].append(id)
                }
                nodes.append(Node(level.bindings[index], id: id, component: position))
                readByRequestKind.append(level.bindings[index].key.isReadByRequestKind)
            }
            singles.append(levelSingles)
            contributions.append(levelContributions)
        }

        /// The levels `level` sees, nearest first.
        func chain(_ level: Int) -> [Int] {
            var chain = [level]
            while let parent = parents[chain[chain.count - 1]] { chain.append(parent) }
            return chain
        }
        var childByFactoryKey: [BindingKey: Int] = [:]
        for (position, level) in levels.enumerated() {
            if let key = level.factoryKey { childByFactoryKey[key] = position }
        }

        var edges: [Edge] = []
        for (position, level) in levels.enumerated() {
            let visible = chain(position)
            func single(_ key: BindingKey, from levels: [Int]) -> Int? {
                levels.lazy.compactMap { singles[$0][key] }.first
            }
            let recognizer = RequestKindRecognizer { type in
                single(BindingKey(metatype: type), from: visible).map { !readByRequestKind[$0] } ?? false
            }
            for index in level.bindings.indices {
                let from = firstNode[position] + index
                for request in level.bindings[index].dependencies {
                    let kind = RequestKind(request, recognizer: recognizer)
                    let shape = recognizer.shape(of: request)
                    let parameter = request.parameterName
                    let answering = shape.answeringBindings(
                        single: { single($0, from: visible) },
                        contributions: { key in visible.reversed().flatMap { contributions[$0][key] ?? [] } })
                    let targets = answering.contributions + (answering.single.map { [$0] } ?? [])
                    let child = kind.buildsChildren ? childByFactoryKey[shape.key] : nil
                    edges += targets.map {
                        Edge(from: from, to: $0, kind: kind, parameter: parameter, childComponent: child)
                    }
                }
            }
        }

        let components = levels.enumerated().map { position, level in
            let visible = chain(position)
            return ComponentNode(
                id: position, name: level.component, parent: parents[position], scope: level.scope.name,
                root: level.rootKey.name, rootBinding: visible.lazy.compactMap { singles[$0][level.rootKey] }.first,
                installation: level.factoryKey.flatMap { key in
                    visible.dropFirst().lazy.compactMap { singles[$0][key] }.first
                },
                library: level.installation?.moduleName)
        }
        self.init(libraries: libraries, components: components, bindings: nodes, edges: edges)
    }

    /// Each level's parent: the nearest level before it that is one shallower, since levels
    /// are kept depth first; nil for the root.
    private static func parents(of levels: [DeclaredLevel]) -> [Int?] {
        var open: [Int] = []
        return levels.enumerated().map { position, level in
            open.removeLast(max(0, open.count - level.depth))
            let parent = open.last
            open.append(position)
            return parent
        }
    }
}

extension WiringGraph.Node {
    /// Describes `binding`, number `id`, of component number `component`.
    init(_ binding: Binding, id: Int, component: Int) {
        let key = binding.key
        var mapKey: String?
        let contribution: WiringGraph.Contribution
        switch binding.contribution {
        case .single: contribution = .single
        case .collectionElement: contribution = .collectionElement
        case .mapEntry(let entry, _, _):
            contribution = .mapEntry
            mapKey = entry.description
        }
        let tag = key.tagName
        self.init(
            id: id, type: tag == nil ? key.name : key.typeName, tag: tag, contribution: contribution, mapKey: mapKey,
            scope: binding.scope?.name, module: binding.declaringModule, library: binding.library,
            file: binding.location.fileID, line: binding.location.line, path: binding.location.displayPath,
            creation: WiringGraph.CreationKind(binding.creation),
            component: component, reachedByType: binding.isReachedByType)
    }
}
