/// Every problem found in an object graph, thrown before any instance is created.
///
/// Wiring never stops at the first problem: a graph with three missing bindings and a
/// cycle throws one error holding all four, so one build shows everything to fix.
public struct WiringError: Error, Sendable, CustomStringConvertible {
    /// The problems, in the order their declarations were found.
    public let diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// All diagnostics in compiler format, then a count.
    public var description: String {
        let count = diagnostics.count
        let summary = "\(count) problem\(count == 1 ? "" : "s") in the object graph; nothing was created"
        return (diagnostics.map(\.description) + [summary]).joined(separator: "\n")
    }
}
