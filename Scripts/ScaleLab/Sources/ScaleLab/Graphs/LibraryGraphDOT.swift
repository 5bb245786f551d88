import Foundation

extension LibraryGraph {
    /// The graph in Graphviz's DOT language, for `dot -Tpng`.
    ///
    /// Drawn left to right, as the framework draws a binding graph, so the shell that asks for
    /// everything sits at the left and the core services everything needs at the right. Node
    /// labels drop the `Wiring` every name ends with and say how many bindings the library
    /// declares; fakes are filled in orange, as in the framework's own pictures, so a fake in a
    /// product app cannot hide. Edges that share an end are merged (`concentrate`), which keeps a
    /// graph of hundreds of libraries legible.
    func dot(title: String) -> String {
        var lines = [
            "digraph libraries {",
            "  graph [rankdir=LR, concentrate=true, ranksep=1.2, nodesep=0.05, fontname=\"Helvetica\", "
                + "fontsize=14, labelloc=t, label=\(Self.quoted(title))];",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f4f6f8\", color=\"#777777\", "
                + "fontname=\"Helvetica\", fontsize=9, height=0.25, margin=\"0.06,0.02\"];",
            "  edge [color=\"#55555560\", arrowsize=0.4, penwidth=0.6];",
        ]
        for library in libraries {
            let count = bindingCounts[library] ?? 0
            let label = "\(Self.shortName(library))\n\(count) \(count == 1 ? "binding" : "bindings")"
            let fill = library.hasPrefix("Fake") ? ", fillcolor=\"#ffd8a8\"" : ""
            lines.append(
                "  \(Self.quoted(library)) [label=\(Self.quoted(label)), tooltip=\(Self.quoted(library))\(fill)];")
        }
        for edge in edges {
            lines.append("  \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to));")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Ledger051Wiring` as `Ledger051`: every node is a wiring library, so the suffix says nothing.
    static func shortName(_ library: String) -> String {
        library.hasSuffix("Wiring") && library != "Wiring" ? String(library.dropLast("Wiring".count)) : library
    }

    /// A DOT string literal; `\n` in `text` stays a line break in the label.
    static func quoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }
}
