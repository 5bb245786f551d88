import WiringSupport

/// A factory parameter that asks for the value bound with tag `G`.
public struct Tagged<G: BindingTag>: Sendable {
    /// The tagged value.
    public let value: G.Element

    /// Wraps a value; the graph does this when it injects a `Tagged<G>`.
    public init(_ value: G.Element) {
        self.value = value
    }
}

extension Tagged: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        RequestShape(key: .tagged(G.Element.self, tag: G.self), timing: .immediate)
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard case .node(let node)? = context.targetAnswer(as: G.Element.self) else { return nil }
        return Recipe<Tagged<G>> { arguments in
            Tagged(arguments.store.graph.value(ofNode: Int(node), as: G.Element.self, in: arguments.store))
        }.erased
    }

    static var exportName: WiringGraph.RequestKind { .tagged }
}

extension Tagged: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [G.self] }
}

/// Names one of several bindings of the same type, such as the bank's base URL versus the
/// receipts directory URL.
///
/// ```swift
/// public enum BankBaseURL: BindingTag { public typealias Element = URL }
///
/// binder.bind(URL.self).tagged(BankBaseURL.self).to(value: url)
/// binder.bind(BankClient.self).to(factory: { (baseURL: Tagged<BankBaseURL>) in
///     BankClient(baseURL: baseURL.value)   // the URL itself
/// })
/// ```
///
/// A tag applies only to its `Element` type; `bind(String.self).tagged(BankBaseURL.self)`
/// does not compile.
public protocol BindingTag: SendableMetatype {
    /// The type this tag qualifies.
    associatedtype Element: Sendable
}
