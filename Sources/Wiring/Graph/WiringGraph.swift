/// A built component's object graph as plain data: its components, its bindings and the
/// requests between them, for tools, reports and pictures.
///
/// ```swift
/// let graph = component.graph
/// let json = try JSONEncoder().encode(graph)
/// ```
///
/// Get it from ``Component/graph``. It is `Codable`, so any encoder can write it; WiringLaunch
/// adds `json()`, which writes it as JSON with sorted keys, and every app prints it with
/// `--print-graph json`.
///
/// The `WiringReports` library asks it why a type is in it (`why(_:limit:)`), what another
/// app's graph swaps against it (`WiringGraph.Difference`), and draws it (`dot()`); the
/// `wiring-report` tool asks the same of the JSON an app printed. See
/// <doc:QuestionsToAskYourGraph>.
///
/// Bindings and components are numbered from 0, in the order the component keeps them: the
/// root component's bindings first, then each child's, depth first. Edges and child
/// components refer to them by those numbers.
public struct WiringGraph: Sendable, Hashable, Codable {
    /// The app whose graph this is, such as `atm`, as `--print-graph json` names it, so that a
    /// diff of two saved graphs can say which is which; nil for a graph got in code.
    public var app: String?
    /// The linked wiring libraries the component was built from (empty when it was built from
    /// modules).
    public var libraries: [String]
    /// The root component first, then its children, depth first.
    public var components: [ComponentNode]
    /// Every binding, numbered by position.
    public var bindings: [Node]
    /// Every request of a factory parameter, from the binding that asks to each binding that
    /// answers it.
    public var edges: [Edge]

    /// Makes a graph from its parts, for tools that build or transform graphs themselves.
    public init(
        app: String? = nil, libraries: [String], components: [ComponentNode], bindings: [Node], edges: [Edge]
    ) {
        self.app = app
        self.libraries = libraries
        self.components = components
        self.bindings = bindings
        self.edges = edges
    }
}
