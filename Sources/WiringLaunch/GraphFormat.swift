import Wiring

/// The formats `--print-graph` writes a graph in.
enum GraphFormat: String, CaseIterable {
    /// ``WiringGraph`` as JSON, for tools.
    case json
    /// Graphviz's DOT language, for pictures.
    case dot

    /// The format named after `--print-graph` in `arguments`; nil when it is missing or unknown.
    init?(following option: StandardOption, in arguments: [String]) {
        guard let position = arguments.firstIndex(of: option.rawValue), position + 1 < arguments.count else {
            return nil
        }
        self.init(rawValue: arguments[position + 1])
    }

    /// The graph, written in this format, ending with a line break.
    func text(of graph: WiringGraph) -> String {
        switch self {
        case .json: graph.json() + "\n"
        case .dot: graph.dot()
        }
    }
}
