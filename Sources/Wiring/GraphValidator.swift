/// Checks a whole graph before anything in it is created, and collects every problem.
///
/// It reports each missing binding (with the path from the root), each cycle of plain
/// dependencies (with every edge's declaration), each duplicate binding (naming both
/// wiring libraries), and a root that nothing binds.
struct GraphValidator {
    let bindings: [Binding]
    let root: BindingKey
    /// The linked wiring libraries' names, to say which library should have bound a type.
    let linkedLibraries: Set<String>

    /// The graph's bindings with duplicates removed (the first declaration wins, so the rest
    /// of validation sees a consistent graph), and every problem found.
    func validate() -> (unique: [Binding], diagnostics: [Diagnostic]) {
        var unique: [Binding] = []
        var indexOf: [BindingKey: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for binding in bindings {
            if let first = indexOf[binding.key] {
                diagnostics.append(duplicate(binding, first: unique[first]))
            } else {
                indexOf[binding.key] = unique.count
                unique.append(binding)
            }
        }
        let parents = pathsFromRoot(unique, indexOf: indexOf)
        if indexOf[root] == nil {
            diagnostics.append(missingRoot(bound: unique))
        }
        for (index, binding) in unique.enumerated() {
            for request in binding.dependencies where indexOf[request.key] == nil {
                diagnostics.append(missing(request, of: binding, at: index, in: unique, parents: parents))
            }
        }
        diagnostics += cycles(unique, indexOf: indexOf)
        return (unique, diagnostics)
    }

    // MARK: Duplicates

    private func duplicate(_ binding: Binding, first: Binding) -> Diagnostic {
        let name = binding.key.name
        let firstNote = Diagnostic.Note(
            location: first.location, message: "'\(name)' is first bound here, in \(first.declaringModule)")
        if binding.library != first.library {
            return Diagnostic(
                kind: .duplicateBinding,
                location: binding.location,
                message: "'\(name)' is bound by two linked wiring libraries, \(first.library) and \(binding.library)",
                notes: [firstNote, .init(location: nil, message:
                    "link only one of \(first.library) and \(binding.library) in this app's Package.swift target")])
        }
        return Diagnostic(
            kind: .duplicateBinding,
            location: binding.location,
            message: "'\(name)' is bound twice in \(binding.library)",
            notes: [firstNote, .init(location: nil, message: "remove one of the two bindings")])
    }

    // MARK: Missing bindings

    private func missingRoot(bound: [Binding]) -> Diagnostic {
        var notes = [Diagnostic.Note(location: nil, message: whoShouldBind(root))]
        notes += suggestions(for: root, bound: bound)
        return Diagnostic(
            kind: .missingRoot, location: nil,
            message: "missing binding for the root '\(root.name)'; nothing in the linked wiring libraries binds it",
            notes: notes)
    }

    private func missing(
        _ request: DependencyRequest, of binding: Binding, at index: Int, in bound: [Binding], parents: [Int: Int]
    ) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        if let path = path(to: index, in: bound, parents: parents) {
            notes.append(.init(location: binding.location,
                               message: "dependency path: \((path + [request.key.name]).joined(separator: " -> "))"))
        }
        notes += suggestions(for: request.key, bound: bound)
        notes.append(.init(location: nil, message: whoShouldBind(request.key)))
        let asked = request.parameterName == request.key.name ? "" : " (asked for as '\(request.parameterName)')"
        return Diagnostic(
            kind: .missingBinding, location: binding.location,
            message: "missing binding for '\(request.key.name)'\(asked), required by '\(binding.key.name)'",
            notes: notes)
    }

    private func suggestions(for key: BindingKey, bound: [Binding]) -> [Diagnostic.Note] {
        let byName = Dictionary(bound.map { ($0.key.name, $0) }, uniquingKeysWith: { first, _ in first })
        return NearMiss.suggestions(for: key.name, among: Array(byName.keys)).compactMap { name in
            byName[name].map { .init(location: $0.location, message: "did you mean '\(name)'? it is bound here") }
        }
    }

    /// Names the wiring library that should bind `key`, by the wiring-library convention.
    private func whoShouldBind(_ key: BindingKey) -> String {
        guard let module = key.definingModule else {
            return "bind '\(key.name)' in one of the app's wiring libraries"
        }
        let wiring = "\(module)Wiring"
        if linkedLibraries.contains(wiring) {
            return "\(wiring) is linked but does not bind '\(key.name)'; add "
                + "`binder.bind(\(key.name).self).to(factory: …)` to one of its modules"
        }
        return "no linked wiring library binds '\(key.name)'; bind it in \(wiring) (the wiring library of "
            + "\(module)) and add \(wiring) to this app's dependencies in Package.swift"
    }

    // MARK: Paths from the root

    /// Breadth-first parents from the root, so each reachable binding has a shortest path.
    private func pathsFromRoot(_ bound: [Binding], indexOf: [BindingKey: Int]) -> [Int: Int] {
        guard let start = indexOf[root] else { return [:] }
        var parents: [Int: Int] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for request in bound[current].dependencies {
                if let next = indexOf[request.key], parents[next] == nil {
                    parents[next] = current
                    queue.append(next)
                }
            }
        }
        return parents
    }

    private func path(to index: Int, in bound: [Binding], parents: [Int: Int]) -> [String]? {
        guard parents[index] != nil else { return nil }
        var names: [String] = []
        var current = index
        while true {
            names.append(bound[current].key.name)
            guard let parent = parents[current], parent != current else { break }
            current = parent
        }
        return names.reversed()
    }

    // MARK: Cycles

    /// Cycles through plain (non-provider) dependencies, each reported once, with every edge.
    private func cycles(_ bound: [Binding], indexOf: [BindingKey: Int]) -> [Diagnostic] {
        let edges: [[Int]] = bound.map { binding in
            binding.dependencies.compactMap { $0.kind == .instance ? indexOf[$0.key] : nil }
        }
        var state = [UInt8](repeating: 0, count: bound.count)  // 0 new, 1 on stack, 2 done
        var stack: [Int] = []
        var diagnostics: [Diagnostic] = []

        // Iterative depth-first search, so a very deep graph cannot overflow the call stack.
        for start in bound.indices where state[start] == 0 {
            var work: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            stack.append(start)
            while let top = work.last {
                if top.next < edges[top.node].count {
                    work[work.count - 1].next += 1
                    let target = edges[top.node][top.next]
                    if state[target] == 0 {
                        state[target] = 1
                        stack.append(target)
                        work.append((target, 0))
                    } else if state[target] == 1, let from = stack.lastIndex(of: target) {
                        diagnostics.append(cycle(Array(stack[from...]), in: bound))
                    }
                } else {
                    state[top.node] = 2
                    stack.removeLast()
                    work.removeLast()
                }
            }
        }
        return diagnostics
    }

    private func cycle(_ members: [Int], in bound: [Binding]) -> Diagnostic {
        let names = (members + [members[0]]).map { bound[$0].key.name }
        var notes: [Diagnostic.Note] = []
        for (position, member) in members.enumerated() {
            let next = members[(position + 1) % members.count]
            notes.append(.init(location: bound[member].location,
                               message: "'\(bound[member].key.name)' depends on '\(bound[next].key.name)' here"))
        }
        let last = bound[members[members.count - 1]].key.name
        notes.append(.init(location: nil, message:
            "break the cycle by injecting 'Provider<\(bound[members[0]].key.name)>' into '\(last)' instead"))
        return Diagnostic(
            kind: .dependencyCycle, location: bound[members[0]].location,
            message: "dependency cycle: \(names.joined(separator: " -> "))", notes: notes)
    }
}
