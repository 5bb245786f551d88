import Synchronization

/// One binding in the frozen graph: how to get its value, reached by direct reference.
///
/// A slot holds a recipe, never an instance: instances live in the instance store of the
/// component that made them, so releasing a component releases its instances while the
/// recipes stay shared. An unscoped slot runs its resolver on every `get`; a scoped slot
/// asks the store for the instance in its cell, which is one atomic load once it exists.
///
/// A slot is made when something first needs it and gets its resolver when it is first used,
/// not when the graph is built (see ``LinkContext``): building then costs nothing per binding
/// the program never asks for, and a large graph is mostly that.
@usableFromInline
final class Slot<T>: AnySlot, @unchecked Sendable {
    /// The resolver, once linked: a retained `Resolver<T>`, published with release ordering so
    /// a thread that sees it also sees everything the resolver captured.
    @usableFromInline let resolver = Atomic<UnsafeMutableRawPointer?>(nil)

    required init(cell: CellAddress?, node: Int32) {
        super.init(cell: cell, node: node)
    }

    /// An unscoped slot whose resolver is known now (wrappers such as `Provider<T>`).
    init(resolve: @escaping @Sendable (InstanceStore) -> T) {
        super.init(cell: nil, node: -1)
        link(resolve)
    }

    /// `T` is `Provider<X>` for some `X`, or a wrapper laid out as one: the graph calls this
    /// only for a provider parameter's slot.
    override func linkAsProvider(of target: ProviderTarget, weakHandles: Bool) {
        link { store in Provider.make(as: T.self, target: target, in: store, weakHandles: weakHandles) }
    }

    deinit {
        if let resolver = resolver.load(ordering: .acquiring) {
            Unmanaged<Resolver<T>>.fromOpaque(resolver).release()
        }
    }

    /// Installs the resolver; linking calls this once, under the graph's link lock.
    /// Inlinable, so the resolver's box is instantiated where `T` is known.
    @inlinable
    func link(_ resolver: @escaping @Sendable (InstanceStore) -> T) {
        let box = Unmanaged.passRetained(Resolver(resolver)).toOpaque()
        self.resolver.store(box, ordering: .releasing)
    }

    /// The binding's value as seen from `store`: a new one when unscoped, otherwise the one
    /// instance in the cell of the store that owns this binding's scope.
    ///
    /// Reading an instance that exists in `store` itself, the usual case, retains nothing but
    /// the value returned: not the store, and not the cell's object. Every retain here is an
    /// atomic write to an object that all threads reading the same singleton share.
    @inlinable @inline(__always)
    func get(_ store: InstanceStore) -> T {
        guard let cell else { return resolve(store) }
        if cell.depth == store.depth, let existing = store.existingReference(at: cell.index) {
            return existing._withUnsafeGuaranteedRef { cellValue($0, as: T.self) }
        }
        return getFromOwner(of: cell, from: store)
    }

    /// `get` for a cell of an ancestor's store, or an instance not made yet. Out of line, so
    /// that the common case stays small where it is inlined.
    @inlinable @inline(never)
    func getFromOwner(of cell: CellAddress, from store: InstanceStore) -> T {
        let owner = store.owner(of: cell)
        if let existing = owner.existingInstance(at: cell.index) {
            return cellValue(existing, as: T.self)
        }
        return makeInstance(in: owner, at: cell.index)
    }

    /// Runs the resolver. Out of line on purpose: specialized code that loaded the stored,
    /// generically typed closure itself would wrap it in a reabstraction thunk, allocating on
    /// every call; called from here it runs as stored.
    @usableFromInline @inline(never)
    func resolve(_ store: InstanceStore) -> T {
        guard let linked = linkedResolver else {
            return linkThenResolve(store)
        }
        // Borrowed, not retained: the slot keeps its resolver for as long as it exists.
        return Unmanaged<Resolver<T>>.fromOpaque(linked)._withUnsafeGuaranteedRef { $0.run(store) }
    }

    /// The first resolve of an unscoped slot: links it, then resolves.
    @inline(never)
    private func linkThenResolve(_ store: InstanceStore) -> T {
        store.table.links.link(self)
        return resolve(store)
    }

    /// The slow path: makes the scoped instance under the cell's lock, with the binding's make
    /// function when it has one (``LinkContext/makeInstance(ofNode:at:in:)``), otherwise with
    /// the slot's resolver, linked now. Kept out of line, so that the resolver is passed as an
    /// argument only when an instance is first created; inlinable all the same, so that it is
    /// specialized where `T` is known and stores the instance without looking up any generic
    /// metadata at run time.
    ///
    /// Only the thread that makes the instance reads the resolver, after it holds the cell's
    /// lock. A root-level binding's cell is filled once and never again (the root component
    /// has one store, and nothing empties a cell), so its resolver, with the closure and the
    /// parameter slots it holds, is released once the instance exists: a graph whose
    /// singletons are all made keeps no recipe for them.
    @inlinable @inline(never)
    func makeInstance(in owner: InstanceStore, at index: Int) -> T {
        if let made = owner.table.links.makeInstance(ofNode: Int(node), at: index, in: owner) {
            return cellValue(made, as: T.self)
        }
        if let existing = owner.beginCreation(at: index, node: node) {
            return cellValue(existing, as: T.self)
        }
        if resolver.load(ordering: .acquiring) == nil { owner.link(self) }
        let linked = resolver.load(ordering: .acquiring).unsafelyUnwrapped
        let object = Unmanaged<Resolver<T>>.fromOpaque(linked)._withUnsafeGuaranteedRef {
            cellObject(holding: $0.run(owner), as: T.self)
        }
        owner.finishCreation(at: index, with: object)
        if owner.depth == 0 { releaseResolver() }
        return cellValue(object, as: T.self)
    }

    /// Releases the resolver of a root-level scoped slot whose instance now exists; see
    /// ``makeInstance(in:at:)``.
    @usableFromInline
    func releaseResolver() {
        if let released = resolver.exchange(nil, ordering: .acquiringAndReleasing) {
            Unmanaged<Resolver<T>>.fromOpaque(released).release()
        }
    }

    /// The resolver's box, or nil before the slot's first use.
    private var linkedResolver: UnsafeMutableRawPointer? {
        resolver.load(ordering: .acquiring)
    }
}
