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
    /// be plain without a conformance lookup, which is slow next to declaring a binding.
    /// Inlinable so that, compiled for a concrete parameter type, that check folds away.
    @inlinable
    init<D>(_ parameter: D.Type) {
        if !(parameter is AnyObject.Type), let wrapper = parameter as? any RequestWrapper.Type {
            self = .wrapped(wrapper)
        } else {
            self = .plain(parameter)
        }
    }

    /// `init(_:)` for a parameter type known only at run time, as in the parameter-pack
    /// overload, which Swift does not specialize: see ``WrapperRecognition`` for why it does
    /// not ask the runtime for a conformance.
    init(runtimeType parameter: Any.Type) {
        if let wrapper = WrapperRecognition.wrapper(of: parameter) {
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
