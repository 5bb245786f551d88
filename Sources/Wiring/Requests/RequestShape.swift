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

    /// Where the requester may use what it asks for.
    @usableFromInline
    enum Access: Sendable {
        /// Synchronously, on any thread: the value itself, or a wrapper such as `Provider<T>`.
        case synchronous
        /// With `await`: `AsyncProvider<T>`, `AsyncChildFactory<C>`.
        case asynchronous
        /// On the main actor only: `MainActorProvider<T>`.
        case mainActor
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
    /// Where the requester may use what it asks for.
    var access = Access.synchronous
    /// For a `Provider<T>` of one plain `T`: `T`. The freezer answers such a provider of a
    /// scoped binding whose value is a `T` with the binding's node, with no call to the
    /// wrapper (see ``WrapperAnswer``).
    var providedType: Any.Type?

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
        RequestShape(
            key: key, edge: .deferred, holdsInstance: holdingInstance, isOptional: isOptional,
            directKey: directKey)
    }

    /// The same request, made by a wrapper whose value is used as `access` says.
    @usableFromInline
    func accessed(_ access: Access) -> RequestShape {
        var shape = self
        shape.access = access
        return shape
    }

    @usableFromInline
    init(
        key: BindingKey, edge: Edge, holdsInstance: Bool = true, isOptional: Bool = false, directKey: BindingKey? = nil
    ) {
        self.key = key
        self.edge = edge
        self.holdsInstance = holdsInstance
        self.isOptional = isOptional
        self.directKey = directKey
    }
}
