/// The order in which a graph's problems are reported: the order their declarations were made.
///
/// That is the order the bindings were declared: the root component's modules in the order
/// they were first included (an included module's bindings where its `include` is), each
/// module's bindings top to bottom, then each child component's, depth first in the order
/// they were installed. A component's missing root comes before its own bindings' problems,
/// and an override's problems stand where the binding it replaced was declared. Problems in
/// override modules that replace nothing follow, then problems with no source location.
/// Problems at one declaration keep the order in which the checks ran.
struct DeclarationOrder {
    /// Where one problem falls; compared field by field.
    struct Place: Comparable {
        /// 0 in the graph, 1 at a declaration outside it (an override module's), 2 nowhere.
        let group: Int
        let level: Int
        let node: Int
        /// Among problems at one node: a level's missing root, a problem found while declaring
        /// the binding after it, one at the node itself, one found while declaring after it.
        let rank: Int

        static func < (lhs: Place, rhs: Place) -> Bool {
            (lhs.group, lhs.level, lhs.node, lhs.rank) < (rhs.group, rhs.level, rhs.node, rhs.rank)
        }

        /// A problem with the binding numbered `node`.
        static func node(_ node: Int, in graph: DependencyGraph) -> Place {
            Place(group: 0, level: Int(graph.nodeLevel[node]), node: node, rank: 2)
        }

        /// The missing root of the level at `level` in `graph.levels`.
        static func root(ofLevel level: Int, firstNode: Int) -> Place {
            Place(group: 0, level: level, node: firstNode, rank: 0)
        }

        static let outsideTheGraph = Place(group: 1, level: 0, node: 0, rank: 0)
        static let nowhere = Place(group: 2, level: 0, node: 0, rank: 0)
    }

    private let graph: DependencyGraph

    init(graph: DependencyGraph) {
        self.graph = graph
    }

    /// Where a problem found while the modules were configured falls: by the binder position
    /// it recorded, or by the binding declared at its location (a child installation).
    func place(of problem: Diagnostic) -> Place {
        if let point = problem.declaredAt, let module = point.module,
            let level = graph.levels.firstIndex(where: {
                $0.includedModules.contains { ObjectIdentifier($0) == module }
            })
        {
            let firstNode = graph.firstNodes[level]
            // After the binding declared before it, or, first in its level, before the level's first.
            return point.position == 0
                ? Place(group: 0, level: level, node: firstNode, rank: 1)
                : Place(group: 0, level: level, node: firstNode + point.position - 1, rank: 3)
        }
        guard let location = problem.location else { return .nowhere }
        if let node = graph.nodes.indices.first(where: { graph.nodes[$0].location == location }) {
            return .node(node, in: graph)
        }
        return .outsideTheGraph
    }

    /// The problems in order of their places; equal places keep the order they were found in.
    func sorted(_ found: [(place: Place, diagnostic: Diagnostic)]) -> [Diagnostic] {
        found.enumerated()
            .sorted { ($0.element.place, $0.offset) < ($1.element.place, $1.offset) }
            .map(\.element.diagnostic)
    }
}
