import Injection
import Synchronization

/// What makes and links a graph's slots on first use: each binding's link closure, where its
/// instance is cached, and the slot that answers each of its parameters. Shared by every
/// table of one graph; it owns every slot made for the graph.
///
/// A binding's slot is made by whatever first needs it, typed by that user: a requester being
/// linked, a wrapper parameter when the graph is frozen, or a lookup by type. So building a
/// graph makes no slot for a binding nothing has asked for, and never looks up the generic
/// metadata of `Slot<T>` for it: making every slot up front would cost that lookup and an
/// allocation per binding in every build.
///
/// The answers are found when the graph is frozen, so anything missing is reported then;
/// linking a slot later only hands its binding the slots found for it.
@usableFromInline
final class LinkContext: @unchecked Sendable {
    private let bindings: BindingList
    /// Where each node's answers begin in `answers`.
    private let firstAnswer: [Int32]
    /// What answers each wrapper parameter (providers, collections, child factories), in the
    /// order the freezer found them; raw memory, as `nodeSlots` is.
    private let wrapperAnswers: UnsafeMutablePointer<WrapperAnswer>
    /// How many of `wrapperAnswers` the freezer has filled; read-only once the graph is shared.
    private var wrapperCount = 0
    /// The slots made for wrappers inside those (the `[E]` of `Provider<[E]>`).
    let keeper = SlotKeeper()
    /// The answer to each request, as ``Linker`` reads it: node `n` as `n`, wrapper answer
    /// `w` as `-1 - w`. Numbers, not slots, so that a slot need not exist
    /// before something asks for it. Raw memory, as `nodeSlots` is: reading an array held by
    /// a class retains and releases its storage, and making an instance reads this once per
    /// parameter.
    @usableFromInline let answers: UnsafeMutablePointer<Int32>
    /// How many requests `answers` holds.
    private let requestCount: Int
    /// How many nodes `nodeSlots` holds: `bindings.count`, kept apart so that checking a node
    /// number reads no binding list.
    private let nodeCount: Int
    /// Each node's slot, once made: read with one atomic load and published with one
    /// compare-and-exchange, so neither finding nor making a slot takes a lock. Also where
    /// the node's instance is cached.
    private let nodeSlots: UnsafeMutablePointer<NodeSlot>
    /// How many bindings are linked. Its lock runs each binding's link once (see
    /// ``NodeSlot/isLinked``).
    private let state = Locked(0)
    /// Whether any binding is asynchronous or main-actor: lookups by type check those rules
    /// only then, so graphs without them pay nothing.
    let hasIsolatedCreation: Bool
    /// The factories of asynchronous bindings, by node, once linked.
    private let asyncResolvers = Locked<[Int32: AnyAsyncResolver]>([:])
    // Filled while the graph is frozen; read-only afterwards.
    /// For each asynchronous binding, the nodes from its level's root to it, for the
    /// "dependency path" of a factory that throws.
    private(set) var creationPaths: [Int32: [Int32]] = [:]

    init(graph: DependencyGraph) {
        bindings = graph.nodes
        nodeCount = graph.nodes.count
        hasIsolatedCreation = graph.hasIsolatedCreation
        firstAnswer = graph.requestStart
        nodeSlots = .allocate(capacity: max(bindings.count, 1))
        for node in bindings.indices {
            (nodeSlots + node).initialize(to: NodeSlot())
        }
        // The plain answers as the graph found them; the freezer adds the wrapper answers.
        wrapperAnswers = .allocate(capacity: max(graph.wrapperRequests.count, 1))
        requestCount = graph.plainAnswers.count
        answers = .allocate(capacity: max(requestCount, 1))
        graph.plainAnswers.withUnsafeBufferPointer { plain in
            if let source = plain.baseAddress { answers.initialize(from: source, count: plain.count) }
        }
    }

    deinit {
        for node in bindings.indices {
            nodeSlots[node].slot.load(ordering: .acquiring)?.release()
        }
        nodeSlots.deinitialize(count: bindings.count)
        nodeSlots.deallocate()
        answers.deinitialize(count: requestCount)
        answers.deallocate()
        wrapperAnswers.deinitialize(count: wrapperCount)
        wrapperAnswers.deallocate()
    }

    /// How many bindings have been linked so far.
    var linkedCount: Int {
        state.withLock { $0 }
    }

    /// How many nodes' slots have been made so far.
    var madeSlotCount: Int {
        bindings.indices.count { nodeSlots[$0].slot.load(ordering: .acquiring) != nil }
    }

    /// How many wrapper parameters' slots exist: those the freezer made, and providers' made
    /// since. For tests.
    var madeWrapperSlotCount: Int {
        (0..<wrapperCount).count { wrapperAnswers[$0].slot.load(ordering: .acquiring) != nil }
    }

    /// Installs where each node's instance is cached, in node order.
    func setCells(_ cells: [CellAddress?]) {
        cells.withUnsafeBufferPointer { cells in
            for node in 0..<min(cells.count, nodeCount) {
                nodeSlots[node].cell = cells[node]
            }
        }
    }

