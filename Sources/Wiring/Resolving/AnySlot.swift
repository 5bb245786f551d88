/// The common type of every slot, so a frozen table can hold slots of different types.
@usableFromInline
class AnySlot: @unchecked Sendable {
    /// Where the instance is cached: the cell of a scoped binding; nil when unscoped.
    @usableFromInline let cell: CellAddress?
    /// The binding's node in its graph, which says how to link the slot on first use; -1 for
    /// a slot made already linked.
    @usableFromInline let node: Int32

    /// A slot for the binding of graph node `node`, caching its instance in `cell`, or none
    /// when unscoped. Required, so that a slot can be made from a `Slot<T>` metatype that
    /// optimized code passed in (see ``Linker/slot(_:as:)``).
    required init(cell: CellAddress?, node: Int32) {
        self.cell = cell
        self.node = node
    }

    /// Gives this slot, a `Slot<Provider<T>>` (or of a wrapper laid out as a provider) made
    /// for a provider parameter that something asked a slot of, the resolver that makes each
    /// provider over `target` (see ``WrapperAnswer``). Every slot is a `Slot<T>`, which
    /// overrides this.
    func linkAsProvider(of target: ProviderTarget, weakHandles: Bool) {}
}
