import WiringSupport

/// One parameter of a factory, as declared: its type, and for a type that is not a class, the
/// probe that tells whether it is a request kind.
///
/// What the parameter asks for is decided when the graph is validated, where the requester's
/// level is known (see ``RequestKindRecognizer``): the same type is a request kind in one
/// graph and a value another graph binds as itself.
@usableFromInline
struct DependencyRequest: Sendable {
    /// The parameter type as written.
    @usableFromInline let parameter: Any.Type
    /// Nil for a class, which is never a request kind.
    @usableFromInline let probe: KindProbe?

    /// The parameter of type `A`. Inlinable, so that a builder compiled for `A` tells a class
    /// with no code at all, and makes a probe that is a constant for a request kind.
    @inlinable
    init<A>(_: A.Type) {
        parameter = A.self
        probe = A.self is AnyObject.Type ? nil : KindProbe(A.self)
    }

    /// The parameter type as written, such as `Provider<BillScanner>`; made only when a
    /// message needs it.
    var parameterName: String { TypeName.of(parameter) }
}
