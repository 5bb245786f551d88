import Wiring
import WiringReports

/// The formats `--print-graph` writes a graph in.
enum GraphFormat: String, CaseIterable {
    /// ``WiringGraph`` as JSON, for tools.
    case json
    /// Graphviz's DOT language, for pictures.
    case dot

    /// The format named after `--print-graph` in `arguments`; nil when it is missing or unknown.
    init?(following option: StandardOption, in arguments: [String]) {
        guard let text = Self.text(following: option, in: arguments) else { return nil }
        self.init(rawValue: text)
    }

    /// The argument after `option` in `arguments`, whatever it says; nil when there is none, or
    /// when the next argument is another option.
    static func text(following option: StandardOption, in arguments: [String]) -> String? {
        guard let position = arguments.firstIndex(of: option.rawValue), position + 1 < arguments.count,
            !arguments[position + 1].hasPrefix("-")
        else {
            return nil
        }
        return arguments[position + 1]
    }

    /// The graph, written in this format, ending with a line break.
    func text(of graph: WiringGraph) -> String {
        switch self {
        case .json: graph.json() + "\n"
        case .dot: graph.dot()
        }
    }
}
