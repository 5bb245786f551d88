/// Says whether a factory parameter's type is a request kind, without asking the Swift runtime,
/// where the code declaring the binding was compiled for that type.
///
/// The runtime answers "does this type conform to ``RequestKind``?" by scanning every protocol
/// conformance record of every loaded image, the first time it is asked about each type; a
/// binary that links Foundation holds tens of thousands. A probe is made where the parameter
/// type is concrete: the fixed-arity `to(factory:)` overloads are inlined into the wiring
/// library that declares the binding and compiled there for its types, where the compiler sees
/// which types are Wiring's request kinds. For a request kind the probe is then a constant.
/// For any other type it would still ask the runtime, so ``RequestKindRecognizer`` calls it
/// only when nothing the requester sees binds the type as a value, which leaves a parameter
/// nothing answers, a missing binding.
@usableFromInline
struct KindProbe: Sendable {
    @usableFromInline let recognize: @Sendable () -> RecognizedRequestKind?

    /// The probe of parameter type `A`.
    @inlinable
    init<A>(_: A.Type) {
        recognize = { (A.self as? any RecognizableRequestKind.Type)?.recognized }
    }
}

/// A request kind, as a ``KindProbe`` finds it: ``RequestKind`` itself, and all that a request
/// kind does, stay internal to Wiring, out of the code compiled into wiring libraries.
@usableFromInline
struct RecognizedRequestKind: Sendable {
    let kind: any RequestKind.Type

    init(_ kind: any RequestKind.Type) {
        self.kind = kind
    }
}

/// What every request kind adopts, so that a ``KindProbe`` compiled for it recognizes it: the
/// one requirement hands over the kind. Each kind states its witness where it states the rest
/// of what it does (``RequestKind``, which refines this).
@usableFromInline
protocol RecognizableRequestKind {
    static var recognized: RecognizedRequestKind { get }
}
