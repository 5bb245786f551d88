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

    /// Every problem of `graph` and the `declarationProblems` found while its modules were
    /// configured, in declaration order (see ``DeclarationOrder``).
    func validate(_ graph: DependencyGraph, declarationProblems: [Diagnostic] = []) -> [Diagnostic] {
        var found: [(place: DeclarationOrder.Place, diagnostic: Diagnostic)] = []
        // A requirement no linked library meets is reported once, where it is declared,
        // rather than once more at every binding that needs it.
        let unmet = unmetRequirements(in: graph)
        var requesters: [BindingKey: [Diagnostic.Note]] = [:]
        for (position, level) in graph.levels.enumerated() {
            let hasRoot = checkedLibrary == nil || position > 0
            if hasRoot && level.single(level.rootKey) == nil {
                found.append((.root(ofLevel: position, firstNode: level.firstNode), missingRoot(of: level)))
            }
            found += validate(
                level: level, in: graph, unmetKeys: Set(unmet.map(\.key)), requesters: &requesters
            ).map { (.node($0.node, in: graph), $0.diagnostic) }
        }
        // A requirement that nothing in the graph asks for cannot stop anything from working, so
        // it is not an error in an app either: the library's own check warns that it is unused.
        let declarationProblems =
            declarationProblems
            + unmet.filter { requesters[$0.key] != nil }.map { unmet in
                Diagnostic.unmetRequirement(
                    unmet.requirement, whoShouldBind: whoShouldBind(unmet.key), requesters: requesters[unmet.key] ?? [])
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
                if level.singleIndex(key) != nil { return nil }
                if shape.isAggregate && !level.contributions(to: shape.key).isEmpty { return nil }
                return (requirement, key)
            }
        }
    }

    /// The problems found at `level`, each with the node of the binding it is reported at. A
    /// missing binding of one of `unmetKeys` is not reported; a note on its requester is
    /// added to `requesters`, for the requirement's diagnostic.
    private func validate(
        level: ComponentLevel, in graph: DependencyGraph, unmetKeys: Set<BindingKey>,
        requesters: inout [BindingKey: [Diagnostic.Note]]
    ) -> [(node: Int, diagnostic: Diagnostic)] {
        var diagnostics: [(node: Int, diagnostic: Diagnostic)] = []
        let levelNodes = level.firstNode..<level.firstNode + level.bindings.count
        // The level's nodes' flags; loops read these, and a binding only to report it.
        let flags = graph.nodeFlags[levelNodes]
        diagnostics += duplicates(in: level, flags: flags)
        if flags.contains(where: { $0.contains(.contribution) }) {
            diagnostics += mapKeyClashes(in: level)
            diagnostics += collectionConflicts(in: level)
        }
        diagnostics += scopeMismatches(in: level, flags: flags)
        var paths: PathFinder?
        let index = level.levelIndex
        let keyIDs = index.keyIDs
        for unanswered in graph.unansweredRequests where levelNodes.contains(Int(unanswered.node)) {
            let node = Int(unanswered.node), request = Int(unanswered.request)
            let position = node - level.firstNode
            // A duplicate is reported once, as a duplicate, and not again as a cascade.
            if !flags[node].contains(.contribution) && index.single(Int(keyIDs[position])) != position { continue }
            if graph.requestFlags[request].contains(.optional) { continue }
            // Paths are searched only when something is missing.
            let binding = level.bindings[position]
            let parameter = binding.dependencies[request - Int(graph.requestStart[node])]
            let shape = level.recognizer.shape(of: parameter)
            let finder = paths ?? PathFinder(graph: graph, level: level)
            paths = finder
            if !unmetKeys.isEmpty, unmetKeys.contains(shape.directKey ?? shape.key) {
                let key = shape.directKey ?? shape.key
                // The first requester shows how the root reaches the requirement.
                let path = requesters[key] == nil ? finder.path(to: binding.key) : nil
                requesters[key, default: []].append(
                    path.map { Diagnostic.dependencyPath($0, to: shape.key.name, at: binding) }
                        ?? Diagnostic.Note(
                            location: binding.location, message: "'\(binding.key.name)' needs it here"))
                continue
            }
            diagnostics.append((node, missing(parameter, shape: shape, of: binding, in: level, paths: finder)))
        }
        return diagnostics
    }

    // MARK: Duplicates and conflicts

    private func duplicates(
        in level: ComponentLevel, flags: ArraySlice<DependencyGraph.NodeFlags>
    ) -> [(node: Int, diagnostic: Diagnostic)] {
        let index = level.levelIndex
        var diagnostics: [(node: Int, diagnostic: Diagnostic)] = index.duplicates.compactMap { position in
            index.single(Int(index.keyIDs[position])).map { first in
                (level.firstNode + position, duplicate(level.bindings[position], first: level.bindings[first]))
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
                    level.firstNode + position,
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

    private func mapKeyClashes(in level: ComponentLevel) -> [(node: Int, diagnostic: Diagnostic)] {
        var diagnostics: [(node: Int, diagnostic: Diagnostic)] = []
        var ownKeys: [BindingKey] = []
        for binding in level.bindings where !binding.isSingle && !ownKeys.contains(binding.key) {
            ownKeys.append(binding.key)
        }
        for key in ownKeys {
            guard let keyID = level.registry.existingID(key) else { continue }
            var seen: [AnyHashable: Binding] = [:]
            for (owner, position) in level.contributionIndices(keyID: keyID) {
                let binding = owner.bindings[position]
                guard case .mapEntry(let entry, let description, _, _) = binding.contribution else { continue }
                if let earlier = seen[entry] {
                    diagnostics.append(
                        (
                            owner.firstNode + position,
                            .duplicateMapKey(description, of: key, by: binding, earlier: earlier)
                        ))
                } else {
                    seen[entry] = binding
                }
            }
        }
        return diagnostics
    }

    private func collectionConflicts(in level: ComponentLevel) -> [(node: Int, diagnostic: Diagnostic)] {
        var reported: Set<BindingKey> = []
        var diagnostics: [(node: Int, diagnostic: Diagnostic)] = []
        for (node, binding) in zip(level.firstNode..., level.bindings) {
            let direct: BindingKey
            switch binding.contribution {
            case .single: continue
            case .collectionElement(let key), .mapEntry(_, _, let key, _): direct = key
            }
            guard let plain = level.single(direct), reported.insert(direct).inserted else { continue }
            diagnostics.append((node, .collectionConflict(direct, contribution: binding, plain: plain.binding)))
        }
        return diagnostics
    }

    private func scopeMismatches(
        in level: ComponentLevel, flags: ArraySlice<DependencyGraph.NodeFlags>
    ) -> [(node: Int, diagnostic: Diagnostic)] {
        // Checked first with a plain scan of the flags, so that a level without a foreign scope
        // does no work per binding.
        guard flags.contains(where: { $0.contains(.foreignScope) }) else { return [] }
        return zip(0..., flags).compactMap { position, nodeFlags in
            guard nodeFlags.contains(.foreignScope) else { return nil }
            let binding = level.bindings[position]
            guard let scope = binding.scope else { return nil }
            let owner = level.chain.first { $0.scope == scope }
            return (level.firstNode + position, .scopeMismatch(binding, scope: scope, in: level, owner: owner))
        }
    }

    // MARK: Missing bindings

    private func missingRoot(of level: ComponentLevel) -> Diagnostic {
        var notes = [Diagnostic.Note(location: nil, message: whoShouldBind(level.rootKey))]
        notes += suggestions(for: level.rootKey, in: level)
        return .missingRoot(of: level, notes: notes)
    }

    /// `request`, which asks for what `shape` says, nothing answers.
    private func missing(
        _ request: DependencyRequest, shape: RequestShape, of binding: Binding, in level: ComponentLevel,
        paths: PathFinder
    ) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        let path = paths.path(to: binding.key)
        if let path {
            notes.append(Diagnostic.dependencyPath(path, to: shape.key.name, at: binding))
        }
        notes += suggestions(for: shape.key, in: level)
        if let checkedLibrary {
            notes.append(Diagnostic.bindOrRequire(shape.directKey ?? shape.key, library: checkedLibrary))
        } else if shape.isAggregate {
            notes.append(Diagnostic.nothingContributes(to: shape.key))
        } else if shape.key.tag == nil {
            notes.append(.init(location: nil, message: whoShouldBind(shape.key)))
        }
        return .missingBinding(request, asking: shape.key, of: binding, in: level, notes: notes, path: path ?? [])
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

/// A Wiring type declared by a binder call other than `bind(_:)`, so that a note names that call.
protocol DeclaredByBinderCall {
    /// The type the declaration is for; its module's wiring library should hold it.
    static var declaredFor: Any.Type { get }
    /// The call that declares it, as source.
    static var declaration: String { get }
}

/// `PropertyInjector<T>` seen without `T`, to relate the injectors of a class and its superclasses.
protocol ClassInjection {
    static var injectedClass: AnyClass { get }
    /// Whether this injector's class is a proper superclass of `type`.
    static func injectsSuperclass(of type: AnyClass) -> Bool
}
