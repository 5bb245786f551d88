/// Gives a binding's value on demand without keeping its graph alive: `get()` returns nil
/// once the component that built the graph has been released.
///
/// Use it where an object must not extend its graph's life, such as a back-reference from a
/// long-lived object to a short-lived part of the graph.
public struct WeakProvider<T>: Sendable {
    private let provider: Provider<T>

    init(_ provider: Provider<T>) {
        self.provider = provider
    }

    /// The bound value, or nil when its graph has been released.
    public func get() -> T? {
        provider.getIfAlive()
    }
}

extension WeakProvider: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape.value(of: T.self).deferred(holdingInstance: false)
    }

    /// Answered by its target, as a `Provider` is, and made where the parameter is read; laid
    /// out as the provider it holds, which always holds its graph weakly.
    @usableFromInline
    static func providerTarget(_ context: WrapperContext) -> (target: ProviderTarget, weakHandles: Bool)? {
        context.providerTarget(as: T.self).map { ($0, true) }
    }

    /// For a weak provider inside another wrapper, or asked for by type.
    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        guard let target = context.providerTarget(as: T.self) else { return nil }
        return Slot<WeakProvider<T>> { store in
            WeakProvider(Provider(target: target, handle: GraphHandle(store: store, weak: true)))
        }
    }
}
