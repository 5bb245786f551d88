/// Checks a whole component tree before anything in it is created, and collects every problem.
///
/// Each level is checked with its ancestors' bindings visible: missing bindings (with the
/// path from the level's root and near-miss suggestions), cycles of immediate dependencies
/// (with every edge's declaration), duplicates (naming both wiring libraries), duplicate map
/// keys, collection/plain conflicts, scopes that do not belong to the level, and a root that
/// nothing binds.
struct GraphValidator {
    /// The linked wiring libraries' names, to say which library should have bound a type.
    let linkedLibraries: Set<String>

    func validate(_ graph: DependencyGraph) -> [Diagnostic] {
        // A cycle lies within one level (see `DependencyGraph`); it is reported with that level.
        var cycles: [Int: [Diagnostic]] = [:]
        for (level, diagnostic) in CycleFinder(graph: graph).cycles() {
            cycles[level, default: []].append(diagnostic)
        }
        var diagnostics: [Diagnostic] = []
        for (position, level) in graph.levels.enumerated() {
            diagnostics += validate(level: level, in: graph)
            diagnostics += cycles[position] ?? []
        }
        return diagnostics
    }

    private func validate(level: ComponentLevel, in graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The level's nodes' flags; loops read these, and a binding only to report it.
        let flags = graph.nodeFlags[level.firstNode..<level.firstNode + level.bindings.count]
        diagnostics += duplicates(in: level, flags: flags)
        if flags.contains(where: { $0.contains(.contribution) }) {
            diagnostics += mapKeyClashes(in: level)
            diagnostics += collectionConflicts(in: level)
        }
        diagnostics += scopeMismatches(in: level, flags: flags)
        if level.single(level.rootKey) == nil {
            diagnostics.append(missingRoot(of: level))
        }
        var paths: PathFinder?
        // Read once: the level's index is a class, and reading it per binding retained it.
        let index = level.levelIndex
        let keyIDs = index.keyIDs
        let requestStart = graph.requestStart, requestFlags = graph.requestFlags, targetStart = graph.targetStart
        for (position, nodeFlags) in zip(0..., flags) {
            // A duplicate is reported once, as a duplicate, and not again as a cascade.
            if !nodeFlags.contains(.contribution) && index.single(Int(keyIDs[position])) != position { continue }
            let node = level.firstNode + position
            let first = Int(requestStart[node])
            for request in first..<Int(requestStart[node + 1])
            where targetStart[request] == targetStart[request + 1] && !requestFlags[request].contains(.optional) {
                // Paths are searched only when something is missing.
                let finder = paths ?? PathFinder(graph: graph, level: level)
                paths = finder
                let binding = level.bindings[position]
                diagnostics.append(missing(binding.dependencies[request - first], of: binding, in: level, paths: finder))
            }
        }
        return diagnostics
    }

    // MARK: Duplicates and conflicts

    private func duplicates(in level: ComponentLevel, flags: ArraySlice<DependencyGraph.NodeFlags>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let index = level.levelIndex
        let keyIDs = index.keyIDs
        for (position, nodeFlags) in zip(0..., flags) where !nodeFlags.contains(.contribution) {
            let keyID = Int(keyIDs[position])
            if let first = index.single(keyID), first != position {
                diagnostics.append(duplicate(level.bindings[position], first: level.bindings[first]))
            } else if let inherited = level.parent?.singleIndex(keyID: keyID) {
                diagnostics.append(duplicate(
                    level.bindings[position], first: inherited.level.bindings[inherited.index], inheritedFrom: inherited.level))
            }
        }
        return diagnostics
    }