    /// Records what answers wrapper request number `request`; the freezer calls this once per
    /// wrapper request, before the graph is shared.
    func answer(_ request: Int, with answer: consuming WrapperAnswer) {
        (wrapperAnswers + wrapperCount).initialize(to: answer)
        answers[request] = Int32(truncatingIfNeeded: -1 - wrapperCount)
        wrapperCount += 1
    }

    /// The slot of graph node `node`, made now if nothing has asked for it yet; nil when the
    /// node's value is not a `T`.
    ///
    /// Written so that unspecialized callers (wrappers, made once per graph) look no generic
    /// metadata up unless they make the slot: no `Optional<Slot<T>>` crosses a generic call.
    func slot<T>(ofNode node: Int, as type: T.Type) -> Slot<T>? {
        guard let slot = madeSlot(ofNode: node, valueType: type, slotType: Slot<T>.self) else { return nil }
        return unsafeDowncast(slot, to: Slot<T>.self)
    }

    /// The slot of graph node `node` if its value is a `valueType`, made as a `slotType` if
    /// nothing has asked for it yet; for a lookup by type, whose caller names `Slot<T>`
    /// itself when it is compiled for `T`.
    @usableFromInline
    func slot(ofNode node: Int, valueType: Any.Type, slotType: () -> AnySlot.Type) -> AnySlot? {
        madeSlot(ofNode: node, valueType: valueType, slotType: slotType())
    }

    /// `slot(ofNode:as:)`, not generic, so that optimized code can pass `Slot<T>` as a
    /// metatype it already has: unspecialized code would look its generic metadata up at run
    /// time. The metatype is only read when the slot is made.
    ///
    /// No lock: two threads that make the same slot at once each allocate one, the first to
    /// publish it wins, and the other releases its own before anything has seen it. A slot
    /// is only its cell and node until it is linked, which ``link(_:)`` does once, under the lock.
    private func madeSlot(ofNode node: Int, valueType: Any.Type, slotType: @autoclosure () -> AnySlot.Type)
        -> AnySlot?
    {
        guard bindings.indices.contains(node), bindings[node].valueType == valueType else { return nil }
        if let existing = nodeSlots[node].slot.load(ordering: .acquiring) {
            return existing.takeUnretainedValue()
        }
        let made = slotType().init(cell: nodeSlots[node].cell, node: Int32(truncatingIfNeeded: node))
        return Self.publish(made, in: nodeSlots[node].slot)
    }

    /// Publishes `made`, retained, in `published`, unless another thread published a slot
    /// there first; returns the slot that won. No lock: the loser is released before anything
    /// has seen it.
    private static func publish(_ made: AnySlot, in published: borrowing Atomic<Unmanaged<AnySlot>?>) -> AnySlot {
        let retained = Unmanaged.passRetained(made)
        let (won, current) = published.compareExchange(
            expected: nil, desired: retained, ordering: .acquiringAndReleasing)
        if won { return made }
        retained.release()
        return current.unsafelyUnwrapped.takeUnretainedValue()
    }

    /// The slot answering request number `request`, whose value is a `valueType`, made as a
    /// `slotType` if nothing has asked for it yet; for a ``Linker``, whose binding is being
    /// linked.
    ///
    /// Validation matched each parameter's key to its target's, so the target's value is a
    /// `valueType` and the slot exists; debug builds check that.
    @usableFromInline
    func answer(_ request: Int, valueType: Any.Type, slotType: @autoclosure () -> AnySlot.Type) -> AnySlot {
        let answer = Int(answers[request])
        if answer < 0 {
            return wrapperSlot(-1 - answer, slotType: slotType())
        }
        return madeSlot(ofNode: answer, valueType: valueType, slotType: slotType()).unsafelyUnwrapped
    }

    /// The value answering request number `request`, a `D`, as seen from `store`: a provider
    /// made now over its target, or the value of the answer's slot.
    @inlinable
    func answerValue<D>(_ request: Int, as type: D.Type, in store: InstanceStore) -> D {
        let answer = Int(answers[request])
        if answer < 0, let target = providerTarget(ofWrapper: -1 - answer) {
            return Provider.make(as: D.self, target: target.target, in: store, weakHandles: target.weakHandles)
        }
        return unsafeDowncast(self.answer(request, valueType: type, slotType: Slot<D>.self), to: Slot<D>.self)
            .get(store)
    }

    /// What wrapper answer `wrapper` reads when it is a provider's: nil for any other wrapper.
    @usableFromInline
    func providerTarget(ofWrapper wrapper: Int) -> (target: ProviderTarget, weakHandles: Bool)? {
        guard let target = wrapperAnswers[wrapper].provider else { return nil }
        return (target, wrapperAnswers[wrapper].weakHandles)
    }

    /// Wrapper answer `wrapper`'s slot; for a provider, made as a `slotType` (a
    /// `Slot<Provider<T>>`) the first time something asks, and published as a node's slot is.
    private func wrapperSlot(_ wrapper: Int, slotType: @autoclosure () -> AnySlot.Type) -> AnySlot {
        if let existing = wrapperAnswers[wrapper].slot.load(ordering: .acquiring) {
            return existing.takeUnretainedValue()
        }
        let made = slotType().init(cell: nil, node: -1)
        if let target = wrapperAnswers[wrapper].provider {
            made.linkAsProvider(of: target, weakHandles: wrapperAnswers[wrapper].weakHandles)
        }
        return Self.publish(made, in: wrapperAnswers[wrapper].slot)
    }

