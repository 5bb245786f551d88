import WiringSupport

/// One parameter of a factory: which binding it reads, and how.
///
/// Only the parameter type is kept; what the request needs from the graph (`shape`) is
/// worked out when the graph is validated, which keeps a declared binding small.
enum DependencyRequest: Sendable {
    /// A parameter that asks for one value of its own type.
    case plain(Any.Type)
    /// A parameter whose type is a request kind, such as `Provider<T>` or `T?`.
    case kind(any RequestKind.Type)

    /// Reads a factory parameter type: a request kind (`Provider<T>`, `T?`, `[T]`, …) describes
    /// its own request; any other type asks for one value of itself.
    ///
    init(_ parameter: Any.Type) {
        if let kind = Self.kind(of: parameter) {
            self = .kind(kind)
        } else {
            self = .plain(parameter)
        }
    }

    /// The request kind `type` is; nil when it asks for one value of itself.
    ///
    /// Every request kind is a struct or an enum, so a class parameter (the usual kind) is known
    /// to be plain without a conformance lookup, which the runtime answers slowly the first time
    /// it is asked about each type.
    static func kind(of type: Any.Type) -> (any RequestKind.Type)? {
        if type is AnyObject.Type { return nil }
        return type as? any RequestKind.Type
    }

    /// The request kind the parameter is; nil for a plain value.
    var requestKind: (any RequestKind.Type)? {
        if case .kind(let kind) = self { return kind }
        return nil
    }

    /// The parameter type as written.
    var parameter: Any.Type {
        switch self {
        case .plain(let type): type
        case .kind(let kind): kind
        }
    }

    /// What the parameter needs from the graph.
    var shape: RequestShape {
        switch self {
        case .plain(let type): RequestShape(key: BindingKey(metatype: type), timing: .immediate)
        case .kind(let kind): kind.request
        }
    }

    var key: BindingKey { shape.key }

    /// The parameter type as written, such as `Provider<BillScanner>`; made only when a
    /// message needs it.
    var parameterName: String { TypeName.of(parameter) }
}
