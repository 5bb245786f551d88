import WiringSupport

/// Gives a binding's value on demand, with `await`: the only way to ask for an unscoped
/// binding made by an asynchronous factory (`to(asyncFactory:)`).
///
/// ```swift
/// binder.bind(ReportJob.self).to(factory: { (connections: AsyncProvider<ServerConnection>) in
///     ReportJob(connect: connections.get)   // ReportJob takes a `() async throws -> ServerConnection`
/// })
/// ```
///
/// Every `get()` of an unscoped asynchronous binding runs its factory anew. For a scoped
/// binding, and for any synchronous one, `get()` returns what `Provider<T>.get()` would. When
/// `T` is itself a request kind, such as `Tagged<G>` or `[E]`, its target is read
/// synchronously, so it must not be an unscoped asynchronous binding.
public struct AsyncProvider<T>: Sendable {
    private let target: ProviderTarget
    private let handle: StoreHandle

    init(target: ProviderTarget, handle: StoreHandle) {
        self.target = target
        self.handle = handle
    }

    /// The bound value.
    ///
    /// - Throws: `Wiring.CreationFailed` when the factory throws, carrying its error as
    ///   ``WiringError/underlyingError``; `Wiring.ReentrantCreation` when the factories of
    ///   unscoped asynchronous bindings keep asking for each other; `Wiring.UsedAfterRelease`
    ///   when the graph this provider came from has been released.
    nonisolated(nonsending) public func get() async throws(WiringError) -> T {
        guard let store = handle.liveStore else {
            throw WiringError(
                diagnostics: [.usedAfterRelease("AsyncProvider<\(TypeName.of(T.self))>")], stoppedBuild: false)
        }
        return try await store.asynchronousValue(of: target, as: T.self)
    }
}

extension AsyncProvider: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        // Only a plain target is awaited; a request kind's is read as a synchronous request would.
        let composite = recognizer.kind(of: T.self) != nil
        return recognizer.shape(ofValue: T.self).deferred(holdingInstance: false)
            .accessed(composite ? .synchronous : .asynchronous)
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard let target = context.providerTarget(as: T.self) else { return nil }
        let weak = context.weakHandles
        return Recipe<AsyncProvider<T>> { arguments in
            AsyncProvider(target: target, handle: StoreHandle(arguments.store, weak: weak))
        }.erased
    }

    static var exportName: WiringGraph.RequestKind { .asyncProvider }
}

extension AsyncProvider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}
