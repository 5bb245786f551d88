import Synchronization

/// What answers one wrapper parameter (`Provider<T>`, `[T]`, `T?`, a child factory…), as the
/// freezer found it.
///
/// Most wrappers are answered by a slot their wrapper made when the graph was frozen. A
/// `Provider<T>` (and `WeakProvider<T>` and `TaggedProvider<G>`, laid out as one) is answered
/// by its target alone: the provider is made where the parameter is read, so a graph of providers makes no `Slot<Provider<T>>`, resolver or closure for each
/// one (three allocations and two run-time metadata lookups each, in code that knows `T` only
/// at run time). Its slot is made only if something asks for one: a binding's link closure,
/// which keeps the slots of its parameters.
struct WrapperAnswer: ~Copyable {
    /// The wrapper's slot, retained; published with one compare-and-exchange when a provider's
    /// is made on first use, as a node's slot is.
    let slot: Atomic<Unmanaged<AnySlot>?>
    /// What a provider parameter reads; nil for every other wrapper.
    let provider: ProviderTarget?
    /// Whether providers made here hold their graph weakly (see ``GraphHandle``).
    let weakHandles: Bool

    /// A wrapper answered by `slot`.
    init(slot: AnySlot) {
        self.slot = Atomic(Unmanaged.passRetained(slot))
        provider = nil
        weakHandles = false
    }

    /// A `Provider<T>` over `target`, with no slot until something asks for one.
    init(provider target: ProviderTarget, weakHandles: Bool) {
        slot = Atomic(nil)
        provider = target
        self.weakHandles = weakHandles
    }

    deinit {
        slot.load(ordering: .acquiring)?.release()
    }
}
