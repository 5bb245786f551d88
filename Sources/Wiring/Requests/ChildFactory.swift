import WiringSupport

/// Builds instances of a child component. A factory in the parent's graph can take one, and
/// hands a library type `{ factory.build($0).root }`.
///
/// `C` is a ``ChildComponent``: what the factory does requires it, not the type itself, so
/// that making the type's metadata at launch, once per child component, looks up no
/// conformance.
public struct ChildFactory<C>: Sendable {
    /// The child component's level in the frozen graph.
    private let level: Int
    /// The node of the child's root.
    private let rootNode: Int
    private let handle: StoreHandle

    init(level: Int, rootNode: Int, handle: StoreHandle) {
        self.level = level
        self.rootNode = rootNode
        self.handle = handle
    }
}

extension ChildFactory where C: ChildComponent {
    /// A new child instance built from `seed`, with its own scoped instances.
    ///
    /// - Parameter seed: The value the child is built from; injectable inside it.
    public func build(_ seed: C.Seed) -> ChildInstance<C> {
        build(seed, parent: handle.store(for: "ChildFactory<\(TypeName.of(C.self))>"))
    }

    /// `build(_:)` for `AsyncChildFactory`, which throws rather than stop: nil when the parent's
    /// store has been released.
    func buildIfAlive(_ seed: C.Seed) -> ChildInstance<C>? {
        handle.liveStore.map { build(seed, parent: $0) }
    }

    private func build(_ seed: C.Seed, parent: InstanceStore) -> ChildInstance<C> {
        let store = InstanceStore(
            graph: parent.graph, level: level, parent: parent, holdsParentWeakly: handle.holdsStoreWeakly,
            seed: CellObject.holding(seed))
        return ChildInstance(store: store, rootNode: rootNode)
    }

    /// A new instance for the same seed as `previous`, keeping its instances marked
    /// `.onReload(.reuse)`; the others are made anew from the current configuration.
    func rebuild(_ previous: ChildInstance<C>) -> ChildInstance<C> {
        let old = previous.store
        let store = InstanceStore(
            graph: old.graph, level: level, parent: old.parentStore, holdsParentWeakly: old.holdsParentWeakly,
            seed: old.seed, carrying: old)
        return ChildInstance(store: store, rootNode: rootNode)
    }
}

extension ChildFactory where C: ChildComponent, C.Seed == Void {
    /// A new child instance of a component without a seed.
    public func build() -> ChildInstance<C> {
        build(())
    }
}

extension ChildFactory: RequestKind where C: ChildComponent {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        RequestShape(key: BindingKey(ChildFactory<C>.self), timing: .deferred, holdsInstance: false)
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard let level = context.childLevel(ObjectIdentifier(C.self)),
            let rootNode = context.graph.levels[level].rootNode
        else { return nil }
        let weak = context.weakHandles
        return Recipe<ChildFactory<C>> { arguments in
            ChildFactory(level: level, rootNode: rootNode, handle: StoreHandle(arguments.store, weak: weak))
        }.erased
    }

    static var exportName: WiringGraph.RequestKind { .childFactory }
}

extension ChildFactory: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [C.self] }
}

extension ChildFactory: DeclaredByBinderCall {
    static var declaredFor: Any.Type { C.self }
    static var declaration: String { "binder.install(\(selfExpression(TypeName.of(C.self))))" }
}
