/// What a provider, and the request kinds that hold one (`Lazy`, `WeakProvider`,
/// `TaggedProvider`, `MainActorProvider`, `AsyncProvider`), make their value from: the answer
/// the graph found for their target when it was frozen.
@usableFromInline
struct ProviderTarget: Sendable {
    /// The target binding's node, or the recipe of a request kind inside the provider (the
    /// `[E]` of `Provider<[E]>`).
    @usableFromInline let answer: FrozenGraph.Answer
    /// When the target is on a loop of unscoped bindings that ask for each other through
    /// requests like this one, the node each `get()` is recorded under, so that a loop that
    /// never ends is reported (see ``InstanceStore/valueGuardingLoops(of:as:)``); -1 otherwise,
    /// and then `get()` records nothing.
    @usableFromInline let guardNode: Int32
    /// Whether the target is a scoped binding, cached by its store, so that `Lazy` need not
    /// cache it again. Stored, so that asking never reads a store that may be gone.
    let isScoped: Bool
    /// The binding the value is read from, directly or through the request kind inside the
    /// provider (the tagged binding of `AsyncProvider<Tagged<G>>`); -1 when there is none.
    let bindingNode: Int32

    init(answer: FrozenGraph.Answer, guardNode: Int32 = -1, isScoped: Bool = false, bindingNode: Int32? = nil) {
        self.answer = answer
        self.guardNode = guardNode
        self.isScoped = isScoped
        if let bindingNode {
            self.bindingNode = bindingNode
        } else if case .node(let node) = answer {
            self.bindingNode = node
        } else {
            self.bindingNode = -1
        }
    }

    /// Whether each `get()` is recorded, to report a loop that never ends.
    @inlinable var guardsLoops: Bool { guardNode >= 0 }

    /// The target binding's node, when the target is a binding.
    var node: Int? {
        if case .node(let node) = answer { return Int(node) }
        return nil
    }

    /// ``bindingNode``, when there is one.
    var boundNode: Int? {
        bindingNode >= 0 ? Int(bindingNode) : nil
    }
}
