/// Links one binding's slot: hands its link closure the slot that answers each parameter.
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
