/// Where a scoped binding keeps its instance: a cell of the instance store of one component level.
///
/// Stored as two 32-bit numbers, so that with the node number a slot's header fits in 16 bytes.
@usableFromInline
struct CellAddress: Sendable {
    @usableFromInline let storedDepth: Int32
    @usableFromInline let storedIndex: Int32

    init(depth: Int, index: Int) {
        storedDepth = Int32(truncatingIfNeeded: depth)
        storedIndex = Int32(truncatingIfNeeded: index)
    }

    /// The component level: 0 for the root component, 1 for its children, and so on.
    @inlinable var depth: Int { Int(storedDepth) }
    /// The cell's position in its level's store.
    @inlinable var index: Int { Int(storedIndex) }
}
