import Wiring

extension WiringGraph {
    /// Two apps' graphs as one DOT picture, which shows what the second swaps against the first.
    ///
    /// What both apps have is drawn once, as ``dot()`` draws it. A binding only the first app
    /// has gets a dashed red border, one only the second has a dashed green border, and each
    /// says so. A binding both have but declare in different places (a swap) is drawn twice,
    /// filled in yellow with a thick border, red for the first app's and green for the second's,
    /// and joined by a bold red line. A request only the first app makes is red; one only the
    /// second makes is green.
    public static func dot(comparing first: WiringGraph, with second: WiringGraph) -> String {
        let merged = MergedGraph(first: first.withSoundNumbering, second: second.withSoundNumbering)
        return merged.graph.dot(marks: merged.marks)
    }
}

/// Two graphs as one, for the picture of their difference, with the marks that tell them apart.
private struct MergedGraph {
    private(set) var graph: WiringGraph
    private(set) var marks = DOTMarks()

    private static let firstColor = "\"#cf222e\""
    private static let secondColor = "\"#1a7f37\""

    init(first: WiringGraph, second: WiringGraph) {
        let firstName = first.app ?? "first", secondName = second.app ?? "second"
        graph = WiringGraph(
            libraries: first.libraries + second.libraries.filter { !first.libraries.contains($0) },
            components: first.components, bindings: first.bindings, edges: first.edges)

        // Components: the second's that the first has are the first's.
        let firstComponents = BindingIdentity.components(in: first)
        let componentByPath = Dictionary(
            firstComponents.enumerated().map { ($1, $0) }, uniquingKeysWith: { earlier, _ in earlier })
        var componentOfSecond: [Int] = []
        for (position, path) in BindingIdentity.components(in: second).enumerated() {
            if let known = componentByPath[path] {
                componentOfSecond.append(known)
                continue
            }
            var component = second.components[position]
            component.id = graph.components.count
            component.parent = component.parent.map { componentOfSecond[$0] }
            componentOfSecond.append(component.id)
            graph.components.append(component)
        }

        // Bindings: the second's that the first has, declared in the same place, are the first's.
        let firstIdentities = BindingIdentity.all(in: first)
        let byIdentity = Dictionary(
            firstIdentities.enumerated().map { ($1, $0) }, uniquingKeysWith: { earlier, _ in earlier })
        var matched = [Bool](repeating: false, count: first.bindings.count)
        var nodeOfSecond: [Int] = []
        for (position, identity) in BindingIdentity.all(in: second).enumerated() {
            let node = second.bindings[position]
            if let known = byIdentity[identity] {
                matched[known] = true
                let old = first.bindings[known]
                if old.library == node.library && old.file == node.file && old.line == node.line {
                    nodeOfSecond.append(known)
                    markChanges(from: old, to: node, at: known, firstName: firstName, secondName: secondName)
                    continue
                }
                let copy = append(node, component: componentOfSecond[node.component])
                nodeOfSecond.append(copy)
                marks.bindings[known] = .init(
                    label: "swapped: \(firstName)", attributes: Self.swapped(color: Self.firstColor))
                marks.bindings[copy] = .init(
                    label: "swapped: \(secondName)", attributes: Self.swapped(color: Self.secondColor))
                marks.extraLines.append(
                    "n\(known) -> n\(copy) [style=bold, color=\(Self.firstColor), arrowhead=none, constraint=false, "
                        + "label=\"swapped\", fontsize=9];")
                continue
            }
            let copy = append(node, component: componentOfSecond[node.component])
            nodeOfSecond.append(copy)
            marks.bindings[copy] = .init(
                label: "only in \(secondName)", attributes: Self.onlyIn(color: Self.secondColor))
        }
        for (position, isMatched) in matched.enumerated() where !isMatched {
            marks.bindings[position] = .init(
                label: "only in \(firstName)", attributes: Self.onlyIn(color: Self.firstColor))
        }
        for (position, component) in second.components.enumerated()
        where componentOfSecond[position] >= first.components.count {
            graph.components[componentOfSecond[position]].rootBinding = component.rootBinding.map { nodeOfSecond[$0] }
            graph.components[componentOfSecond[position]].installation = component.installation.map {
                nodeOfSecond[$0]
            }
        }

        // Edges: a request both make is drawn once.
        struct Request: Hashable {
            let from: Int, to: Int
            let kind: WiringGraph.RequestKind
            let parameter: String
        }
        let firstRequests = first.edges.map {
            Request(from: $0.from, to: $0.to, kind: $0.kind, parameter: $0.parameter)
        }
        var secondRequests: Set<Request> = []
        let known = Set(firstRequests)
        for edge in second.edges {
            var copy = edge
            copy.from = nodeOfSecond[edge.from]
            copy.to = nodeOfSecond[edge.to]
            copy.childComponent = edge.childComponent.map { componentOfSecond[$0] }
            let request = Request(from: copy.from, to: copy.to, kind: copy.kind, parameter: copy.parameter)
            secondRequests.insert(request)
            guard !known.contains(request) else { continue }
            marks.edges[graph.edges.count] = .init(label: nil, attributes: ["color=\(Self.secondColor)", "penwidth=2"])
            graph.edges.append(copy)
        }
        for (position, request) in firstRequests.enumerated() where !secondRequests.contains(request) {
            marks.edges[position] = .init(label: nil, attributes: ["color=\(Self.firstColor)", "penwidth=2"])
        }
        let title =
            "\(firstName) and \(secondName): red is only in \(firstName), green only in \(secondName); "
            + "swapped bindings are yellow"
        marks.extraLines.append("label=\(DOTWriter.quoted(title)); labelloc=t; fontsize=14;")
    }

    /// Adds the second graph's `node` to the picture, in component `component`; returns its number.
    private mutating func append(_ node: WiringGraph.Node, component: Int) -> Int {
        var copy = node
        copy.id = graph.bindings.count
        copy.component = component
        graph.bindings.append(copy)
        return copy.id
    }

    /// Marks a binding both apps declare in one place whose scope or creation differs.
    private mutating func markChanges(
        from old: WiringGraph.Node, to new: WiringGraph.Node, at position: Int, firstName: String, secondName: String
    ) {
        var changes: [String] = []
        if old.scope != new.scope {
            changes.append("\(old.scope ?? "unscoped") in \(firstName), \(new.scope ?? "unscoped") in \(secondName)")
        }
        if old.creation != new.creation {
            changes.append("\(old.creation.rawValue) in \(firstName), \(new.creation.rawValue) in \(secondName)")
        }
        guard !changes.isEmpty else { return }
        marks.bindings[position] = .init(
            label: changes.joined(separator: "\n"), attributes: ["color=\"#bf8700\"", "penwidth=3"])
    }

    private static func swapped(color: String) -> [String] {
        ["color=\(color)", "penwidth=3", "fillcolor=\"#ffe066\""]
    }

    private static func onlyIn(color: String) -> [String] {
        ["color=\(color)", "penwidth=2", "style=\"rounded,filled,dashed\""]
    }
}
