/// Every problem found in an object graph, thrown before any instance is created.
///
/// Wiring never stops at the first problem: a graph with three missing bindings and a
/// cycle throws one error holding all four, so one build shows everything to fix.
public struct WiringError: Error, Sendable, CustomStringConvertible {
    /// The problems, in declaration order: the order the bindings they point at were declared
    /// (modules in the order they were first included, child components after their parent).
    public let diagnostics: [Diagnostic]

    /// The error a factory threw, for `Wiring.CreationFailed` (a `CancellationError` for
    /// `Wiring.CreationCancelled`); nil for every other problem. Inspect it to react to the
    /// cause, such as a file that could not be opened.
    public let underlyingError: (any Error)?

    /// Whether the error stopped a graph from being built (rather than a lookup in a built one).
    private let stoppedBuild: Bool

    /// An error holding `diagnostics`, reported as a graph that could not be built; for tests and
    /// tools that check graphs their own way.
    public init(diagnostics: [Diagnostic]) {
        self.init(diagnostics: diagnostics, stoppedBuild: true)
    }

    init(diagnostics: [Diagnostic], stoppedBuild: Bool, underlyingError: (any Error)? = nil) {
        self.diagnostics = diagnostics
        self.stoppedBuild = stoppedBuild
        self.underlyingError = underlyingError
    }

    /// All diagnostics in compiler format, then, for a graph that could not be built, a count.
    public var description: String {
        let count = diagnostics.count
        let summary = "\(count) problem\(count == 1 ? "" : "s") in the object graph; nothing was created"
        return (diagnostics.map(\.description) + (stoppedBuild ? [summary] : [])).joined(separator: "\n")
    }
}
