/// Every request kind, as code compiled into a wiring library recognizes it (see ``KindProbe``):
/// its conformance to ``RecognizableRequestKind`` is visible there, and the one witness below
/// hands over the kind, which stays internal.

extension RecognizableRequestKind where Self: RequestKind {
    /// The kind itself. One witness for every kind, in a protocol extension, where `Self` is
    /// handed in: in an extension of a generic kind (`Provider<T>`), naming `Self` would look
    /// up the kind's metadata on every call.
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension Provider: RecognizableRequestKind {}

extension Lazy: RecognizableRequestKind {}

extension WeakProvider: RecognizableRequestKind {}

extension TaggedProvider: RecognizableRequestKind {}

extension AsyncProvider: RecognizableRequestKind {}

extension MainActorProvider: RecognizableRequestKind {}

extension Optional: RecognizableRequestKind {}

extension Array: RecognizableRequestKind {}

extension Dictionary: RecognizableRequestKind {}

extension Tagged: RecognizableRequestKind {}

extension ChildFactory: RecognizableRequestKind where C: ChildComponent {}

extension AsyncChildFactory: RecognizableRequestKind where C: ChildComponent {}

extension AssistedFactory: RecognizableRequestKind {}

extension PropertyInjector: RecognizableRequestKind {}
