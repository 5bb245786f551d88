import WiringSupport

/// Builds instances of a child component with `await`: what a factory takes for a child whose
/// scoped bindings include asynchronous ones (`to(asyncFactory:)`), or whose root is bound on
/// the main actor.
///
/// ```swift
/// binder.bind(CardSlot.self).to(factory: { (sessions: AsyncChildFactory<SessionComponent>) in
///     CardSlot(openSession: { try await sessions.build($0).root })   // async singletons made first
/// })
/// ```
///
/// `build` makes the child's scoped asynchronous instances before it returns, concurrently
/// where they do not depend on each other. It works for any child; `ChildFactory<C>` is
/// reported at validation for a child that needs this one.
///
/// `C` is a ``ChildComponent``; as for ``ChildFactory``, what the factory does requires it,
/// not the type itself.
public struct AsyncChildFactory<C>: Sendable {
    private let factory: ChildFactory<C>

    init(_ factory: ChildFactory<C>) {
        self.factory = factory
    }
}

extension AsyncChildFactory where C: ChildComponent {

    /// A new child instance built from `seed`, its asynchronous scoped instances made.
    ///
    /// - Parameter seed: The value the child is built from; injectable inside it.
    /// - Throws: `Wiring.CreationFailed` when a factory throws, after cancelling the creations
    ///   still running and releasing everything made; `Wiring.CreationCancelled` when the task
    ///   is cancelled; `Wiring.UsedAfterRelease` when the parent's graph has been released.
    nonisolated(nonsending) public func build(_ seed: C.Seed) async throws(WiringError) -> ChildInstance<C> {
        guard let instance = factory.buildIfAlive(seed) else {
            throw WiringError(
                diagnostics: [.usedAfterRelease("AsyncChildFactory<\(TypeName.of(C.self))>")], stoppedBuild: false)
        }
        try await instance.store.makeAsynchronousInstances()
        await instance.makeMainActorRoot()
        return instance
    }
}

extension AsyncChildFactory where C: ChildComponent, C.Seed == Void {
    /// A new child instance of a component without a seed.
    nonisolated(nonsending) public func build() async throws(WiringError) -> ChildInstance<C> {
        try await build(())
    }
}

extension AsyncChildFactory: RequestKind where C: ChildComponent {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        ChildFactory<C>.request(recognizer).accessed(.asynchronous)
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard let factory = ChildFactory<C>.answer(context)?.typed(as: ChildFactory<C>.self) else { return nil }
        return Recipe<AsyncChildFactory<C>> { arguments in AsyncChildFactory(factory.make(arguments)) }.erased
    }

    static var exportName: WiringGraph.RequestKind { .asyncChildFactory }
}

extension AsyncChildFactory: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [C.self] }
}
