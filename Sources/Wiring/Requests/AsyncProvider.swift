/// Gives a binding's value on demand, with `await`: the only way to ask for an unscoped
/// binding made by an asynchronous factory (`to(asyncFactory:)`).
///
/// ```swift
/// struct ReportJob: Sendable {
///     let connections: AsyncProvider<ServerConnection>   // unscoped, made by an async factory
///     func run() async throws { let connection = try await connections.get(); … }
/// }
/// ```
///
/// Every `get()` of an unscoped asynchronous binding runs its factory anew. For a scoped
/// binding, and for any synchronous one, `get()` returns what `Provider<T>.get()` would. When
/// `T` is itself a wrapper, such as `Tagged<G>` or `[E]`, its target is read synchronously, so
/// it must not be an unscoped asynchronous binding.
public struct AsyncProvider<T>: Sendable {
    private let slot: Slot<T>
    /// The binding `slot` reads, directly or through a wrapper; -1 when there is none.
    private let target: Int32
    private let handle: GraphHandle

    init(slot: Slot<T>, target: Int32, handle: GraphHandle) {
        self.slot = slot
        self.target = target
        self.handle = handle
    }

    /// The bound value.
    ///
    /// - Throws: `Wiring.CreationFailed` when the factory throws, carrying its error as
    ///   ``WiringError/underlyingError``; `Wiring.UsedAfterRelease` when the graph this provider
    ///   came from has been released.
    public func get() async throws(WiringError) -> T {
        guard let store = handle.liveStore else {
            throw WiringError(
                diagnostics: [.usedAfterRelease("AsyncProvider<\(typeName(T.self))>")], stoppedBuild: false)
        }
        return try await store.value(of: slot, target: target)
    }
}

extension AsyncProvider: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        // Only a plain target is awaited; a wrapper's is read as a synchronous request would.
        let isWrapper = WrapperRecognition.wrapper(of: T.self) != nil
        return RequestShape.value(of: T.self).deferred(holdingInstance: false)
            .accessed(isWrapper ? .synchronous : .asynchronous)
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        let weakHandles = context.weakHandles
        let node = Int32(truncatingIfNeeded: context.targetNode ?? -1)
        guard let slot = context.valueSlot(as: T.self) else { return nil }
        return Slot<AsyncProvider<T>> { [unowned(unsafe) slot] store in
            AsyncProvider(slot: slot, target: node, handle: GraphHandle(store: store, weak: weakHandles))
        }
    }
}
