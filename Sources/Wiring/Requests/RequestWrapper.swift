/// A parameter type that asks for a binding in a special way (`Provider<T>`, `T?`, `[T]`, …).
///
/// Every conformer is a generic struct or enum: ``WrapperRecognition`` tells a non-generic
/// type to be plain from its metadata, without asking for this conformance. A new wrapper
/// belongs in `WrapperRecognitionTests.parameterTypes`, which checks both answers agree.
@usableFromInline
protocol RequestWrapper: SendableMetatype {
    static var request: RequestShape { get }
    /// The slot that hands out this wrapper over the resolved target; nil when the target's
    /// type does not match, which validation makes impossible.
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot?
    /// What a provider parameter reads, and whether it holds its graph weakly, so that the
    /// graph answers it with no slot and makes the provider where it is read (see
    /// ``WrapperAnswer``); nil for every other wrapper, which `wrapperSlot(_:)` answers.
    ///
    /// Only a wrapper laid out as a `Provider` answers this: `Provider` itself, or a struct
    /// whose one stored property is a `Provider` (`WeakProvider`, `TaggedProvider`). The graph
    /// makes it as a provider and reinterprets it (see `Provider.make(as:target:in:weakHandles:)`).
    static func providerTarget(_ context: WrapperContext) -> (target: ProviderTarget, weakHandles: Bool)?
}

extension RequestWrapper {
    @usableFromInline
    static func providerTarget(_ context: WrapperContext) -> (target: ProviderTarget, weakHandles: Bool)? { nil }
}

/// What a wrapper slot is built from: the nodes it wraps, whose slots it asks for by type.
@usableFromInline
struct WrapperContext {
    /// The target's node (nil for an absent optional, or for aggregates).
    let targetNode: Int?
    /// The nodes of collection or map contributions, in order.
    let contributionNodes: [Int]
    /// How to merge map contributions into one map.
    let mapAssembly: MapAssembly?
    /// The table of the component level the requester belongs to.
    let table: SlotTable
    /// Whether handles made here must not keep their instance store alive, because the
    /// requester may end up inside an instance the store caches.
    let weakHandles: Bool
    /// Keeps the slots made for a wrapper inside another (the `[E]` of `Provider<[E]>`), which
    /// the outer slot holds unowned, as it holds every slot of the graph.
    let keeper: SlotKeeper

    /// Whether the request has a target: false for an absent optional.
    var hasTarget: Bool { targetNode != nil }

    /// Whether anything contributes to the collection or map requested.
    var hasContributions: Bool { !contributionNodes.isEmpty }

    /// The target's slot, when the target's value is a `T`.
    func target<T>(as type: T.Type) -> Slot<T>? {
        guard let targetNode else { return nil }
        return table.links.slot(ofNode: targetNode, as: type)
    }

    /// The slot that answers one `T` from these targets: `T`'s own wrapper slot when `T` is a
    /// wrapper, so that wrappers compose, otherwise the target's slot. A wrapper slot made
    /// here is kept by ``keeper``, so callers may hold any slot this returns unowned.
    func valueSlot<T>(as type: T.Type) -> Slot<T>? {
        guard let wrapper = WrapperRecognition.wrapper(of: type) else {
            return target(as: type)
        }
        guard let slot = wrapper.wrapperSlot(self) as? Slot<T> else { return nil }
        if slot.node < 0 { keeper.keep(slot) }
        return slot
    }

    /// What a provider of one `T` reads: the target's node when it is a scoped binding whose
    /// value is a `T`, which needs no slot, otherwise the slot ``valueSlot(as:)`` gives (or,
    /// without `composingWrappers`, the target's own slot, as for a tagged binding).
    func providerTarget<T>(as type: T.Type, composingWrappers: Bool = true) -> ProviderTarget? {
        if let targetNode, !composingWrappers || WrapperRecognition.wrapper(of: type) == nil,
            let scoped = table.links.scopedProviderTarget(ofNode: targetNode, valueType: type)
        {
            return scoped
        }
        let slot = composingWrappers ? valueSlot(as: type) : target(as: type)
        return slot.map { ProviderTarget(slot: $0) }
    }

    /// The contributions' slots, in order, when each one's value is a `T`.
    func contributions<T>(as type: T.Type) -> [Slot<T>]? {
        var slots: [Slot<T>] = []
        for node in contributionNodes {
            guard let slot = table.links.slot(ofNode: node, as: type) else { return nil }
            slots.append(slot)
        }
        return slots
    }
}
