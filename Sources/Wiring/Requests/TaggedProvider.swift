import WiringSupport

/// A factory parameter that asks for the value bound with tag `G`, made on each `get()`.
public struct TaggedProvider<G: BindingTag>: Sendable {
    private let provider: Provider<G.Element>

    init(_ provider: Provider<G.Element>) {
        self.provider = provider
    }

    /// The tagged value: a new one on each call when its binding is unscoped.
    public func get() -> G.Element {
        provider.get(as: "TaggedProvider<\(TypeName.of(G.self))>")
    }
}

extension TaggedProvider: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        RequestShape(key: .tagged(G.Element.self, tag: G.self), timing: .deferred, holdsInstance: false)
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard let target = context.providerTarget(as: G.Element.self, composingRequests: false) else { return nil }
        let weak = context.weakHandles
        return Recipe<TaggedProvider<G>> { arguments in
            TaggedProvider(Provider(target: target, handle: StoreHandle(arguments.store, weak: weak)))
        }.erased
    }

    static var exportName: WiringGraph.RequestKind { .taggedProvider }
}

extension TaggedProvider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [G.self] }
}
