/// What makes a store: its level's table, its seed, and its parent's identity. It holds no
/// instance, so a handle can keep it without keeping a graph alive.
///
/// Unchecked: the seed is a `Sendable` value (``ChildComponent/Seed``), held as the object its
/// cell stores; everything else is immutable and `Sendable`.
@usableFromInline
final class StoreIdentity: @unchecked Sendable {
    let table: SlotTable
    let parent: StoreIdentity?
    /// The child's seed, as its cell holds it (see ``cellObject(holding:as:)``), put in the
    /// level's seed cell.
    let seed: AnyObject?

    init(table: SlotTable, parent: StoreIdentity?, seed: AnyObject?) {
        self.table = table
        self.parent = parent
        self.seed = seed
    }

    /// Stops the process: `request`, made by an object the graph cached, reached a graph that
    /// has been released. Answering from a fresh store instead would break the one rule of a
    /// scoped binding, one instance per graph, without a word.
    @usableFromInline
    func usedAfterRelease(_ request: String) -> Never {
        stop(with: .usedAfterRelease(request))
    }
}
