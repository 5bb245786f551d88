/// What a request needs from the graph.
struct RequestShape: Sendable {
    /// When the target is made, relative to the requester.
    enum Timing: Sendable {
        /// Before the requester: a dependency that can close a cycle.
        case immediate
        /// Later, on demand (providers, factories), so it never closes a cycle.
        case deferred
    }

    /// Where the requester may use what it asks for.
    enum Access: Sendable {
        /// Synchronously, on any thread: the value itself, or a request kind such as `Provider<T>`.
        case synchronous
        /// With `await`: `AsyncProvider<T>`, `AsyncChildFactory<C>`.
        case asynchronous
        /// On the main actor only: `MainActorProvider<T>`.
        case mainActor
    }

    let key: BindingKey
    let timing: Timing
    /// Whether the requester keeps the target's instance (a value does, a provider does not);
    /// used to decide which injected handles may keep their store alive.
    var holdsInstance = true
    /// Whether a missing target is fine (`T?`).
    var isOptional = false
    /// For `[T]` and `[K: T]`: the key of a plain binding of that array or dictionary type,
    /// which answers the request when nothing contributes to it.
    var directKey: BindingKey?
    /// Where the requester may use what it asks for.
    var access = Access.synchronous

    /// Whether the request gathers collection or map contributions.
    var isAggregate: Bool { directKey != nil }

    /// What asking for one value of the type of `key` needs.
    static func value(key: BindingKey) -> RequestShape {
        RequestShape(key: key, timing: .immediate)
    }

    /// The same request, made later on demand by a provider-like request kind, so it never closes a
    /// cycle; `holdingInstance` says whether the kind keeps what it makes (`Lazy` does).
    func deferred(holdingInstance: Bool) -> RequestShape {
        RequestShape(
            key: key, timing: .deferred, holdsInstance: holdingInstance, isOptional: isOptional,
            directKey: directKey)
    }

    /// The same request, made by a request kind whose value is used as `access` says.
    func accessed(_ access: Access) -> RequestShape {
        var shape = self
        shape.access = access
        return shape
    }

    init(
        key: BindingKey, timing: Timing, holdsInstance: Bool = true, isOptional: Bool = false,
        directKey: BindingKey? = nil
    ) {
        self.key = key
        self.timing = timing
        self.holdsInstance = holdsInstance
        self.isOptional = isOptional
        self.directKey = directKey
    }
}
