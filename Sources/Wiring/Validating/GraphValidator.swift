import WiringSupport

/// Checks a whole component tree before anything in it is created, and collects every problem.
///
/// Each level is checked with its ancestors' bindings visible: missing bindings (with the
/// path from the level's root and near-miss suggestions), cycles of immediate dependencies
/// (with every edge's declaration), duplicates (naming both wiring libraries), duplicate map
/// keys, collection/plain conflicts, scopes that do not belong to the level, and a root that
/// nothing binds.
struct GraphValidator {
    /// The linked wiring libraries' names, to say which library should have bound a type.
    /// Searched only for messages, so a list: a set would be hashed on every build.
    let linkedLibraries: [String]
    /// Whether the component is built with `Component.build`, which makes asynchronous singletons.
    var buildsAsynchronously = false
    /// The wiring library checked on its own (``WiringLibrary/check(fileID:filePath:line:)``),
    /// whose graph has no root; nil when checking an app's graph.
    var checkedLibrary: String?
    /// What the package's wiring libraries bind, linked or not, when the check was given it.
    var packageBindings: PackageBindings?

    /// Every problem of `graph` and the `declarationProblems` found while its modules were
    /// configured, in declaration order (see ``DeclarationOrder``).
    func validate(_ graph: DependencyGraph, declarationProblems: [Diagnostic] = []) -> [Diagnostic] {
        var found: [(place: DeclarationOrder.Place, diagnostic: Diagnostic)] = []
        var missing = MissingKeys()
        for (position, level) in graph.levels.enumerated() {
            let hasRoot = checkedLibrary == nil || position > 0
            if hasRoot && level.single(level.rootKey) == nil {
                found.append((.root(ofLevel: position, firstNode: graph.firstNode(of: level)), missingRoot(of: level)))
            }
            found += validate(level: level, in: graph, missing: &missing).map {
                (.node($0.node, in: graph), $0.diagnostic)
            }
        }
        // One type nothing binds is one problem, however many bindings need it. Where a library
        // declared it as a requirement, it is reported where the first requirement is declared,
        // naming every library that requires it; a requirement nothing asks for cannot stop
        // anything from working, so it is no error here (the library's own check warns that it
        // is unused).
        var declarationProblems = declarationProblems
        if !missing.groups.isEmpty {
            let unmet = unmetRequirements(in: graph)
            for requests in missing.groups {
                let key = requests[0].key
                let requirements = unmet.filter { $0.key == key }.map(\.requirement)
                if requirements.isEmpty {
                    found.append((.node(requests[0].node, in: graph), missingBinding(requests, in: graph)))
                } else {
                    declarationProblems.append(
                        .unmetRequirement(
                            key, requirements: requirements, requesters: requesterNotes(requests, in: graph),
                            fix: fix(for: key)))
                }
            }
        }
        found += CycleFinder(graph: graph).cycles().map { (.node($0.node, in: graph), $0.diagnostic) }
        if graph.hasIsolatedCreation {
            found += IsolationRules(graph: graph, buildsAsynchronously: buildsAsynchronously).problems().map {
                (.node($0.node, in: graph), $0.diagnostic)
            }
        }
        guard !declarationProblems.isEmpty || !found.isEmpty else { return [] }
        let order = DeclarationOrder(graph: graph)
        found += declarationProblems.map { (order.place(of: $0), $0) }
        return order.sorted(found)
    }

    /// The requirements declared in `graph` that no binding its level sees meets, each with the
    /// key that would meet it.
    private func unmetRequirements(in graph: DependencyGraph) -> [(requirement: Requirement, key: BindingKey)] {
        graph.levels.flatMap { level in
            let recognizer = level.recognizer
            return level.requirements.compactMap { requirement -> (requirement: Requirement, key: BindingKey)? in
                let shape = recognizer.shape(of: requirement.request)
                let key = shape.directKey ?? shape.key
                // A collection or map is met even when nothing contributes: it is empty.
                if shape.isAggregate || level.singleIndex(key) != nil { return nil }
                return (requirement, key)
            }
        }
    }

