import Wiring
import WiringSupport

extension WiringGraph {
    /// The answer to "why is this type in my app?": every dependency path from the root to its
    /// bindings, shortest first; the bindings no path reaches; or, when nothing binds the type,
    /// the bound types a person most likely meant.
    ///
    /// ```swift
    /// let why = component.graph.why("any NetworkExecutor")
    /// print(why)
    /// ```
    ///
    /// `wiring-report why GRAPH TYPE` answers it for the graph an app printed with
    /// `--print-graph json`, in text, with `--json`, or as a DOT picture of the paths with
    /// `--dot`; `swift package wiring-graph --product <app> --why TYPE` builds the app and asks.
    /// See <doc:QuestionsToAskYourGraph>.
    public struct Why: Sendable, Hashable, Codable {
        /// The app whose graph was asked, when the graph names it.
        public var app: String?
        /// The type asked about, as it was written.
        public var type: String
        /// The root component's root binding, where every path starts.
        public var root: Node?
        /// Every binding of the type, in any component: with a tag, as a collection element or
        /// map entry included. Empty when nothing binds it.
        public var bindings: [Node]
        /// Up to the limit asked for, shortest first: each from the root to one of
        /// ``bindings``, passing through no binding twice.
        public var paths: [[PathStep]]
        /// How many paths there are in all, or at least, when ``pathCountIsExact`` is false.
        public var pathCount: Int
        /// False when the graph has so many paths that counting them stopped early.
        public var pathCountIsExact: Bool
        /// The bindings of the type that no path from the root reaches.
        public var unreachable: [Node]
        /// When nothing binds the type: the bound bindings whose names are close to it, as a
        /// missing binding's diagnostic suggests them.
        public var suggestions: [Node]
    }

    /// How many paths ``why(_:limit:)`` lists unless told otherwise.
    public static let pathsShownByDefault = 10

    /// Why `type` is in the graph: the paths from the root to every binding of it, shortest
    /// first, at most `limit` of them, and how many there are in all.
    ///
    /// `type` is the name the graph gives a binding: `BillScanner`, `any NetworkExecutor`,
    /// `URL tagged BankBaseURL`, or a bare type, which also finds its tagged bindings. A
    /// collection's elements and a map's entries are found both by what they contribute,
    /// `any ATMPlugin`, and by what is asked for, `[any ATMPlugin]`.
    public func why(_ type: String, limit: Int = pathsShownByDefault) -> Why {
        let graph = withSoundNumbering
        guard graph == self else { return graph.why(type, limit: limit) }
        let asked = type.trimmingWhitespace
        let matches = bindings.filter { $0.name == asked || $0.type == asked || $0.contributedType == asked }
        let links = GraphLinks(self)
        let search = PathSearch(graph: self, links: links, targets: Set(matches.map(\.id)))
        let found = search.paths(limit: max(0, limit))
        let reached = links.root.map { links.reached(from: [$0]) } ?? []
        let unreachable = matches.filter { !(reached.indices.contains($0.id) && reached[$0.id]) }
        var suggestions: [Node] = []
        if matches.isEmpty {
            let byName = Dictionary(bindings.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            suggestions = NearMiss.suggestions(for: asked, among: Array(byName.keys)).compactMap { byName[$0] }
        }
        return Why(
            app: app, type: asked, root: links.root.map { bindings[$0] }, bindings: matches, paths: found.paths,
            pathCount: found.count, pathCountIsExact: found.exact, unreachable: unreachable, suggestions: suggestions)
    }
}

extension String {
    /// The text without spaces or line breaks at either end.
    var trimmingWhitespace: String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(characters[first...last])
    }
}

extension WiringGraph.Node {
    /// What a collection element or map entry contributes: `any ATMPlugin` for an element of
    /// `[any ATMPlugin]` or an entry of `[String: any ATMPlugin]`; nil for a single binding.
    var contributedType: String? {
        guard contribution != .single, type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let inside = type.dropFirst().dropLast()
        guard contribution == .mapEntry else { return String(inside) }
        // The value follows the first ": " outside brackets and angle brackets.
        var depth = 0
        var index = inside.startIndex
        while index < inside.endIndex {
            switch inside[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0:
                let value = inside[inside.index(after: index)...].drop { $0 == " " }
                return String(value)
            default: break
            }
            index = inside.index(after: index)
        }
        return nil
    }

    /// The binding as a step of a path names it: a collection element or map entry by what it
    /// contributes and to what, `any ATMPlugin, an element of [any ATMPlugin]`.
    var stepName: String {
        guard let contributed = contributedType else { return name }
        if contribution == .mapEntry {
            return "\(contributed), the entry \(mapKey ?? "?") of \(type)"
        }
        return "\(contributed), an element of \(type)"
    }
}