    private func duplicate(_ binding: Binding, first: Binding, inheritedFrom ancestor: ComponentLevel? = nil) -> Diagnostic {
        let name = binding.key.name
        let firstNote = Diagnostic.Note(
            location: first.location, message: "'\(name)' is first bound here, in \(first.declaringModule)")
        if let ancestor {
            return Diagnostic(
                kind: .duplicateBinding, location: binding.location,
                message: "'\(name)' is already bound in \(ancestor.name), which this child component sees",
                notes: [firstNote, .init(location: nil, message: "remove one of the two bindings")])
        }
        if binding.library != first.library {
            return Diagnostic(
                kind: .duplicateBinding, location: binding.location,
                message: "'\(name)' is bound by two linked wiring libraries, \(first.library) and \(binding.library)",
                notes: [firstNote, .init(location: nil, message:
                    "link only one of \(first.library) and \(binding.library) in this app's Package.swift target")])
        }
        return Diagnostic(
            kind: .duplicateBinding, location: binding.location,
            message: "'\(name)' is bound twice in \(binding.library)",
            notes: [firstNote, .init(location: nil, message: "remove one of the two bindings")])
    }

    private func mapKeyClashes(in level: ComponentLevel) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var ownKeys: [BindingKey] = []
        for binding in level.bindings where !binding.isSingle && !ownKeys.contains(binding.key) {
            ownKeys.append(binding.key)
        }
        for key in ownKeys {
            var seen: [AnyHashable: Binding] = [:]
            for binding in level.contributions(to: key) {
                guard case .mapEntry(let entry, let description, _, _) = binding.contribution else { continue }
                if let earlier = seen[entry] {
                    diagnostics.append(Diagnostic(
                        kind: .duplicateMapKey, location: binding.location,
                        message: "key \(description) of '\(key.name)' is contributed twice",
                        notes: [.init(location: earlier.location,
                                      message: "key \(description) is first contributed here, in \(earlier.declaringModule)"),
                                .init(location: nil, message: "give one of the two entries another key")]))
                } else {
                    seen[entry] = binding
                }
            }
        }
        return diagnostics
    }

    private func collectionConflicts(in level: ComponentLevel) -> [Diagnostic] {
        var reported: Set<BindingKey> = []
        var diagnostics: [Diagnostic] = []
        for binding in level.bindings {
            let direct: BindingKey
            switch binding.contribution {
            case .single: continue
            case .collectionElement(let key), .mapEntry(_, _, let key, _): direct = key
            }
            guard let plain = level.single(direct), reported.insert(direct).inserted else { continue }
            diagnostics.append(Diagnostic(
                kind: .collectionConflict, location: binding.location,
                message: "'\(direct.name)' is both bound directly and gathered from contributions",
                notes: [.init(location: plain.binding.location, message: "'\(direct.name)' is bound directly here"),
                        .init(location: nil, message:
                            "contribute every element with .intoCollection() (or .intoMap(key:)), or bind '\(direct.name)' once")]))
        }
        return diagnostics
    }

    private func scopeMismatches(in level: ComponentLevel, flags: ArraySlice<DependencyGraph.NodeFlags>) -> [Diagnostic] {
        // Checked first with a plain scan of the flags: making a diagnostic's worth of nothing
        // for every binding cost more than the scan.
        guard flags.contains(where: { $0.contains(.foreignScope) }) else { return [] }
        return zip(0..., flags).compactMap { position, nodeFlags in
            guard nodeFlags.contains(.foreignScope) else { return nil }
            let binding = level.bindings[position]
            guard let scope = binding.scope else { return nil }
            let owner = level.chain.first { $0.scope == scope }
            let fix = owner.map { "declare it in a module of \($0.name), whose scope is '\(scope)'" }
                ?? "use '\(level.scope)', the scope of \(level.name), or leave it unscoped"
            return Diagnostic(
                kind: .scopeMismatch, location: binding.location,
                message: "'\(binding.key.name)' is scoped '\(scope)', but \(level.name) has scope '\(level.scope)'",
                notes: [.init(location: nil, message: fix)])
        }
    }

    // MARK: Missing bindings

    private func missingRoot(of level: ComponentLevel) -> Diagnostic {
        var notes = [Diagnostic.Note(location: nil, message: whoShouldBind(level.rootKey))]
        notes += suggestions(for: level.rootKey, in: level)
        let whose = level.parent == nil ? "the root" : "the root of child component '\(level.name)'"
        return Diagnostic(
            kind: .missingRoot, location: level.installation,
            message: "missing binding for \(whose) '\(level.rootKey.name)'; nothing in the linked wiring libraries binds it",
            notes: notes)
    }

    private func missing(
        _ request: DependencyRequest, of binding: Binding, in level: ComponentLevel, paths: PathFinder
    ) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        if let path = paths.path(to: binding.key) {
            notes.append(.init(location: binding.location,
                               message: "dependency path: \((path + [request.key.name]).joined(separator: " -> "))"))
        }
        notes += suggestions(for: request.key, in: level)
        if request.shape.isAggregate {
            notes.append(.init(location: nil, message:
                "nothing contributes to '\(request.key.name)'; contribute with "
                + "`binder.bind(\(selfExpression(request.key.typeName))).intoCollection()` (or `.intoMap(key:)`)"))
        } else if request.key.tag == nil {
            notes.append(.init(location: nil, message: whoShouldBind(request.key)))
        }
        let asked = request.parameterName == request.key.name ? "" : " (asked for as '\(request.parameterName)')"
        let component = level.parent == nil ? "" : " in child component '\(level.name)'"
        return Diagnostic(
            kind: .missingBinding, location: binding.location,
            message: "missing binding for '\(request.key.name)'\(asked), required by '\(binding.key.name)'\(component)",
            notes: notes)
    }

    /// Near misses: a close name, the same type bound only with a tag (or only without), or
    /// bound as an optional.
    private func suggestions(for key: BindingKey, in level: ComponentLevel) -> [Diagnostic.Note] {
        let visible = level.chain.flatMap(\.bindings).filter(\.isSingle)
        var notes: [Diagnostic.Note] = []
        let sameType = visible.filter { $0.key.type == key.type && $0.key != key }
        for other in sameType {
            let hint = other.key.tag == nil
                ? "'\(key.typeName)' is bound without a tag; ask for '\(key.typeName)'"
                : "'\(key.typeName)' is bound only with a tag, as '\(other.key.name)'; "
                    + "ask for 'Tagged<\(other.key.tagName ?? "")>'"
            notes.append(.init(location: other.location, message: hint))
        }
        // Found by type, not by name: a name is for people, and `T?` is named like the source writes it.
        if let optional = visible.first(where: { $0.key.optionalWrapped == key }) {
            notes.append(.init(location: optional.location, message:
                "'\(optional.key.name)' is bound here; ask for '\(optional.key.name)', or bind '\(key.name)' itself"))
        }
        let byName = Dictionary(visible.map { ($0.key.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in NearMiss.suggestions(for: key.name, among: Array(byName.keys)) {
            if let near = byName[name], !sameType.contains(where: { $0.key == near.key }) {
                notes.append(.init(location: near.location, message: "did you mean '\(name)'? it is bound here"))
            }
        }
        return notes
    }

    /// Names the wiring library that should bind `key`, by the wiring-library convention.
    private func whoShouldBind(_ key: BindingKey) -> String {
        guard let module = key.definingModule else {
            return "bind '\(key.name)' in one of the app's wiring libraries"
        }
        if toolchainModules.contains(module) {
            return "no linked wiring library binds '\(key.name)'; it is a type from \(module), which has no "
                + "wiring library of its own, so bind it in the wiring library of a module that uses it"
        }
        let wiring = "\(module)Wiring"
        if linkedLibraries.contains(wiring) {
            return "\(wiring) is linked but does not bind '\(key.name)'; add "
                + "`binder.bind(\(selfExpression(key.name))).to(factory: …)` to one of its modules"
        }
        return "no linked wiring library binds '\(key.name)'; bind it in \(wiring) (the wiring library of "
            + "\(module)) and add \(wiring) to this app's dependencies in Package.swift"
    }
}

/// `T.self` as source writes it for the type named `name`: `(any P).self` needs its parentheses.
func selfExpression(_ name: String) -> String {
    name.hasPrefix("any ") || name.contains("->") ? "(\(name)).self" : "\(name).self"
}

/// Modules that come with the toolchain: no wiring library is named after them, so a type
/// they define is bound wherever the app uses it.
private let toolchainModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "Dispatch", "Synchronization", "Observation",
]
