/// How long an instance made by a binding lives.
///
/// A binding without a scope is *unscoped*: every request gets a new instance.
public struct Scope: Sendable, Hashable, CustomStringConvertible {
    /// The scope's name, used in diagnostics.
    public let name: String

    /// Creates a named scope.
    public init(_ name: String) {
        self.name = name
    }

    /// One instance per built graph, created on first use, exactly once even when several
    /// threads ask for it at the same moment, and released with the graph.
    public static let singleton = Scope("singleton")

    public var description: String { name }
}
