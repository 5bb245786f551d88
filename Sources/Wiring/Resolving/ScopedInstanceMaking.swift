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
/// and the two functions here that make an instance.
extension LinkContext {
    /// The instance of node `node` if it exists in a cell of `store` itself, unretained: the
    /// store keeps it for as long as it lives. Nil for anything else, a negative `node`
    /// (a wrapper's answer) included.
    @usableFromInline
    func existingInstance(ofNode node: Int, in store: InstanceStore) -> Unmanaged<AnyObject>? {
        guard let cell = cell(ofNode: node), cell.depth == store.depth else { return nil }
        return store.existingReference(at: cell.index)
    }

    /// The instance of node `node` as seen from `store`: the one in its cell, or one made there
    /// now by the binding's make function, under the cell's lock, unless another thread has
    /// made it meanwhile. Nil when the node is unscoped, or its binding has no make function
    /// and its instance is not made yet; its slot makes it then.
    ///
    /// Reads the binding through helpers that return only what it needs: unoptimized code
    /// copies the whole binding for each field read in place, and this frame is on the stack
    /// once per level of nesting.
    @usableFromInline
    func scopedInstance(ofNode node: Int, from store: InstanceStore) -> AnyObject? {
        guard let cell = cell(ofNode: node) else { return nil }
        // Passed on as it is when the store itself owns the cell, the usual case: finding
        // the owner would retain it.
        if cell.depth == store.depth {
            return scopedInstance(ofNode: node, at: cell.index, in: store)
        }
        return scopedInstance(ofNode: node, at: cell.index, in: store.owner(of: cell))
    }

    /// ``scopedInstance(ofNode:from:)`` in `owner`, the store that owns the node's cell `index`.
    private func scopedInstance(ofNode node: Int, at index: Int, in owner: InstanceStore) -> AnyObject? {
        if let existing = owner.existingInstance(at: index) { return existing }
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