    /// The problems found at `level`, each with the node of the binding it is reported at; the
    /// requests nothing answers are added to `missing`, to be reported once per key.
    private func validate(
        level: ComponentLevel, in graph: DependencyGraph, missing: inout MissingKeys
    ) -> [(node: Int, diagnostic: Diagnostic)] {
        var diagnostics: [(node: Int, diagnostic: Diagnostic)] = []
        let levelNodes = graph.nodes(of: level)
        // The level's nodes' flags; loops read these, and a binding only to report it.
        let flags = graph.nodeFlags[levelNodes]
        diagnostics += duplicates(in: level, of: graph, flags: flags)
        if flags.contains(where: { $0.contains(.contribution) }) {
            diagnostics += mapKeyClashes(in: level, of: graph)
            diagnostics += collectionConflicts(in: level, of: graph)
        }
        diagnostics += scopeMismatches(in: level, of: graph, flags: flags)
        let index = level.levelIndex
        let keyIDs = index.keyIDs
        for unanswered in graph.unansweredRequests where levelNodes.contains(Int(unanswered.node)) {
            let node = Int(unanswered.node), request = Int(unanswered.request)
            let position = node - graph.firstNode(of: level)
            // A duplicate is reported once, as a duplicate, and not again as a cascade.
            if !flags[node].contains(.contribution) && index.single(Int(keyIDs[position])) != position { continue }
            if graph.requestFlags[request].contains(.optional) { continue }
            let parameter = level.bindings[position].dependencies[request - Int(graph.requestStart[node])]
            missing.add(
                MissingKeys.Request(
                    node: node, level: level, parameter: parameter, shape: level.recognizer.shape(of: parameter)))
        }
        return diagnostics
    }

    /// Notes on who needs a missing key: the first request with the dependency path from its
    /// level's root, when the root reaches it, then a few more, then how many others.
    private func requesterNotes(_ requests: [MissingKeys.Request], in graph: DependencyGraph) -> [Diagnostic.Note] {
        let first = requests[0]
        let binding = graph.nodes[first.node]
        var notes: [Diagnostic.Note] = []
        if let path = PathFinder(graph: graph, level: first.level).path(to: binding.key) {
            notes.append(Diagnostic.dependencyPath(path, to: first.shape.key.name, at: binding))
        } else {
            notes.append(Diagnostic.needsIt(binding))
        }
        notes += requests.dropFirst().prefix(Self.listedRequesters).map { Diagnostic.needsIt(graph.nodes[$0.node]) }
        let more = requests.count - 1 - Self.listedRequesters
        if more > 0 { notes.append(Diagnostic.andMoreNeedIt(more)) }
        return notes
    }

    /// How many requesters beyond the first a diagnostic names.
    private static let listedRequesters = 2

    // MARK: Duplicates and conflicts

    private func duplicates(
        in level: ComponentLevel, of graph: DependencyGraph, flags: ArraySlice<DependencyGraph.NodeFlags>
    ) -> [(node: Int, diagnostic: Diagnostic)] {
        let index = level.levelIndex
        var diagnostics: [(node: Int, diagnostic: Diagnostic)] = index.duplicates.compactMap { position in
            index.single(Int(index.keyIDs[position])).map { first in
                (
                    graph.firstNode(of: level) + position,
                    duplicate(level.bindings[position], first: level.bindings[first])
                )
            }
        }
        // A key bound at this level and by an ancestor; the root level has none.
        guard let parent = level.parent else { return diagnostics }
        let keyIDs = index.keyIDs
        for (position, nodeFlags) in zip(0..., flags) where !nodeFlags.contains(.contribution) {
            let keyID = Int(keyIDs[position])
            guard index.single(keyID) == position, let inherited = parent.singleIndex(keyID: keyID) else { continue }
            diagnostics.append(
                (
                    graph.firstNode(of: level) + position,
                    duplicate(
                        level.bindings[position], first: inherited.level.bindings[inherited.index],
                        inheritedFrom: inherited.level)
                ))
        }
        return diagnostics
    }

    private func duplicate(_ binding: Binding, first: Binding, inheritedFrom ancestor: ComponentLevel? = nil)
        -> Diagnostic
    {
        let firstNote = Diagnostic.firstBound(binding.key.name, by: first)
        if let ancestor {
            return .duplicateOfInherited(binding, ancestor: ancestor.name, firstNote: firstNote)
        }
        if binding.library != first.library {
            return .duplicateAcrossLibraries(binding, first: first, firstNote: firstNote)
        }
        return .duplicateInLibrary(binding, firstNote: firstNote)
    }

