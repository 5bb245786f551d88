/// The common type of every slot, so a frozen table can hold slots of different types.
class AnySlot: @unchecked Sendable {}

/// Where a scoped binding keeps its instance: a cell of the instance store of one component level.
struct CellAddress: Sendable {
    /// The component level: 0 for the root component, 1 for its children, and so on.
    let depth: Int
    let index: Int
}

/// One binding in the frozen graph: how to get its value, reached by direct reference.
///
/// A slot holds a recipe, never an instance: instances live in the instance store of the
/// component that made them, so releasing a component releases its instances while the
/// recipes stay shared. An unscoped slot runs its resolver on every `get`; a scoped slot
/// asks the store for the instance in its cell, which is one atomic load once it exists.
final class Slot<T>: AnySlot, @unchecked Sendable {
    // Written once while the table is linked, before any store can reach the slot; read-only after.
    private var resolver: (@Sendable (InstanceStore) -> T)?
    let cell: CellAddress?

    init(cell: CellAddress?) {
        self.cell = cell
    }

    /// An unscoped slot whose resolver is known now (wrappers such as `Provider<T>`).
    init(derivedFrom _: AnySlot? = nil, resolve: @escaping @Sendable (InstanceStore) -> T) {
        self.cell = nil
        self.resolver = resolve
    }

    /// Installs the resolver; the linker calls this once.
    func link(_ resolver: @escaping @Sendable (InstanceStore) -> T) {
        self.resolver = resolver
    }

    /// The binding's value as seen from `store`: a new one when unscoped, otherwise the one
    /// instance in the cell of the store that owns this binding's scope.
    @inline(__always)
    func get(_ store: InstanceStore) -> T {
        guard let cell else { return resolver.unsafelyUnwrapped(store) }
        return store.instance(at: cell, make: resolver.unsafelyUnwrapped)
    }
}
