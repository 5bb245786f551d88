import Injection
import Synchronization

/// The instances one built component owns: one cell per scoped binding of its level.
///
/// The root component has one store; each child instance has its own, whose parent is the
/// store it was built from. Reading an instance that exists is one atomic load; a cell's
/// lock is taken only while its instance is first created, so two threads asking at the
/// same moment still get one instance. Releasing the store releases every instance in it.
@usableFromInline
final class InstanceStore: @unchecked Sendable {
    @usableFromInline let table: SlotTable
    @usableFromInline let depth: Int
    /// What it takes to make an equivalent, empty store (see ``GraphHandle``).
    let identity: StoreIdentity
    @usableFromInline let cells: UnsafeMutablePointer<InstanceCell>
    /// One lock per cell, taken only while the cell's instance is first made; allocated when
    /// the store first makes an instance, so a store that never does costs no locks.
    private let creationLocks = Atomic<UnsafeMutableRawPointer?>(nil)
    /// The one weak reference to this store that every weakly held handle and child shares
    /// (see ``weakReference``); made when first needed.
    private let sharedWeakReference = Atomic<UnsafeMutableRawPointer?>(nil)
    private let cellCount: Int

    // A child keeps its parent alive, unless the child may be owned by something the parent
    // caches (a keyed registry, a singleton holding sessions): then the link is weak, so the
    // two never keep each other alive.
    private let strongParent: InstanceStore?
    private let weakParent: WeakInstanceStore?

    /// A store for `identity`'s level. `carrying` is a previous store of the same level whose
    /// instances marked `.reuse` are kept; the others are made anew on first use.
    init(
        identity: StoreIdentity, parent: InstanceStore?, weakParent: Bool = false,
        carrying previous: InstanceStore? = nil
    ) {
        self.identity = identity
        self.table = identity.table
        self.strongParent = weakParent ? nil : parent
        self.weakParent = weakParent ? parent?.weakReference : nil
        self.depth = identity.table.depth
        self.cellCount = identity.table.cellCount
        self.cells = .allocate(capacity: max(cellCount, 1))
        for index in 0..<cellCount {
            (cells + index).initialize(to: InstanceCell())
        }
        if let seedCell = table.seedCell, let seed = identity.seed, seedCell < cellCount {
            cells[seedCell].instance.store(Unmanaged.passRetained(seed), ordering: .releasing)
        }
        if let previous, previous.table === table {
            for index in table.reusedCells where cells[index].instance.load(ordering: .acquiring) == nil {
                if let kept = previous.cells[index].instance.load(ordering: .acquiring) {
                    cells[index].instance.store(kept.retain(), ordering: .releasing)
                }
            }
        }
    }

    /// The parent store: the one this store was built from. A weakly held parent that is gone
    /// stops the process (``StoreIdentity/usedAfterRelease(_:)``): a fresh one would make
    /// second copies of the parent's scoped instances.
    @usableFromInline var parent: InstanceStore? {
        if let strongParent { return strongParent }
        guard let weakParent else { return nil }
        guard let parent = weakParent.store else {
            identity.usedAfterRelease("A child component instance reading its parent's bindings")
        }
        return parent
    }

    /// Every instance this store holds, in cell order.
    var instances: [Any] {
        (0..<cellCount).compactMap { index in
            guard let object = cells[index].instance.load(ordering: .acquiring)?.takeUnretainedValue() else {
                return nil
            }
            // A class instance is stored unboxed (see `cellObject(holding:as:)`).
            return (object as? any InstanceHolding)?.anyValue ?? object
        }
    }

    deinit {
        if let locks = creationLocks.load(ordering: .acquiring) {
            Unmanaged<CellLocks>.fromOpaque(locks).release()
        }
        if let weakReference = sharedWeakReference.load(ordering: .acquiring) {
            Unmanaged<WeakInstanceStore>.fromOpaque(weakReference).release()
        }
        for index in 0..<cellCount {
            cells[index].instance.load(ordering: .acquiring)?.release()
        }
        cells.deinitialize(count: cellCount)
        cells.deallocate()
    }

    /// The store that owns `address`'s cell: this one or an ancestor.
    @inlinable @inline(__always)
    func owner(of address: CellAddress) -> InstanceStore {
        var owner = self
        while owner.depth > address.depth, let parent = owner.parent {
            owner = parent
        }
        return owner
    }

