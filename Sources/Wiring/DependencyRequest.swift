/// One parameter of a factory: which binding it reads, and how.
///
/// Only the parameter type is kept; what the request needs from the graph (`shape`) is
/// worked out when the graph is validated, which keeps a declared binding small. An enum
/// of two metatypes is 16 bytes, so two requests fit inside a binding (`DependencyList`).
@usableFromInline
enum DependencyRequest: @unchecked Sendable {
    // Metatypes: immutable runtime data, safe to share.
    /// A parameter that asks for one value of its own type.
    case plain(Any.Type)
    /// A parameter that asks through a wrapper, such as `Provider<T>` or `T?`.
    case wrapped(any RequestWrapper.Type)

    /// Reads a factory parameter type: a wrapper (`Provider<T>`, `T?`, `[T]`, …) describes its
    /// own request; any other type asks for one value of itself.
    ///
    /// Every wrapper is a struct or an enum, so a class parameter (the usual kind) is known to
    /// be plain without a conformance lookup, which costs as much as the rest of declaring a
    /// binding. Inlinable so that, compiled for a concrete parameter type, that check folds away.
    @inlinable
    init<D>(_ parameter: D.Type) {
        if !(parameter is AnyObject.Type), let wrapper = parameter as? any RequestWrapper.Type {
            self = .wrapped(wrapper)
        } else {
            self = .plain(parameter)
        }
    }

    /// The wrapper the parameter asks through; nil for a plain value.
    var wrapperType: (any RequestWrapper.Type)? {
        if case .wrapped(let wrapper) = self { return wrapper }
        return nil
    }

    /// The parameter type as written.
    var parameter: Any.Type {
        switch self {
        case .plain(let type): type
        case .wrapped(let wrapper): wrapper
        }
    }

    /// What the parameter needs from the graph.
    var shape: RequestShape {
        switch self {
        case .plain(let type): RequestShape(key: BindingKey(metatype: type), edge: .immediate)
        case .wrapped(let wrapper): wrapper.request
        }
    }

    var key: BindingKey { shape.key }

    /// The parameter type as written, such as `Provider<BillScanner>`; made only when a
    /// message needs it.
    var parameterName: String { typeName(parameter) }
}

/// A factory's parameters, in order. Up to two are kept inline, so most bindings need no
/// array of their own: a separate allocation per binding, made, walked and freed with every
/// graph, was about a twentieth of building and releasing a large one.
@usableFromInline
enum DependencyList: RandomAccessCollection, Sendable {
    case none
    case one(DependencyRequest)
    case two(DependencyRequest, DependencyRequest)
    case many([DependencyRequest])

    /// The list of `requests`, inline when there are at most two.
    @usableFromInline
    init(_ requests: [DependencyRequest]) {
        switch requests.count {
        case 0: self = .none
        case 1: self = .one(requests[0])
        case 2: self = .two(requests[0], requests[1])
        default: self = .many(requests)
        }
    }

    @usableFromInline var startIndex: Int { 0 }

    @usableFromInline var endIndex: Int {
        switch self {
        case .none: 0
        case .one: 1
        case .two: 2
        case .many(let requests): requests.count
        }
    }

    @usableFromInline subscript(position: Int) -> DependencyRequest {
        switch self {
        case .one(let first) where position == 0: first
        case .two(let first, _) where position == 0: first
        case .two(_, let second) where position == 1: second
        case .many(let requests): requests[position]
        // Out of range: traps as an array's subscript does.
        default: [DependencyRequest]()[position]
        }
    }
}

/// What a request needs from the graph.
@usableFromInline
struct RequestShape: Sendable {
    /// Whether the target must be made before the requester (an edge that can close a cycle).
    @usableFromInline
    enum Edge: Sendable {
        case immediate
        /// Made later, on demand (providers, factories), so it never closes a cycle.
        case deferred
    }

    let key: BindingKey
    let edge: Edge
    /// Whether the requester keeps the target's instance (a value does, a provider does not);
    /// used to decide which injected handles may keep their graph alive.
    var holdsInstance = true
    /// Whether a missing target is fine (`T?`).
    var isOptional = false
    /// For `[T]` and `[K: T]`: the key of a plain binding of that array or dictionary type,
    /// which answers the request when nothing contributes to it.
    var directKey: BindingKey?

    /// Whether the request gathers collection or map contributions.
    var isAggregate: Bool { directKey != nil }

    /// What asking for one `T` needs: `T`'s own request when `T` is itself a wrapper (`[E]`,
    /// `[K: V]`, `E?`, `Tagged<G>`…), so that `Provider<[E]>` or `Lazy<E?>` ask for what
    /// `[E]` or `E?` would; otherwise one value of `T`.
    @usableFromInline
    static func value<T>(of type: T.Type) -> RequestShape {
        DependencyRequest(type).shape
    }

    /// The same request, made later on demand by a provider-like wrapper, so it never closes a
    /// cycle; `holdingInstance` says whether the wrapper keeps what it makes (`Lazy` does).
    @usableFromInline
    func deferred(holdingInstance: Bool) -> RequestShape {
        RequestShape(key: key, edge: .deferred, holdsInstance: holdingInstance, isOptional: isOptional,
                     directKey: directKey)
    }

    @usableFromInline
    init(key: BindingKey, edge: Edge, holdsInstance: Bool = true, isOptional: Bool = false, directKey: BindingKey? = nil) {
        self.key = key
        self.edge = edge
        self.holdsInstance = holdsInstance
        self.isOptional = isOptional
        self.directKey = directKey
    }
}

/// A parameter type that asks for a binding in a special way (`Provider<T>`, `T?`, `[T]`, …).
@usableFromInline
protocol RequestWrapper: SendableMetatype {
    static var request: RequestShape { get }
    /// The slot that hands out this wrapper over the resolved target; nil when the target's
    /// type does not match, which validation makes impossible.
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot?
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
        guard !(type is AnyObject.Type), let wrapper = type as? any RequestWrapper.Type else {
            return target(as: type)
        }
        guard let slot = wrapper.wrapperSlot(self) as? Slot<T> else { return nil }
        if slot.node < 0 { keeper.keep(slot) }
        return slot
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

/// Owns slots that nothing else does: those made for a wrapper inside another wrapper. The
/// graph has one for the slots made when it is frozen; a lookup by type at run time has its
/// own, for as long as it runs.
final class SlotKeeper {
    private var slots: [AnySlot] = []

    func keep(_ slot: AnySlot) {
        slots.append(slot)
    }
}
