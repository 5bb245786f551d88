import Wiring

extension WiringGraph {
    /// What differs between two apps' graphs: what the UI-test or development app swaps
    /// against production.
    ///
    /// ```swift
    /// let difference = WiringGraph.Difference(production, uiTest, allowing: [LibrarySwap("NetworkWiring=FakeNetworkWiring")!])
    /// print(difference)
    /// ```
    ///
    /// Bindings are matched by what they bind (type, tag, map key, component), not by where
    /// they are declared: a binding both apps have but declare in different wiring libraries
    /// or at different lines is swapped. `wiring-report diff FIRST SECOND` compares the JSON
    /// two apps' `--print-graph json` wrote, and `swift package wiring-graph --diff A B` builds
    /// both apps and compares them. See <doc:QuestionsToAskYourGraph>.
    public struct Difference: Sendable, Hashable, Codable {
        /// The first app's name: the graph's ``WiringGraph/app``, or `first`.
        public var first: String
        /// The second app's name: the graph's ``WiringGraph/app``, or `second`.
        public var second: String
        /// Every difference: linked libraries first, then bindings in the first graph's order,
        /// then those only the second has.
        public var changes: [Change]
        /// One line per pair of wiring libraries: what the second app has in place of the first's.
        public var summary: [LibrarySummary]
        /// The swaps the comparison was told are intended.
        public var allowed: [LibrarySwap]

        /// Compares `first` with `second`, marking as allowed what `swaps` allow.
        public init(_ first: WiringGraph, _ second: WiringGraph, allowing swaps: [LibrarySwap] = []) {
            self.first = first.app ?? "first"
            self.second = second.app ?? "second"
            allowed = swaps
            let comparison = Comparison(
                first: first.withSoundNumbering, second: second.withSoundNumbering, swaps: swaps)
            changes = comparison.changes()
            summary = LibrarySummary.lines(of: changes, firstApp: self.first, secondApp: self.second)
        }

        /// The changes `allowed` does not cover.
        public var disallowed: [Change] {
            changes.filter { !$0.allowed }
        }
    }

    /// A swap of one wiring library for another that a comparison is told is intended:
    /// `NetworkWiring=FakeNetworkWiring` allows the second app to bind with
    /// `FakeNetworkWiring` what the first binds with `NetworkWiring`, to have bindings and
    /// link libraries of its own from `FakeNetworkWiring`, and to lack those of `NetworkWiring`.
    public struct LibrarySwap: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The first app's library, such as `NetworkWiring`.
        public var first: String
        /// The second app's library, such as `FakeNetworkWiring`.
        public var second: String

        /// The swap of `first` for `second`.
        public init(first: String, second: String) {
            self.first = first
            self.second = second
        }

        /// Reads `FIRST=SECOND`, as `--allow-library-swap` takes it; nil for anything else.
        public init?(_ text: String) {
            let parts = text.split(separator: "=", omittingEmptySubsequences: false).map {
                String($0).trimmingWhitespace
            }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            self.init(first: parts[0], second: parts[1])
        }

        /// `FIRST=SECOND`.
        public var description: String { "\(first)=\(second)" }
    }

    /// One difference between two graphs.
    public struct Change: Sendable, Hashable, Codable {
        /// What differs.
        public var kind: ChangeKind
        /// For a library only one app links: its name.
        public var library: String?
        /// The binding in the first app; nil when only the second has it.
        public var first: Node?
        /// The binding in the second app; nil when only the first has it.
        public var second: Node?
        /// For a dependency added or removed: the request, as the app that has it makes it.
        public var dependency: Dependency?
        /// Whether an allowed swap covers it.
        public var allowed: Bool

        /// Makes a change from its parts.
        public init(
            kind: ChangeKind, library: String? = nil, first: Node? = nil, second: Node? = nil,
            dependency: Dependency? = nil, allowed: Bool = false
        ) {
            self.kind = kind
            self.library = library
            self.first = first
            self.second = second
            self.dependency = dependency
            self.allowed = allowed
        }
    }

    /// What a change is.
    public enum ChangeKind: String, Sendable, Hashable, Codable, CaseIterable {
        /// The first app links a wiring library the second does not.
        case libraryOnlyInFirst
        /// The second app links a wiring library the first does not.
        case libraryOnlyInSecond
        /// A binding only the first app has.
        case onlyInFirst
        /// A binding only the second app has.
        case onlyInSecond
        /// A binding both have, declared by different wiring libraries or at different lines.
        case swapped
        /// A binding both have, with different scopes.
        case scopeChanged
        /// A binding both have, made synchronously in one and asynchronously or on the main
        /// actor in the other.
        case creationChanged
        /// A request the second app's binding makes and the first's does not.
        case dependencyAdded
        /// A request the first app's binding makes and the second's does not.
        case dependencyRemoved
    }

    /// A request that one app's binding makes and the other's does not.
    public struct Dependency: Sendable, Hashable, Codable {
        /// The parameter type as written.
        public var parameter: String
        /// How the parameter asks.
        public var kind: RequestKind
        /// The binding that answers it.
        public var answeredBy: Node

        /// Makes a dependency from its parts.
        public init(parameter: String, kind: RequestKind, answeredBy: Node) {
            self.parameter = parameter
            self.kind = kind
            self.answeredBy = answeredBy
        }
    }
}