    /// Node `node`'s make function, with what it is handed; nil when its binding has none.
    func instanceMaker(ofNode node: Int) -> InstanceMaker? {
        guard case .make(let make) = bindings[node].recipe else { return nil }
        return InstanceMaker(
            make: make,
            linker: Linker(links: self, start: Int(firstAnswer[node]), node: Int32(truncatingIfNeeded: node)),
            factory: bindings[node].factory)
    }

    /// The slot of graph node `node`, typed by its binding's value type, made now if nothing
    /// has asked for it yet; for a component's build, which makes asynchronous instances
    /// without knowing their types.
    func anySlot(ofNode node: Int) -> AnySlot {
        func slotType<T>(_: T.Type) -> AnySlot.Type { Slot<T>.self }
        let valueType = bindings[node].valueType
        return madeSlot(ofNode: node, valueType: valueType, slotType: slotType(valueType)).unsafelyUnwrapped
    }

    /// Records the factory of asynchronous node `node`; called by its link closure.
    func setAsyncResolver(_ resolver: AnyAsyncResolver, ofNode node: Int32) {
        asyncResolvers.withLock { $0[node] = resolver }
    }

    /// The factory of asynchronous node `node`, once its slot is linked.
    func asyncResolver(ofNode node: Int32) -> AnyAsyncResolver? {
        asyncResolvers.withLock { $0[node] }
    }

    /// Installs the dependency paths of the asynchronous bindings.
    func setCreationPaths(_ paths: [Int32: [Int32]]) {
        creationPaths = paths
    }

    /// The type of node `node`'s value.
    func valueType(ofNode node: Int) -> Any.Type {
        bindings[node].valueType
    }

    /// What a provider of `valueType` reads when node `node` is scoped and its value is a
    /// `valueType`: the node itself, with no slot (see ``ProviderTarget``); nil otherwise.
    func scopedProviderTarget(ofNode node: Int, valueType: Any.Type) -> ProviderTarget? {
        guard cell(ofNode: node) != nil, bindings[node].valueType == valueType else { return nil }
        return ProviderTarget(scopedNode: node)
    }

    /// How node `node`'s factory runs.
    func creation(ofNode node: Int) -> Creation {
        bindings[node].creation
    }

    /// How diagnostics name node `node`'s binding.
    func bindingName(ofNode node: Int) -> String {
        bindings[node].key.name
    }

    /// Where node `node`'s binding was declared.
    func bindingLocation(ofNode node: Int) -> SourceLocation {
        bindings[node].location
    }

    /// How node `node`'s map entries are merged into one map; nil unless it contributes to a map.
    func mapAssembly(ofNode node: Int) -> MapAssembly? {
        if case .mapEntry(_, _, _, let assembly) = bindings[node].contribution { return assembly }
        return nil
    }

    /// Where node `node`'s instance is cached: nil when its binding is unscoped, or `node` is
    /// not a node.
    @usableFromInline
    func cell(ofNode node: Int) -> CellAddress? {
        guard node >= 0, node < nodeCount else { return nil }
        return nodeSlots[node].cell
    }

    /// The nodes whose values node `node`'s factory is handed as plain parameters, made before
    /// it runs; wrapped parameters (providers, collections, optionals…) are not followed.
    func plainDependencies(ofNode node: Int) -> [Int] {
        guard !bindings[node].dependenciesAreDeferred else { return [] }
        let requests = Int(firstAnswer[node])..<Int(firstAnswer[node]) + bindings[node].dependencies.count
        return requests.compactMap { request in
            guard case .plain = bindings[node].dependencies[request - requests.lowerBound] else { return nil }
            let answer = Int(answers[request])
            return answer >= 0 ? answer : nil
        }
    }

    /// Gives `slot` its resolver, unless another thread already has.
    func link(_ slot: AnySlot) {
        let node = Int(slot.node)
        guard bindings.indices.contains(node) else { return }
        state.withLock { count in
            guard !nodeSlots[node].isLinked else { return }
            // A binding with a make function makes its instances itself, never through its slot.
            guard case .link(let link) = bindings[node].recipe else { return }
            link(
                slot, Linker(links: self, start: Int(firstAnswer[node]), node: Int32(truncatingIfNeeded: node)),
                bindings[node].factory)
            nodeSlots[node].isLinked = true
            count += 1
        }
    }
}

/// Where a node's slot is published once made.
private struct NodeSlot: ~Copyable {
    let slot = Atomic<Unmanaged<AnySlot>?>(nil)
    /// Whether the node's binding has linked its slot; read and written under the link lock.
    var isLinked = false
    /// Where the node's instance is cached: nil when its binding is unscoped. Set while the
    /// graph is frozen; read-only afterwards.
    var cell: CellAddress?
}
