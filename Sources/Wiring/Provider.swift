/// Gives a binding's value on demand: a factory parameter of type `Provider<T>` asks for `T`
/// later instead of now.
///
/// For an unscoped `T`, every `get()` makes a new instance; for a singleton, every `get()`
/// returns the one instance. Because nothing is made when the provider is injected, a
/// dependency through a provider never closes a cycle.
public struct Provider<T>: Sendable {
    private let slot: Slot<T>

    init(slot: Slot<T>) {
        self.slot = slot
    }

    /// The bound value.
    @inlinable
    public func get() -> T {
        _get()
    }

    @usableFromInline
    func _get() -> T {
        slot.get()
    }
}

extension Provider: RequestWrapper {
    static var wrappedKey: BindingKey { BindingKey(T.self) }
    static var requestKind: DependencyRequest.Kind { .provider }

    static func wrapperSlot(over slot: AnySlot) -> AnySlot? {
        guard let slot = slot as? Slot<T> else { return nil }
        return Slot<Provider<T>>(value: Provider(slot: slot))
    }
}