/// The work of ``WiringGraph/Difference/init(_:_:allowing:)``: matching two graphs' bindings
/// and listing what differs.
private struct Comparison {
    let first: WiringGraph
    let second: WiringGraph
    let swaps: [WiringGraph.LibrarySwap]
    private let firstIdentities: [BindingIdentity]
    private let secondIdentities: [BindingIdentity]
    /// The second graph's binding for each of the first's; nil where it has none.
    private let matchOfFirst: [Int?]
    private let matchedInSecond: Set<Int>

    init(first: WiringGraph, second: WiringGraph, swaps: [WiringGraph.LibrarySwap]) {
        self.first = first
        self.second = second
        self.swaps = swaps
        firstIdentities = BindingIdentity.all(in: first)
        secondIdentities = BindingIdentity.all(in: second)
        let secondByIdentity = Dictionary(
            secondIdentities.enumerated().map { ($1, $0) }, uniquingKeysWith: { earlier, _ in earlier })
        matchOfFirst = firstIdentities.map { secondByIdentity[$0] }
        matchedInSecond = Set(matchOfFirst.compactMap { $0 })
    }

    func changes() -> [WiringGraph.Change] {
        var changes: [WiringGraph.Change] = []
        let firstLibraries = Set(first.libraries), secondLibraries = Set(second.libraries)
        for library in first.libraries where !secondLibraries.contains(library) {
            changes.append(
                .init(kind: .libraryOnlyInFirst, library: library, allowed: swaps.contains { $0.first == library }))
        }
        for library in second.libraries where !firstLibraries.contains(library) {
            changes.append(
                .init(kind: .libraryOnlyInSecond, library: library, allowed: swaps.contains { $0.second == library }))
        }
        let firstRequests = requests(of: first, identities: firstIdentities)
        let secondRequests = requests(of: second, identities: secondIdentities)
        for (position, node) in first.bindings.enumerated() {
            guard let match = matchOfFirst[position] else {
                changes.append(.init(kind: .onlyInFirst, first: node, allowed: allowedInFirst(node.library)))
                continue
            }
            let other = second.bindings[match]
            let swapAllowed = swaps.contains(.init(first: node.library, second: other.library))
            if node.library != other.library || node.file != other.file || node.line != other.line {
                changes.append(.init(kind: .swapped, first: node, second: other, allowed: swapAllowed))
            }
            if node.scope != other.scope {
                changes.append(.init(kind: .scopeChanged, first: node, second: other, allowed: swapAllowed))
            }
            if node.creation != other.creation {
                changes.append(.init(kind: .creationChanged, first: node, second: other, allowed: swapAllowed))
            }
            let before = firstRequests[position], after = secondRequests[match]
            changes += dependencyChanges(
                .dependencyRemoved, between: node, and: other, requests: before.subtracting(after), in: first
            ) { target in
                swapAllowed || (matchOfFirst[target] == nil && allowedInFirst(first.bindings[target].library))
            }
            changes += dependencyChanges(
                .dependencyAdded, between: node, and: other, requests: after.subtracting(before), in: second
            ) { target in
                swapAllowed || (!matchedInSecond.contains(target) && allowedInSecond(second.bindings[target].library))
            }
        }
        for (position, node) in second.bindings.enumerated() where !matchedInSecond.contains(position) {
            changes.append(.init(kind: .onlyInSecond, second: node, allowed: allowedInSecond(node.library)))
        }
        return changes
    }

    /// A change of `kind` for each of `requests`, which `graph` has and the other graph does
    /// not, in the order of `graph`'s edges; `allowed` says, for the node a request's edge
    /// reaches, whether the change is an allowed one.
    private func dependencyChanges(
        _ kind: WiringGraph.ChangeKind, between node: WiringGraph.Node, and other: WiringGraph.Node,
        requests: Set<Request>, in graph: WiringGraph, allowed: (Int) -> Bool
    ) -> [WiringGraph.Change] {
        requests.sorted { $0.edge < $1.edge }.map { request in
            let edge = graph.edges[request.edge]
            return WiringGraph.Change(
                kind: kind, first: node, second: other,
                dependency: .init(parameter: edge.parameter, kind: edge.kind, answeredBy: graph.bindings[edge.to]),
                allowed: allowed(edge.to))
        }
    }

    private func allowedInFirst(_ library: String) -> Bool {
        swaps.contains { $0.first == library }
    }

    private func allowedInSecond(_ library: String) -> Bool {
        swaps.contains { $0.second == library }
    }

    /// One request of a binding, as the other graph can have it too: what it asks for and how.
    /// Equal and hashed by everything but the edge's position, which only orders the report.
    struct Request: Hashable {
        let target: BindingIdentity
        let kind: WiringGraph.RequestKind
        let parameter: String
        let edge: Int

        static func == (lhs: Request, rhs: Request) -> Bool {
            lhs.target == rhs.target && lhs.kind == rhs.kind && lhs.parameter == rhs.parameter
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(target)
            hasher.combine(kind)
            hasher.combine(parameter)
        }
    }

    /// Each binding's requests.
    private func requests(of graph: WiringGraph, identities: [BindingIdentity]) -> [Set<Request>] {
        var requests = [Set<Request>](repeating: [], count: graph.bindings.count)
        for (position, edge) in graph.edges.enumerated() {
            requests[edge.from].insert(
                Request(target: identities[edge.to], kind: edge.kind, parameter: edge.parameter, edge: position))
        }
        return requests
    }
}
