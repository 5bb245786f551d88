/// What a provider (and `Lazy`, `WeakProvider` and `TaggedProvider`, which wrap one) gets its
/// value from: a scoped binding's node, or a slot.
///
/// A scoped binding is read by its node, as a make function reads its parameters: its
/// instance is in a cell, or made there by its binding's make function, so the provider needs
/// no slot for it, and a graph of providers makes none. An unscoped binding, or a wrapper
/// (the `[E]` of `Provider<[E]>`), is read through its slot, which every `get()` reuses.
@usableFromInline
struct ProviderTarget: @unchecked Sendable {
    /// The target's slot; nil when the target is scoped, and read by `node`. Unretained: the
    /// graph keeps every node's slot it made, and a provider reads its slot only with a store
    /// of the graph in hand. Reading a strong optional reference retained it on every `get()`.
    @usableFromInline let slot: Unmanaged<AnySlot>?
    /// A wrapper's slot (the `[E]` of `Provider<[E]>`), retained: one made for a single
    /// lookup by type is kept by nothing else.
    private let wrapperSlot: AnySlot?
    /// The scoped target's node, when `slot` is nil.
    @usableFromInline let node: Int32
    /// Whether the target is cached by its component, so `Lazy` need not cache it again.
    /// Stored, so that asking never reads a slot whose graph may be gone.
    let isScoped: Bool

    init(slot: AnySlot) {
        self.slot = Unmanaged.passUnretained(slot)
        wrapperSlot = slot.node < 0 ? slot : nil
        node = -1
        isScoped = slot.cell != nil
    }

    init(scopedNode node: Int) {
        slot = nil
        wrapperSlot = nil
        self.node = Int32(truncatingIfNeeded: node)
        isScoped = true
    }

    /// The target's value as seen from `store`, which the freezer checked to be a `T`.
    /// Inlinable, so that the caller's code, compiled for its `T`, reads a scoped instance
    /// inline and makes a new one without looking up generic metadata at run time.
    @inlinable
    func value<T>(as type: T.Type, in store: InstanceStore) -> T {
        if let slot {
            return slot._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Slot<T>.self).get(store) }
        }
        return scopedValue(as: type, in: store)
    }

    /// `value(as:in:)` for a scoped target, kept out of line so that a provider of an unscoped
    /// binding, read on every request, stays small where it is inlined: inlined too, it took
    /// G1's `Provider.get()` from 302 instructions to 314.
    @inlinable @inline(never)
    func scopedValue<T>(as type: T.Type, in store: InstanceStore) -> T {
        store.table.links.value(ofNode: Int(node), as: type, in: store)
    }
}