    private func mapKeyClashes(
        in level: ComponentLevel, of graph: DependencyGraph
    ) -> [(node: Int, diagnostic: Diagnostic)] {
        var diagnostics: [(node: Int, diagnostic: Diagnostic)] = []
        var ownKeys: [BindingKey] = []
        for binding in level.bindings where !binding.isSingle && !ownKeys.contains(binding.key) {
            ownKeys.append(binding.key)
        }
        for key in ownKeys {
            guard let keyID = level.registry.existingID(key) else { continue }
            // The entries sorted by their key's hash value, and by contribution order among
            // equal ones, so that equal keys are neighbours. Not a dictionary keyed by the
            // entries: making its type asks the runtime whether `MapKey` is `Hashable`, and
            // the first answer in a process scans every conformance record.
            var entries: [(hash: Int, order: Int, node: Int, entry: MapKey)] = []
            for (owner, position) in level.contributionIndices(keyID: keyID) {
                guard case .mapEntry(let entry, _, _) = owner.bindings[position].contribution else { continue }
                entries.append((entry.value.hashValue, entries.count, graph.firstNode(of: owner) + position, entry))
            }
            entries.sort { ($0.hash, $0.order) < ($1.hash, $1.order) }
            var clashes: [(node: Int, diagnostic: Diagnostic)] = []
            for (index, later) in entries.enumerated() {
                var first = index
                while first > 0 && entries[first - 1].hash == later.hash { first -= 1 }
                // The first entry contributed before it under an equal key.
                guard let earlier = entries[first..<index].first(where: { $0.entry == later.entry }) else { continue }
                clashes.append(
                    (
                        later.node,
                        .duplicateMapKey(
                            later.entry.description, of: key, by: graph.nodes[later.node],
                            earlier: graph.nodes[earlier.node])
                    ))
            }
            diagnostics += clashes.sorted { $0.node < $1.node }
        }
        return diagnostics
    }

    private func collectionConflicts(
        in level: ComponentLevel, of graph: DependencyGraph
    ) -> [(node: Int, diagnostic: Diagnostic)] {
        var reported: Set<BindingKey> = []
        var diagnostics: [(node: Int, diagnostic: Diagnostic)] = []
        for (node, binding) in zip(graph.firstNode(of: level)..., level.bindings) {
            let direct: BindingKey
            switch binding.contribution {
            case .single: continue
            case .collectionElement(let key), .mapEntry(_, let key, _): direct = key
            }
            guard let plain = level.single(direct), reported.insert(direct).inserted else { continue }
            diagnostics.append((node, .collectionConflict(direct, contribution: binding, plain: plain.binding)))
        }
        return diagnostics
    }

    private func scopeMismatches(
        in level: ComponentLevel, of graph: DependencyGraph, flags: ArraySlice<DependencyGraph.NodeFlags>
    ) -> [(node: Int, diagnostic: Diagnostic)] {
        // Checked first with a plain scan of the flags, so that a level without a foreign scope
        // does no work per binding.
        guard flags.contains(where: { $0.contains(.foreignScope) }) else { return [] }
        return zip(0..., flags).compactMap { position, nodeFlags in
            guard nodeFlags.contains(.foreignScope) else { return nil }
            let binding = level.bindings[position]
            guard let scope = binding.scope else { return nil }
            let owner = level.chain.first { $0.scope == scope }
            return (
                graph.firstNode(of: level) + position, .scopeMismatch(binding, scope: scope, in: level, owner: owner)
            )
        }
    }

    // MARK: Missing bindings

    private func missingRoot(of level: ComponentLevel) -> Diagnostic {
        var notes = [Diagnostic.Note(location: nil, message: whoShouldBind(level.rootKey))]
        notes += suggestions(for: level.rootKey, in: level)
        return .missingRoot(of: level, notes: notes)
    }

    /// The missing binding of the key `requests` ask for, reported at the first of them.
    private func missingBinding(_ requests: [MissingKeys.Request], in graph: DependencyGraph) -> Diagnostic {
        let first = requests[0]
        let binding = graph.nodes[first.node]
        let shape = first.shape
        var notes: [Diagnostic.Note] = []
        let path = PathFinder(graph: graph, level: first.level).path(to: binding.key)
        if let path {
            notes.append(Diagnostic.dependencyPath(path, to: shape.key.name, at: binding))
        }
        notes += requests.dropFirst().prefix(Self.listedRequesters).map { Diagnostic.needsIt(graph.nodes[$0.node]) }
        let more = requests.count - 1 - Self.listedRequesters
        if more > 0 { notes.append(Diagnostic.andMoreNeedIt(more)) }
        notes += suggestions(for: shape.key, in: first.level)
        if let checkedLibrary {
            notes.append(Diagnostic.bindOrRequire(shape.directKey ?? shape.key, library: checkedLibrary))
        } else if shape.key.tag == nil {
            notes += fix(for: shape.key)
        }
        return .missingBinding(
            first.parameter, asking: shape.key, of: binding, in: first.level, notes: notes, path: path ?? [])
    }

