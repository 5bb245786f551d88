/// Why an `@Injected` property has no value, pointing at the property's declaration.
public struct InjectionError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// No resolver is installed and the task has none.
        case noResolver
        /// The graph does not bind the type; the text is the resolver's own explanation.
        case notBound(String)
        /// The graph binds the type but could not provide it here, such as a main-actor binding
        /// asked for off the main actor; the text is the resolver's own explanation.
        case unresolved(String)
    }

    /// The property's type, such as `FeatureFlagSet`.
    public let typeName: String
    /// Where the property is declared, as `Module/File.swift:line`.
    public let site: String
    /// Why the property has no value: no resolver, or the resolver could not provide the type.
    public let reason: Reason

    /// The error in compiler format, pointing at the property, with what to do about it.
    public var description: String {
        switch reason {
        case .noResolver:
            return "\(site): error: @Injected '\(typeName)' has no graph to resolve from; install one with "
                + "InjectionContext.install(_:) at launch, or run inside InjectionContext.withResolver(_:operation:)"
        case .notBound(let detail):
            return "\(site): error: @Injected '\(typeName)' cannot be resolved; bind it in a linked wiring library, "
                + "or give this task a graph that binds it (InjectionContext.withResolver). The graph said:\n\(detail)"
        case .unresolved(let detail):
            return "\(site): error: @Injected '\(typeName)' is bound, but cannot be resolved here. The graph said:\n"
                + detail
        }
    }
}

/// An error a resolver throws that can say whether the type is bound at all, so that an
/// `@Injected` property's error gives the right advice: bind it, or ask for it differently.
package protocol ResolutionFailure: Error {
    /// Whether the graph binds nothing for the requested type.
    var isMissingBinding: Bool { get }
}
