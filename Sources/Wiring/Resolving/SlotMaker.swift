/// Makes a binding's slot, a `Slot` of its value type, without looking up the slot's generic
/// metadata at run time.
///
/// A slot is made by whatever first needs it. A requester being linked knows the slot's type
/// at compile time; a lookup by type or a provider's slot, made by unspecialized code, would
/// look `Slot<T>`'s metadata up, about 500 instructions each time. A binding declared by code
/// compiled for its concrete `T` keeps a function that makes its slot from that code's own
/// cache of the metadata instead.
@usableFromInline
struct SlotMaker: Sendable {
    @usableFromInline let make: @Sendable (_ cell: CellAddress?, _ node: Int32) -> AnySlot

    @usableFromInline
    init(make: @escaping @Sendable (_ cell: CellAddress?, _ node: Int32) -> AnySlot) {
        self.make = make
    }

    /// The maker of `Slot<T>`, in code compiled for a concrete `T`, where its closure captures
    /// nothing and so allocates nothing. Nil in unspecialized code (a wiring library compiled
    /// without optimization), where the closure would capture `T` and be allocated for every
    /// binding declared, needed or not, and where it would save no lookup anyway.
    @inlinable @inline(__always)
    static func of<T>(_ type: T.Type) -> SlotMaker? {
        guard _isConcrete(type) else { return nil }
        return SlotMaker { cell, node in Slot<T>(cell: cell, node: node) }
    }

    /// A new slot caching its instance in `cell`, for graph node `node`.
    func makeSlot(cell: CellAddress?, node: Int32) -> AnySlot {
        make(cell, node)
    }
}
