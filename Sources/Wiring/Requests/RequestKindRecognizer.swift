/// Tells which factory parameters are of a request kind (`Provider<T>`, `T?`, `[T]`, …),
/// asking the Swift runtime as seldom as it can, because its first answer about each type
/// scans every conformance record of the binary.
///
/// What a parameter asks for is decided where it is asked, from what the requester's level
/// binds:
/// - A class is never a request kind, and the runtime tells a class by its kind.
/// - A type the level binds as a value (`bind(T.self)`) is read as that value, whatever the
///   type. A protocol type bound as a service, the usual parameter that is not a class, is
///   told apart without a question, and so is a `[T]`, `[K: V]` or `T?` bound as itself.
/// - Any other type is a request kind, or nothing binds it. Its probe (``KindProbe``) says
///   which, at no cost when it was compiled for the type; a type inside a request kind (the
///   `T` of `Provider<T>`), and a parameter of a factory the compiler did not specialize, are
///   asked of the runtime, which remembers each answer for the rest of the process.
struct RequestKindRecognizer {
    /// Whether the requester's level sees a binding of `type` as a value: not a collection or
    /// map contribution, and not a binding that a request kind reads (``BindingKey/isReadByRequestKind``).
    private let bindsValue: (Any.Type) -> Bool

    init(bindsValue: @escaping (Any.Type) -> Bool) {
        self.bindsValue = bindsValue
    }

    /// A recognizer that goes by type alone, for names and suggestions in messages.
    static var byTypeAlone: RequestKindRecognizer {
        RequestKindRecognizer(bindsValue: { _ in false })
    }

    /// The request kind of `request`, or nil when it asks for a value of its type.
    func kind(of request: DependencyRequest) -> (any RequestKind.Type)? {
        Self.kind(of: request, typeBoundAsValue: request.probe != nil && bindsValue(request.parameter))
    }

    /// The request kind of `request`, whose type the requester's level binds as a value or
    /// not, as `typeBoundAsValue` says: for a caller that has looked the type up already.
    static func kind(of request: DependencyRequest, typeBoundAsValue: Bool) -> (any RequestKind.Type)? {
        guard let probe = request.probe, !typeBoundAsValue else { return nil }
        return probe.recognize()?.kind
    }

    /// The request kind of `type`, found inside another request kind (the `T` of `Provider<T>`);
    /// nil when a request for it asks for a value of it.
    func kind(of type: Any.Type) -> (any RequestKind.Type)? {
        if type is AnyObject.Type || bindsValue(type) { return nil }
        return type as? any RequestKind.Type
    }

    /// What `request` needs from the graph.
    func shape(of request: DependencyRequest) -> RequestShape {
        guard let kind = kind(of: request) else { return .value(key: BindingKey(metatype: request.parameter)) }
        return kind.request(self)
    }

    /// What asking for one `type` needs: `type`'s own request when it is itself a request kind
    /// (`[E]`, `E?`, `Tagged<G>`…), so that `Provider<[E]>` or `Lazy<E?>` ask for what `[E]` or
    /// `E?` would; otherwise one value of it.
    func shape(ofValue type: Any.Type) -> RequestShape {
        guard let kind = kind(of: type) else { return .value(key: BindingKey(metatype: type)) }
        return kind.request(self)
    }

    /// The key of the one binding that meets `request` when a library requires it: for a
    /// collection or map, a plain binding of the array or dictionary type.
    func requiredKey(of request: DependencyRequest) -> BindingKey {
        let shape = shape(of: request)
        return shape.directKey ?? shape.key
    }
}
