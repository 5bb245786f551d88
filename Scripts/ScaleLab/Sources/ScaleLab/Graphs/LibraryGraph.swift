import Foundation

/// An app's graph one level up: one node per wiring library, and an edge from one library to
/// another when a binding declared in the first has a dependency answered by a binding declared
/// in the second.
///
/// A large app's binding graph has thousands of nodes, too many to draw; its libraries are what a
/// team owns and what an app links, so this is the picture of how a large app is put together.
/// Requests inside one library make no edge, and many requests between two libraries make one.
struct LibraryGraph: Equatable {
    /// One library's dependency on another.
    struct Edge: Hashable, Comparable {
        /// The library whose binding asks.
        let from: String
        /// The library whose binding answers.
        let to: String

        static func < (left: Edge, right: Edge) -> Bool {
            (left.from, left.to) < (right.from, right.to)
        }
    }

    /// Every library, in name order: the linked ones and any other a binding names.
    let libraries: [String]
    /// How many bindings each library declares.
    let bindingCounts: [String: Int]
    /// Each dependency once, in name order, so one graph always writes the same file.
    let edges: [Edge]

    init(_ graph: PrintedGraph) throws(LabError) {
        var libraryOf: [Int: String] = [:]
        var counts: [String: Int] = [:]
        for binding in graph.bindings {
            libraryOf[binding.id] = binding.library
            counts[binding.library, default: 0] += 1
        }
        var edges = Set<Edge>()
        for edge in graph.edges {
            guard let from = libraryOf[edge.from], let to = libraryOf[edge.to] else {
                throw .unexpected("the graph has a request \(edge.from) → \(edge.to) between bindings it does not list")
            }
            if from != to { edges.insert(Edge(from: from, to: to)) }
        }
        libraries = Set(graph.libraries).union(counts.keys).sorted()
        bindingCounts = counts
        self.edges = edges.sorted()
    }

    /// Reads an app's `--print-graph json`.
    init(json: Data) throws(LabError) {
        let graph: PrintedGraph
        do {
            graph = try JSONDecoder().decode(PrintedGraph.self, from: json)
        } catch {
            throw .unexpected("cannot read the graph an app printed as JSON: \(error)")
        }
        try self.init(graph)
    }
}
