import Wiring

/// Graphs written by hand, for the questions asked of a graph (why, diff), which read only the
/// data: each binding named and placed in a library, edges by number.
struct HandMadeGraph {
    var app: String?
    var libraries: [String] = []
    var components = [WiringGraph.ComponentNode(id: 0, scope: "singleton", root: "Root", rootBinding: 0)]
    var bindings: [WiringGraph.Node] = []
    var edges: [WiringGraph.Edge] = []

    init(app: String? = nil) {
        self.app = app
    }

    /// Adds a binding of `type` declared by `library` at `line` of its module file; returns its number.
    @discardableResult
    mutating func bind(
        _ type: String, library: String = "AppWiring", line: Int = 1, scope: String? = nil, tag: String? = nil,
        contribution: WiringGraph.Contribution = .single, mapKey: String? = nil, component: Int = 0,
        creation: WiringGraph.CreationKind = .synchronous, reachedByType: Bool = false
    ) -> Int {
        if !libraries.contains(library) { libraries.append(library) }
        let id = bindings.count
        bindings.append(
            WiringGraph.Node(
                id: id, type: type, tag: tag, contribution: contribution, mapKey: mapKey, scope: scope,
                module: "\(library).Module", library: library, file: "\(library)/Module.swift", line: line,
                path: "Sources/\(library)/Module.swift", creation: creation, component: component,
                reachedByType: reachedByType))
        return id
    }

    /// Adds a request from `from` to `to`, asked for as `kind`.
    mutating func ask(_ from: Int, _ to: Int, as kind: WiringGraph.RequestKind = .value, child: Int? = nil) {
        let name = bindings[to].name
        let parameter =
            switch kind {
            case .provider: "Provider<\(name)>"
            case .lazy: "Lazy<\(name)>"
            case .optional: "\(name)?"
            default: name
            }
        edges.append(WiringGraph.Edge(from: from, to: to, kind: kind, parameter: parameter, childComponent: child))
    }

    var graph: WiringGraph {
        WiringGraph(app: app, libraries: libraries, components: components, bindings: bindings, edges: edges)
    }
}