    /// Near misses: a close name, the same type bound only with a tag (or only without), or
    /// bound as an optional.
    private func suggestions(for key: BindingKey, in level: ComponentLevel) -> [Diagnostic.Note] {
        let visible = level.chain.flatMap(\.bindings).filter(\.isSingle)
        var notes: [Diagnostic.Note] = []
        let sameType = visible.filter { $0.key.type == key.type && $0.key != key }
        for other in sameType {
            notes.append(Diagnostic.boundWithOtherTag(key, other: other))
        }
        // An injector is looked up by the object's exact class, so one bound for a superclass
        // does not answer for a subclass; say so, rather than leave it to a near-miss guess.
        if let wanted = key.plainType as? any ClassInjection.Type {
            let object = TypeName.of(wanted.injectedClass)
            for other in visible
            where (other.key.plainType as? any ClassInjection.Type)?.injectsSuperclass(of: wanted.injectedClass) == true
            {
                notes.append(Diagnostic.injectorForSuperclass(other, object: object))
            }
        }
        // Found by type, not by name: a name is for people, and `T?` is named like the source writes it.
        if let optional = visible.first(where: { $0.key.optionalWrapped == key }) {
            notes.append(Diagnostic.boundAsOptional(key, optional: optional))
        }
        // A binding that itself asks for `key` is never what was meant in its place.
        let recognizer = level.recognizer
        let candidates = visible.filter { binding in
            !binding.dependencies.contains { recognizer.requiredKey(of: $0) == key }
        }
        let byName = Dictionary(candidates.map { ($0.key.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in NearMiss.suggestions(for: key.name, among: Array(byName.keys)) {
            if let near = byName[name], !sameType.contains(where: { $0.key == near.key }) {
                notes.append(Diagnostic.didYouMean(name, at: near))
            }
        }
        return notes
    }

    /// What to do about `key`, which nothing linked binds. With what the package's libraries
    /// bind: the libraries that bind it, and the linked library that stands in their place
    /// (`AnalyticsWiring`, linked where `FakeAnalyticsWiring` binds the type). Otherwise, which
    /// library should bind it, as far as the linked libraries tell.
    private func fix(for key: BindingKey) -> [Diagnostic.Note] {
        if let packageBindings {
            let binders = packageBindings.libraries(binding: key.name).filter { !linkedLibraries.contains($0) }
            if !binders.isEmpty {
                let call = "binder.bind(\(selfExpression(key.name))).to(factory: …)"
                let standIn = linkedLibraries.first { linked in
                    binders.contains { PackageBindings.areVariants($0, linked) }
                }
                return [
                    Diagnostic.Note(
                        location: nil,
                        message: standIn.map {
                            Diagnostic.bindInStandIn(key.name, standIn: $0, binders: binders, call: call)
                        }
                            ?? Diagnostic.linkBinder(key.name, binders: binders))
                ]
            }
        }
        return [Diagnostic.Note(location: nil, message: whoShouldBind(key))]
    }

    /// Says which wiring library should bind `key`, and with which call. A library is named as
    /// the place to bind only when it is linked: the validator knows no other libraries, and
    /// naming one by convention alone sent people to libraries that do not exist.
    private func whoShouldBind(_ key: BindingKey) -> String {
        let name = key.name
        var subject = name
        var call = "binder.bind(\(selfExpression(name))).to(factory: …)"
        var module = key.definingModule
        // `PropertyInjector<T>` and its kind are declared by a call of their own, for `T`.
        if let declared = key.plainType as? any DeclaredByBinderCall.Type {
            subject = TypeName.of(declared.declaredFor)
            call = declared.declaration
            module = moduleName(of: declared.declaredFor)
        }
        guard let module else {
            return Diagnostic.bindWhereUsed(name, call: call)
        }
        if frameworkModules.contains(module) {
            return Diagnostic.bindFrameworkType(name, module: module, call: call)
        }
        if linkedLibraries.isEmpty {
            return Diagnostic.bindInModules(name, subject: subject, module: module, call: call)
        }
        let wiring = module.hasSuffix("Wiring") ? module : "\(module)Wiring"
        if linkedLibraries.contains(wiring) {
            return Diagnostic.bindInLinkedLibrary(name, wiring: wiring, call: call)
        }
        return Diagnostic.linkOrCreateLibrary(name, subject: subject, module: module, wiring: wiring, call: call)
    }
}

/// `T.self` as source writes it for the type named `name`: `(any P).self` needs its parentheses.
func selfExpression(_ name: String) -> String {
    name.hasPrefix("any ") || name.contains("->") ? "(\(name)).self" : "\(name).self"
}

/// Modules that come with the toolchain, and the framework's own: no wiring library is named
/// after them, so a type they define is bound wherever the app uses it.
private let frameworkModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "Dispatch", "Synchronization", "Observation",
    "Wiring", "Injection",
]
