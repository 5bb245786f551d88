/// Every request kind, as code compiled into a wiring library recognizes it (see ``KindProbe``):
/// its conformance to ``RecognizableRequestKind`` is visible there, and its witness hands over
/// the kind, which stays internal.

extension Provider: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension Lazy: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension WeakProvider: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension TaggedProvider: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension AsyncProvider: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension MainActorProvider: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension Optional: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension Array: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension Dictionary: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension Tagged: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension ChildFactory: RecognizableRequestKind where C: ChildComponent {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension AsyncChildFactory: RecognizableRequestKind where C: ChildComponent {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension AssistedFactory: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}

extension PropertyInjector: RecognizableRequestKind {
    @usableFromInline static var recognized: RecognizedRequestKind { RecognizedRequestKind(Self.self) }
}
