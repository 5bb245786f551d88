import Wiring

extension WiringGraph {
    /// The answer of ``why(_:limit:)`` as a DOT picture: every binding on some path from the
    /// root to the bindings asked about, and the edges between them, drawn as ``dot()`` draws
    /// the whole graph; the bindings asked about have a thick red border, and the root says it
    /// is the root. A binding asked about that no path reaches is drawn alone. Unlike the
    /// text, the picture leaves no path out.
    public func dot(of why: Why) -> String {
        let graph = withSoundNumbering
        guard graph == self else { return graph.dot(of: why) }
        let targets = why.bindings.map(\.id).filter { bindings.indices.contains($0) }
        let links = GraphLinks(self)
        var shown = PathSearch(graph: self, links: links, targets: Set(targets)).bindingsOnPaths()
        var marks = DOTMarks()
        for target in targets {
            shown[target] = true
            marks.bindings[target] = .init(label: "asked about", attributes: Self.askedAbout)
        }
        if let root = links.root, shown[root] {
            var mark = marks.bindings[root] ?? .init(label: nil, attributes: [])
            mark.label = [mark.label, "the root"].compactMap { $0 }.joined(separator: ", ")
            marks.bindings[root] = mark
        }
        marks.shown = shown
        return dot(marks: marks)
    }

    /// The look of a binding a question is about.
    static let askedAbout = ["color=\"#d1242f\"", "penwidth=3"]
}
