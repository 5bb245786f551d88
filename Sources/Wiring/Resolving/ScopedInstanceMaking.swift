/// Making a scoped instance without a slot: its binding's make function reads each parameter
/// from the graph's arrays and the stores' cells, and the instance goes straight into its cell.
///
/// Every scoped binding declared with a factory of up to six parameters has a make function
/// (see `FixedArityFactories.swift`). Made through its slot instead, the instance would cost
/// the slot itself, a resolver and its closure linked under the graph's link lock, and their
/// release: most of the work of making a singleton, and all of it done once.
///
/// A graph of singletons is made recursively, one level of nesting per parameter, so each
/// level costs as few stack frames as it can: the make function, ``Linker/value(_:as:in:)``,
/// ``madeInstance(ofNode:in:)`` and ``makeInstance(ofNode:at:in:)``.
extension LinkContext {
    /// The value of node `node`, a `T`, as seen from `store`: a scoped instance of `store`'s
    /// own level read from its cell or made there by its make function, anything else through
    /// the node's slot. The caller knows the node's value to be a `T`: the graph was checked
    /// when it was frozen.
    @inlinable
    func value<T>(ofNode node: Int, as type: T.Type, in store: InstanceStore) -> T {
        if let existing = existingInstance(ofNode: node, in: store) {
            return existing._withUnsafeGuaranteedRef { cellValue($0, as: T.self) }
        }
        if let made = madeInstance(ofNode: node, in: store) {
            return cellValue(made, as: T.self)
        }
        let slot = self.slot(ofNode: node, valueType: type, slotType: { Slot<T>.self })
        return unsafeDowncast(slot.unsafelyUnwrapped, to: Slot<T>.self).get(store)
    }

    /// The instance of node `node` if it exists in a cell of `store` itself; unretained, as
    /// `store` keeps it for as long as it lives, so that reading it retains nothing. Nil for
    /// anything else: an unscoped node, an ancestor's cell, or a negative `node`, a wrapper's
    /// answer.
    @usableFromInline
    func existingInstance(ofNode node: Int, in store: InstanceStore) -> Unmanaged<AnyObject>? {
        guard let cell = cell(ofNode: node), cell.depth == store.depth else { return nil }
        return store.existingReference(at: cell.index)
    }

    /// The instance of node `node` made now in a cell of `store` itself by the binding's make
    /// function (see ``makeInstance(ofNode:at:in:)``). Nil when the node is unscoped, its cell
    /// is an ancestor's, whose store the caller does not hold, or the binding has no make
    /// function: its slot reads or makes the instance then.
    @usableFromInline
    func madeInstance(ofNode node: Int, in store: InstanceStore) -> AnyObject? {
        guard let cell = cell(ofNode: node), cell.depth == store.depth else { return nil }
        return makeInstance(ofNode: node, at: cell.index, in: store)
    }

    /// Makes the instance of node `node` in cell `index` of `owner`, the store that owns the
    /// node's cell, with the binding's make function, under the cell's lock; returns the one
    /// another thread made meanwhile, if one did. Nil when the binding has no make function:
    /// its slot's resolver makes the instance then. The caller found the cell empty, or is
    /// about to see it made.
    ///
    /// Reads the binding through a function that returns only what it needs: unoptimized
    /// code copies the whole binding for each field read in place, and this frame is on the
    /// stack once per level of nesting.
    @usableFromInline
    func makeInstance(ofNode node: Int, at index: Int, in owner: InstanceStore) -> AnyObject? {
        guard let maker = instanceMaker(ofNode: node) else { return nil }
        if let existing = owner.beginCreation(at: index, node: maker.linker.node) { return existing }
        let object = maker.make(maker.linker, maker.factory, owner)
        owner.finishCreation(at: index, with: object)
        return object
    }
}

/// A scoped binding's make function, with the two things it is handed besides the store.
struct InstanceMaker {
    let make: Binding.Make
    let linker: Linker
    let factory: ErasedFactory
}
