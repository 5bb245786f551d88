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
/// and the two functions here.
extension LinkContext {
    /// The instance answering request number `request` as seen from `store`; nil unless the
    /// answer is a scoped binding (see ``scopedInstance(ofNode:from:)``). Validation matched
    /// each parameter's key to its answer's, so the answer's value is of the parameter's type.
    @usableFromInline
    func scopedInstance(answering request: Int, from store: InstanceStore) -> AnyObject? {
        let node = Int(answers[request])
        guard node >= 0 else { return nil }
        return scopedInstance(ofNode: node, from: store)
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
        let owner = store.owner(of: cell)
        if let existing = owner.existingInstance(at: cell.index) { return existing }
        guard let maker = instanceMaker(ofNode: node) else { return nil }
        if let existing = owner.beginCreation(at: cell.index, node: maker.linker.node) { return existing }
        let object = maker.make(maker.linker, maker.factory, owner)
        owner.finishCreation(at: cell.index, with: object)
        return object
    }
}

/// A scoped binding's make function, with the two things it is handed besides the store.
struct InstanceMaker {
    let make: Binding.Make
    let linker: Linker
    let factory: ErasedFactory
}
