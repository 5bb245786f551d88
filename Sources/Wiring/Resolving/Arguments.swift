/// What a recipe reads its factory's parameters from: the store the value is made in, and
/// where the binding's answers begin in the frozen graph.
///
/// Reading parameter number `i` reads the graph's answer to it: a binding's node, whose value
/// is read from its cell or made, or a request kind's recipe (`Provider<T>`, `[T]`, `T?`…).
/// Inlinable, so that a recipe compiled for its parameter types reads each with code
/// specialized for it.
@usableFromInline
struct Arguments: Sendable {
    /// The store the value is made in: a scoped binding's owner, or the requester's store.
    @usableFromInline let store: InstanceStore
    /// The binding's node, which diagnostics name; -1 for the recipe of a request kind.
    @usableFromInline let node: Int
    /// Where the binding's answers begin in the graph's answers; ``next(_:)`` moves it on.
    @usableFromInline private(set) var first: Int

    @usableFromInline
    init(store: InstanceStore, node: Int, first: Int) {
        self.store = store
        self.node = node
        self.first = first
    }

    /// The arguments of the recipe of a request kind, which reads no parameters of its own.
    @usableFromInline
    init(madeIn store: InstanceStore) {
        self.init(store: store, node: -1, first: 0)
    }

    /// The next parameter's value, a `P`: parameter 0, which this then moves past, so that
    /// `factory(repeat arguments.next((each D).self))` reads a factory's parameters in order.
    @inlinable
    mutating func next<P>(_: P.Type) -> P {
        defer { first += 1 }
        return value(0, as: P.self)
    }

    /// The value of parameter number `index`, a `D`. Always inlined into the recipe that reads
    /// it, which is compiled for its parameter types: a call per parameter would cost more
    /// than the read.
    @inlinable @inline(__always)
    func value<D>(_ index: Int, as type: D.Type) -> D {
        // The switch of FrozenGraph.value(of:as:in:), copied: a debug build does not inline that
        // call, and its frame on every level kept the supported depth from fitting a 512 KB stack.
        switch store.graph.answers[first + index] {
        case .node(let node): store.graph.value(ofNode: Int(node), as: type, in: store)
        case .made(let recipe): recipe.value(as: type, in: store)
        case .provider(let number): store.graph.provider(number, as: type, in: store)
        }
    }
}
