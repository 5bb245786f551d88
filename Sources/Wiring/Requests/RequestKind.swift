import WiringSupport

/// A factory parameter type that asks for a binding in its own way: `Provider<T>`, `Lazy<T>`,
/// `T?`, `[T]`, `ChildFactory<C>` and the other request kinds. Any other parameter type asks
/// for one value of itself.
///
/// Each request kind says, in its own file, what it needs from the graph, how it makes its
/// value over what answers it, and how the graph export names it.
protocol RequestKind: RecognizableRequestKind, SendableMetatype {
    /// What the request needs from the graph; `recognizer` tells whether a type inside it
    /// (the `T` of `Provider<T>`) is a request kind too, as the requester's level sees it.
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape
    /// The recipe that makes the parameter's value over the targets the graph found for it;
    /// nil when a target's value is not of the type the request expects, which validation
    /// makes impossible.
    static func answer(_ context: AnswerContext) -> AnyRecipe?
    /// How the graph export names the request.
    static var exportName: WiringGraph.RequestKind { get }
    /// What answers a factory parameter of this kind: ``answer(_:)``'s recipe, or for a
    /// provider, an entry added to `providers`.
    static func parameterAnswer(_ context: AnswerContext, providers: inout [ProviderAnswer]) -> FrozenGraph.Answer?
}

extension RequestKind {
    static func parameterAnswer(_ context: AnswerContext, providers: inout [ProviderAnswer]) -> FrozenGraph.Answer? {
        answer(context).map(FrozenGraph.Answer.made)
    }
}

/// A request kind whose value is a provider of its target (`Provider<T>`), which
/// ``ProviderRecipe`` makes for each requester rather than through a ``Recipe`` of its type.
protocol ProviderKind: RequestKind {
    /// What the provider reads, from the targets the graph found for it.
    static func target(in context: AnswerContext) -> ProviderTarget?
    /// A provider of `target` reaching its store through `handle`.
    static func provider(of target: ProviderTarget, handle: StoreHandle) -> Self
}

extension ProviderKind {
    /// The recipe of the provider. Here, where `Self` is handed in: a static method of the
    /// generic provider type itself would look up `Provider<T>`'s metadata to name `Self`.
    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard let target = target(in: context) else { return nil }
        return ProviderRecipe(ProviderAnswer(kind: Self.self, target: target, weakHandles: context.weakHandles))
    }

    /// An entry of the graph's providers: a parameter's provider needs no recipe of its own.
    static func parameterAnswer(_ context: AnswerContext, providers: inout [ProviderAnswer]) -> FrozenGraph.Answer? {
        guard let target = target(in: context) else { return nil }
        providers.append(ProviderAnswer(kind: Self.self, target: target, weakHandles: context.weakHandles))
        return .provider(Int32(truncatingIfNeeded: providers.count - 1))
    }

    /// ``provider(of:handle:)``'s provider as a `D`, the type of the parameter it answers,
    /// which is `Self`. Here, where `Self` is handed in, so that no metadata is looked up.
    static func provider<D>(of target: ProviderTarget, handle: StoreHandle, as _: D.Type) -> D {
        provider(of: target, handle: handle) as! D
    }
}

/// What a request kind makes its recipe from: the bindings that answer the parameter, and
/// what the graph knows of them.
///
/// The freezer moves one context from parameter to parameter, setting what differs, so that
/// the graph's facts are retained once per graph rather than once per parameter.
struct AnswerContext {
    /// The node of the one binding answering the request; nil for an absent optional, or for
    /// a collection or map whose contributions answer it.
    var target: Int?
    /// The nodes of the collection or map contributions answering it, in order.
    var contributions: [Int]
    /// The number of the requester's component level.
    var level: Int
    /// Whether handles made for the value must not keep their store alive, because the
    /// requester may end up inside an instance the store caches (see ``StoreHandle``).
    var weakHandles: Bool
    /// The node each `get()` of a provider made here is recorded under (see ``ProviderTarget``).
    var guardNode: Int32
    /// What the graph knows of its bindings.
    let graph: GraphFacts
    /// The request kind asked for: the parameter's type, or the kind inside it that is
    /// being answered (the `[E]` of `Provider<[E]>`).
    var kind: any RequestKind.Type

