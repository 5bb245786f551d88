/// One parameter of a factory: which binding it reads, and how.
@usableFromInline
struct DependencyRequest: Sendable {
    let shape: RequestShape
    /// The parameter type as written, such as `Provider<BillScanner>`.
    let parameterName: String
    /// The wrapper the parameter asks through, such as `Provider<T>`; nil for a plain value.
    let wrapperType: (any RequestWrapper.Type)?

    var key: BindingKey { shape.key }

    /// Reads a factory parameter type: a wrapper (`Provider<T>`, `T?`, `[T]`, …) describes its
    /// own request; any other type asks for one value of itself.
    init<D>(_ parameter: D.Type) {
        if let wrapper = parameter as? any RequestWrapper.Type {
            shape = wrapper.request
            wrapperType = wrapper
        } else {
            shape = RequestShape(key: BindingKey(parameter), edge: .immediate)
            wrapperType = nil
        }
        parameterName = typeName(parameter)
    }
}

/// What a request needs from the graph.
struct RequestShape: Sendable {
    /// Whether the target must be made before the requester (an edge that can close a cycle).
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
}

/// A parameter type that asks for a binding in a special way (`Provider<T>`, `T?`, `[T]`, …).
protocol RequestWrapper: SendableMetatype {
    static var request: RequestShape { get }
    /// The slot that hands out this wrapper over the resolved target; nil when the target's
    /// type does not match, which validation makes impossible.
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot?
}

/// What a wrapper slot is built from.
struct WrapperContext {
    /// The target's slot (nil for an absent optional, or for aggregates).
    let target: AnySlot?
    /// Collection or map contributions, in order.
    let contributions: [AnySlot]
    /// How to merge map contributions into one map.
    let mapAssembly: MapAssembly?
    /// The table of the component level the requester belongs to.
    let table: SlotTable
    /// Whether handles made here must not keep their instance store alive, because the
    /// requester may end up inside an instance the store caches.
    let weakHandles: Bool
}
