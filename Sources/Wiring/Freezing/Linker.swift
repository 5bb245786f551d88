/// One binding's view of its parameters' answers: the slot that answers each, for its link
/// closure, or the value itself, for its make function.
@usableFromInline
struct Linker {
    @usableFromInline let links: LinkContext
    /// Where the binding's answers begin.
    @usableFromInline let start: Int
    /// The binding's node.
    @usableFromInline let node: Int32

    /// The slot that answers the binding's parameter number `index`, of type `D`.
    ///
    /// Inlinable, so that code compiled for a concrete `D` hands over `Slot<D>`'s metadata
    /// from its cache, where unspecialized code would look it up at run time; it is read
    /// only when the slot is made.
    @inlinable
    func slot<D>(_ index: Int, as type: D.Type) -> Slot<D> {
        unsafeDowncast(links.answer(start + index, valueType: type, slotType: Slot<D>.self), to: Slot<D>.self)
    }

    /// The value of the binding's parameter number `index`, of type `D`, as seen from `store`;
    /// for a make function.
    ///
    /// A scoped answer of the store's own level is read from its cell, or made there by its
    /// own make function, with no slot; any other answer is read through its slot, made and
    /// linked on first use.
    @inlinable
    func value<D>(_ index: Int, as type: D.Type, in store: InstanceStore) -> D {
        // A node answering it holds a `D`: validation matched the parameter's key to its
        // answer's. A negative answer is a wrapper's slot. The same steps as
        // `LinkContext.value(ofNode:as:in:)`, written out: a call to it would put one more
        // frame on the stack per level of nesting.
        let node = Int(links.answers[start + index])
        if let existing = links.existingInstance(ofNode: node, in: store) {
            return existing._withUnsafeGuaranteedRef { cellValue($0, as: D.self) }
        }
        if let made = links.madeInstance(ofNode: node, in: store) {
            return cellValue(made, as: D.self)
        }
        return slot(index, as: type).get(store)
    }

    /// Hands the graph an asynchronous binding's factory, linked to its parameters' slots.
    @usableFromInline
    func linkAsynchronous(_ resolver: AnyAsyncResolver) {
        links.setAsyncResolver(resolver, ofNode: node)
    }

    /// The slots of a factory's parameters, in order.
    @usableFromInline
    func dependencySlots<each D>(_ types: repeat (each D).Type) -> [AnySlot] {
        var slots: [AnySlot] = []
        for type in repeat each types {
            slots.append(slot(slots.count, as: type))
        }
        return slots
    }

    /// Like `dependencySlots`, for a factory whose first parameter is supplied at the call site.
    func recipe<A, each D, R>(
        _ factory: @escaping @Sendable (A, repeat each D) -> R
    ) -> @Sendable (A, InstanceStore) -> R {
        let slots = dependencySlots(repeat (each D).self)
        return { argument, store in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 1) { buffer in
                let position = buffer.baseAddress.unsafelyUnwrapped
                position.initialize(to: 0)
                return factory(argument, repeat Slot<each D>.value(at: position, in: slots, store))
            }
        }
    }
}
