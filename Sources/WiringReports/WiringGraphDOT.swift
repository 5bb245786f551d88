import Wiring

extension WiringGraph {
    /// The graph in Graphviz's DOT language, to draw with `dot -Tsvg` or `dot -Tpng`.
    ///
    /// Each wiring library is a cluster, and a child component is a cluster inside the
    /// library that installed it, with its own bindings grouped by library again. Edges are
    /// drawn by request kind: solid for a value (a hollow head when optional), dashed for
    /// providers and lazies, dotted for weak providers, bold for collections and maps, dashed
    /// with a diamond head for factories and injectors, blue for asynchronous requests and
    /// purple for main-actor ones; a green dashed edge joins a child's installation to the
    /// child. Asynchronous and main-actor bindings have a border of the
    /// same color, and bindings from a fake (a library whose name starts with `Fake`) are
    /// filled in orange and labelled "fake".
    public func dot() -> String {
        dot(marks: DOTMarks())
    }

    /// The graph in DOT, with the bindings and edges `marks` singles out drawn its way, and
    /// only the bindings it shows.
    func dot(marks: DOTMarks) -> String {
        var writer = DOTWriter(graph: withSoundNumbering, marks: marks)
        return writer.document()
    }
}

/// What a drawing singles out: some bindings and edges drawn differently, only some bindings
/// shown, and lines of its own, for the pictures of a question's answer.
struct DOTMarks {
    /// A line added to a binding's or edge's label, and attributes that override its look.
    struct Mark {
        var label: String?
        var attributes: [String]
    }

    /// Marks by binding number.
    var bindings: [Int: Mark] = [:]
    /// Marks by edge position.
    var edges: [Int: Mark] = [:]
    /// The bindings to draw, with the edges between them; nil draws every binding.
    var shown: [Bool]?
    /// Statements written after the edges, such as a link between two bindings.
    var extraLines: [String] = []
}

/// Writes a ``WiringGraph`` as DOT text, one line at a time.
struct DOTWriter {
    let graph: WiringGraph
    let marks: DOTMarks
    private var lines: [String] = []
    /// Each component's children, in order.
    private let children: [[Int]]
    /// Each component's shown bindings, in order.
    private let members: [[Int]]
    /// Whether a component or one of its descendants has a binding to draw.
    private let drawn: [Bool]

    init(graph: WiringGraph, marks: DOTMarks) {
        self.graph = graph
        self.marks = marks
        var children = [[Int]](repeating: [], count: graph.components.count)
        for component in graph.components {
            if let parent = component.parent { children[parent].append(component.id) }
        }
        var members = [[Int]](repeating: [], count: graph.components.count)
        for node in graph.bindings where marks.shown?[node.id] ?? true { members[node.component].append(node.id) }
        var drawn = members.map { !$0.isEmpty }
        // Children come after their parents, so a backward pass carries each up.
        for component in graph.components.reversed() where drawn[component.id] {
            if let parent = component.parent { drawn[parent] = true }
        }
        self.children = children
        self.members = members
        self.drawn = drawn
    }

    private func isShown(_ binding: Int) -> Bool {
        marks.shown?[binding] ?? true
    }