    /// Tells the request kinds inside this one, as validation told them for the requester's level.
    var recognizer: RequestKindRecognizer { graph.recognizers[level] }

    /// The graph's facts, while it is frozen or once it is: one object, which every context
    /// made for one graph shares, so that a context holds one reference, not one per fact.
    final class GraphFacts {
        let bindings: BindingList
        private let cells: [Int32]
        let levels: [FrozenLevel]
        /// What each level sees bound, by level number, which tells request kinds inside
        /// request kinds as validation told them.
        let recognizers: [RequestKindRecognizer]

        /// The facts of a graph being frozen.
        init(bindings: BindingList, cells: [Int32], levels: [FrozenLevel], recognizers: [RequestKindRecognizer]) {
            self.bindings = bindings
            self.cells = cells
            self.levels = levels
            self.recognizers = recognizers
        }

        /// The facts of a frozen graph.
        convenience init(_ graph: FrozenGraph) {
            self.init(
                bindings: graph.bindings, cells: graph.cells, levels: graph.levels,
                recognizers: graph.levels.indices.map { graph.recognizer(seenFrom: $0) })
        }

        func isScoped(_ node: Int) -> Bool {
            cells[node] >= 0
        }
    }

    /// Whether the request has a target: false for an absent optional.
    var hasTarget: Bool { target != nil }

    /// Whether anything contributes to the collection or map requested.
    var hasContributions: Bool { !contributions.isEmpty }

    /// The target's node as an answer, when the target's value is a `T`.
    func targetAnswer<T>(as type: T.Type) -> FrozenGraph.Answer? {
        guard let target, graph.bindings[target].valueType == type else { return nil }
        return .node(Int32(target))
    }

    /// What answers one `T` from these targets: `T`'s own recipe when `T` is itself a request
    /// kind, so that request kinds compose (`Provider<[E]>`, `Lazy<E?>`), otherwise the target.
    func valueAnswer<T>(as type: T.Type) -> FrozenGraph.Answer? {
        guard let kind = recognizer.kind(of: type) else { return targetAnswer(as: type) }
        var inner = self
        inner.kind = kind
        return kind.answer(inner).map(FrozenGraph.Answer.made)
    }

    /// What a provider of one `T` reads; `composingRequests: false` reads the target itself, as
    /// a tagged provider does.
    func providerTarget<T>(as type: T.Type, composingRequests: Bool = true) -> ProviderTarget? {
        guard let answer = composingRequests ? valueAnswer(as: type) : targetAnswer(as: type) else { return nil }
        var isScoped = false
        if case .node(let node) = answer { isScoped = graph.isScoped(Int(node)) }
        return ProviderTarget(
            answer: answer, guardNode: guardNode, isScoped: isScoped, bindingNode: target.map { Int32($0) } ?? -1)
    }

    /// A recipe that reads the value of the binding of `node`, a `T`.
    func reading<T>(_ node: Int, as type: T.Type) -> Recipe<T> {
        Recipe<T> { arguments in arguments.store.graph.value(ofNode: node, as: T.self, in: arguments.store) }
    }

    /// The contributions' nodes, when each one's value is a `T`.
    func contributions<T>(as type: T.Type) -> [Int]? {
        let bindings = graph.bindings
        return contributions.allSatisfy { bindings[$0].valueType == type } ? contributions : nil
    }

    /// How the map contributions answering the request merge into one map.
    var mapAssembly: MapAssembly? {
        let bindings = graph.bindings
        for node in contributions {
            if case .mapEntry(_, _, let assembly) = bindings[node].contribution { return assembly }
        }
        return nil
    }

    /// The level of child component `component`, installed at the requester's level or above.
    func childLevel(_ component: ObjectIdentifier) -> Int? {
        graph.levels.childLevel(component, fromLevel: level)
    }
}