    /// The instance in cell `index`, if it has been made; one atomic load.
    @inlinable @inline(__always)
    func existingInstance(at index: Int) -> AnyObject? {
        existingReference(at: index)?.takeUnretainedValue()
    }

    /// `existingInstance(at:)`, unretained: the store keeps the instance for as long as it
    /// lives, so a caller that holds the store may read the instance without retaining it.
    @inlinable @inline(__always)
    func existingReference(at index: Int) -> Unmanaged<AnyObject>? {
        cells[index].instance.load(ordering: .acquiring)
    }

    /// Starts making the instance of cell `index`, for binding `node`: takes the cell's lock,
    /// waiting while another thread makes it. Returns the instance if that thread made it,
    /// with the lock released; otherwise nil, with the lock held and the creation on this
    /// thread's trace until ``finishCreation(at:with:)``.
    ///
    /// Two calls rather than one that takes the factory as a closure, so that making an
    /// instance costs no extra stack frames: a deep graph of singletons is made recursively.
    /// A thread that is already making this cell's instance, further up its own stack, would
    /// wait for itself forever; it stops with the diagnostic instead (see ``CreationTrace``).
    @usableFromInline
    func beginCreation(at index: Int, node: Int32) -> AnyObject? {
        let existing = locks()._withUnsafeGuaranteedRef { locks -> Unmanaged<AnyObject>? in
            if locks.isHeldByCurrentThread(index) {
                stop(
                    with: CreationTrace.current.reentrance(
                        into: node, of: self, through: [node], how: "through a provider's get() or a parameter"))
            }
            locks.lock(index)
            let existing = cells[index].instance.load(ordering: .acquiring)
            if existing != nil { locks.unlock(index) }
            return existing
        }
        if let existing { return existing.takeUnretainedValue() }
        CreationTrace.push(self, cell: index, node: node)
        return nil
    }

    /// Publishes `object`, the instance of cell `index` that ``beginCreation(at:node:)``
    /// started, and releases the cell's lock.
    ///
    /// `object` is the cell's object as the caller, compiled for its concrete type, made it
    /// (see ``cellObject(holding:as:)``); unspecialized code would make it with a run-time lookup.
    @usableFromInline
    func finishCreation(at index: Int, with object: AnyObject) {
        cells[index].instance.store(Unmanaged.passRetained(object), ordering: .releasing)
        CreationTrace.pop()
        locks()._withUnsafeGuaranteedRef { $0.unlock(index) }
    }

    /// Whether the calling thread is making the instance of cell `index` right now.
    func isCreatingOnThisThread(_ index: Int) -> Bool {
        guard let existing = creationLocks.load(ordering: .acquiring) else { return false }
        return Unmanaged<CellLocks>.fromOpaque(existing).takeUnretainedValue().isHeldByCurrentThread(index)
    }

    /// Links `slot` if no thread has yet.
    @usableFromInline
    func link(_ slot: AnySlot) {
        table.links.link(slot)
    }
}

extension InstanceStore {
    /// The store's creation locks, made by whichever thread first needs them; unretained,
    /// as the store keeps them for as long as it lives.
    private func locks() -> Unmanaged<CellLocks> {
        Self.object(in: creationLocks) { CellLocks(count: cellCount) }
    }

    /// A weak reference to this store, for handles that must not keep it alive. One per store,
    /// not one per handle: a graph whose singletons hold providers would otherwise allocate
    /// a weak box for every provider it injects.
    var weakReference: WeakInstanceStore {
        Self.object(in: sharedWeakReference) { WeakInstanceStore(self) }.takeUnretainedValue()
    }

    /// The object retained in `storage`, made by `make` and published by whichever thread
    /// first asks; a thread that loses the race releases its own.
    private static func object<Object: AnyObject>(
        in storage: borrowing Atomic<UnsafeMutableRawPointer?>, make: () -> Object
    ) -> Unmanaged<Object> {
        if let existing = storage.load(ordering: .acquiring) {
            return Unmanaged<Object>.fromOpaque(existing)
        }
        let made = Unmanaged.passRetained(make())
        let (stored, current) = storage.compareExchange(
            expected: nil, desired: made.toOpaque(), ordering: .acquiringAndReleasing)
        if stored { return made }
        made.release()
        return Unmanaged<Object>.fromOpaque(current.unsafelyUnwrapped)
    }
}
