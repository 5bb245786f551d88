/// One binding's view of its parameters' answers: the slot that answers each, for its link
/// closure, or the value itself, for its make function.
@usableFromInline
struct Linker {
    @usableFromInline
    init(links: LinkContext, start: Int, node: Int32) {
        self.links = links
        self.start = start
        self.node = node
    }

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
    /// own make function, with no slot; a provider is made over its target; any other answer
    /// is read through its slot, made and linked on first use.
    @inlinable
    func value<D>(_ index: Int, as type: D.Type, in store: InstanceStore) -> D {
        // A node answering it holds a `D`: validation matched the parameter's key to its
        // answer's. A negative answer is a wrapper's. The same steps as
        // `LinkContext.value(ofNode:as:in:)`, written out: a call to it would put one more
        // frame on the stack per level of nesting.
        let node = Int(links.answers[start + index])
        if let existing = links.existingInstance(ofNode: node, in: store) {
            return existing._withUnsafeGuaranteedRef { cellValue($0, as: D.self) }
        }
        if let made = links.madeInstance(ofNode: node, in: store) {
            return cellValue(made, as: D.self)
        }
        return links.answerValue(start + index, as: type, in: store)
    }

    /// The value of the parameter at `position`, which advances, as seen from `store`; for a
    /// factory of any arity, which reads its parameters in order each time it runs.
    ///
    /// `position` is a pointer to stack memory rather than an `inout` variable: an `inout`
    /// threaded through a pack expansion was boxed on the heap, with a dynamic exclusivity
    /// check, on every resolve.
    @inlinable @inline(__always)
    func argument<D>(at position: UnsafeMutablePointer<Int>, as type: D.Type, in store: InstanceStore) -> D {
        let index = position.pointee
        position.pointee = index + 1
        return value(index, as: type, in: store)
    }

    /// Runs `body` with the linker of the binding whose answers begin at `start`, in the graph
    /// of `store`, and a position at its first parameter, for ``argument(at:as:in:)``.
    ///
    /// For a resolver, which must not hold its graph: the graph holds the resolver. Every
    /// store a resolver is handed belongs to the graph that linked it.
    @inlinable
    static func withArguments<R>(
        start: Int, node: Int32, in store: InstanceStore, _ body: (Linker, UnsafeMutablePointer<Int>) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 1) { buffer in
            let position = buffer.baseAddress.unsafelyUnwrapped
            position.initialize(to: 0)
            return body(Linker(links: store.table.links, start: start, node: node), position)
        }
    }

    /// Hands the graph an asynchronous binding's factory, linked to its parameters' slots.
    @usableFromInline
    func linkAsynchronous(_ resolver: AnyAsyncResolver) {
        links.setAsyncResolver(resolver, ofNode: node)
    }

    /// Like the resolver of a factory of any arity, for one whose first parameter is supplied
    /// at the call site.
    func recipe<A, each D, R>(
        _ factory: @escaping @Sendable (A, repeat each D) -> R
    ) -> @Sendable (A, InstanceStore) -> R {
        let start = self.start, node = self.node
        return { argument, store in
            Linker.withArguments(start: start, node: node, in: store) { linker, position in
                factory(argument, repeat linker.argument(at: position, as: (each D).self, in: store))
            }
        }
    }
}