    mutating func document() -> String {
        lines = [
            "digraph wiring {",
            "  graph [rankdir=LR, compound=true, fontname=\"Helvetica\", fontsize=12, nodesep=0.2, ranksep=0.6];",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", color=\"#555555\", fontname=\"Helvetica\", fontsize=10];",
            "  edge [color=\"#555555\", arrowsize=0.7];",
        ]
        if !graph.components.isEmpty { writeContents(of: 0, indent: "  ") }
        for (position, edge) in graph.edges.enumerated() where isShown(edge.from) && isShown(edge.to) {
            let look = Self.attributes(of: edge, mark: marks.edges[position])
            lines.append("  n\(edge.from) -> n\(edge.to) [\(look)];")
        }
        // Not a request: what links an installation to the child it builds, drawn to the
        // child's cluster when the child's root is inside it.
        for child in graph.components {
            guard let installation = child.installation, let root = child.rootBinding,
                isShown(installation) && isShown(root)
            else { continue }
            let head = graph.bindings[root].component == child.id ? ", lhead=\"cluster_c\(child.id)\"" : ""
            lines.append(
                "  n\(installation) -> n\(root) [style=dashed, color=\"#3a7d44\", arrowhead=diamond\(head), "
                    + "tooltip=\"builds\"];")
        }
        lines += marks.extraLines.map { "  " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A component's bindings by library, each library a cluster holding the children it installed.
    private mutating func writeContents(of component: Int, indent: String) {
        var libraries = members[component].map { graph.bindings[$0].library }
        libraries += children[component].filter { drawn[$0] }.compactMap { graph.components[$0].library }
        var seen: Set<String> = []
        for library in libraries.sorted() where seen.insert(library).inserted {
            let fake = library.hasPrefix("Fake")
            lines.append("\(indent)subgraph \"cluster_c\(component)_\(Self.escaped(library))\" {")
            lines.append("\(indent)  label=\(Self.quoted(fake ? "\(library) (fake)" : library));")
            lines.append(
                "\(indent)  style=\"rounded,filled\"; color=\"#999999\"; fillcolor=\(fake ? "\"#fff1e0\"" : "\"#f4f6f8\"");"
            )
            for id in members[component] where graph.bindings[id].library == library {
                lines.append(
                    "\(indent)  n\(id) [\(Self.attributes(of: graph.bindings[id], mark: marks.bindings[id]))];")
            }
            for child in children[component] where graph.components[child].library == library {
                writeChild(child, indent: indent + "  ")
            }
            lines.append("\(indent)}")
        }
        for child in children[component] where graph.components[child].library == nil {
            writeChild(child, indent: indent)
        }
    }

    private mutating func writeChild(_ child: Int, indent: String) {
        guard drawn[child] else { return }
        let component = graph.components[child]
        lines.append("\(indent)subgraph \"cluster_c\(child)\" {")
        let label = "\(component.name ?? component.root) (child component, scope \(component.scope))"
        lines.append("\(indent)  label=\(Self.quoted(label));")
        lines.append("\(indent)  style=\"rounded,filled,bold\"; color=\"#3a7d44\"; fillcolor=\"#eef7ee\";")
        writeContents(of: child, indent: indent + "  ")
        lines.append("\(indent)}")
    }

    /// A binding's label and look: its type, tag, scope, how it is made, and whether it is fake.
    private static func attributes(of node: WiringGraph.Node, mark: DOTMarks.Mark?) -> String {
        var label = [node.type]
        if let tag = node.tag { label.append("tagged \(tag)") }
        switch node.contribution {
        case .single: break
        case .collectionElement: label[0] += " element"
        case .mapEntry: label[0] += " entry \(node.mapKey ?? "")"
        }
        var details = [node.scope ?? "unscoped"]
        switch node.creation {
        case .synchronous: break
        case .asynchronous: details.append("async")
        case .mainActor: details.append("@MainActor")
        }
        if node.isFake { details.append("fake") }
        label.append(details.joined(separator: ", "))
        if let extra = mark?.label { label.append(extra) }
        var attributes = [
            "label=\(quoted(label.joined(separator: "\n")))",
            "tooltip=\(quoted("\(node.module)\n\(node.file):\(node.line)"))",
        ]
        if node.isFake { attributes.append("fillcolor=\"#ffc56e\"") }
        switch node.creation {
        case .synchronous: break
        case .asynchronous: attributes.append("color=\"#1f5fbf\", penwidth=2")
        case .mainActor: attributes.append("color=\"#7b3fb5\", penwidth=2")
        }
        attributes += mark?.attributes ?? []
        return attributes.joined(separator: ", ")
    }

    /// An edge's look, by how its parameter asks.
    private static func attributes(of edge: WiringGraph.Edge, mark: DOTMarks.Mark?) -> String {
        let look: String
        switch edge.kind {
        case .value, .tagged: look = "style=solid"
        case .optional: look = "style=solid, arrowhead=empty"
        case .provider, .lazy, .taggedProvider: look = "style=dashed"
        case .weakProvider: look = "style=dotted"
        case .collection, .map: look = "style=bold"
        case .childFactory, .assistedFactory, .propertyInjector: look = "style=dashed, arrowhead=diamond"
        case .asyncProvider: look = "style=dashed, color=\"#1f5fbf\""
        case .asyncChildFactory: look = "style=dashed, arrowhead=diamond, color=\"#1f5fbf\""
        case .mainActorProvider: look = "style=dashed, color=\"#7b3fb5\""
        }
        var attributes = [look, "tooltip=\(Self.quoted(edge.parameter))"]
        if let extra = mark?.label { attributes.append("label=\(Self.quoted(extra)), fontsize=9") }
        attributes += mark?.attributes ?? []
        return attributes.joined(separator: ", ")
    }

    /// `text` as a DOT quoted string.
    static func quoted(_ text: String) -> String {
        "\"\(escaped(text))\""
    }

    /// `text` made safe inside a DOT quoted string: quotes and backslashes escaped, line
    /// breaks as DOT's centered line break `\n`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": break
            default: result.append(character)
            }
        }
        return result
    }
}
