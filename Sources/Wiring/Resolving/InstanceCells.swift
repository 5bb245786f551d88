import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One store's scoped instances, one cell each, and the lock that makes each instance once.
///
/// This file holds the framework's cell storage, the one place where instances are kept
/// unmanaged: a reference cannot be published with one atomic operation in safe Swift, and an
/// instance that exists must be read with no lock, by any thread. Everything here is reached
/// only through the methods below, which keep these invariants:
///
/// - A cell holds nil or one retained reference, written once (by the thread that holds the
///   cell's lock, or by a compare-and-exchange that only succeeds on nil) and released in
///   `deinit`. So a non-nil load is a live object for as long as the store lives.
/// - A cell's lock is one word: the thread making its instance, 0 while none is. Only the
///   holder stores 0 again, and only the holder can find the word equal to its own id.
/// - A thread that finds a cell locked by another waits on the wait room's condition, which
///   every unlock signals while anyone waits; the room is made on the first wait and freed in
///   `deinit`, after every thread that could wait has returned (they hold the store).
///
/// Tested by `InstanceCellTests` (one instance under contention, waiting and waking, reentry),
/// and under ThreadSanitizer by the concurrency suites `Scripts/test` names.
@usableFromInline
final class InstanceCells: @unchecked Sendable {
    // Safe: the pointers below are allocated in `init` for `count` cells, freed only in
    // `deinit`, and every index is checked against `count` before use; see the type's comment
    // for how each cell and lock word is written. (InstanceCellTests)
    @usableFromInline let instances: UnsafeMutablePointer<Atomic<Unmanaged<AnyObject>?>>
    private let holders: UnsafeMutablePointer<Atomic<UInt>>
    /// The mutex and condition threads wait on, once one has had to; retained here.
    private let room = Atomic<Unmanaged<WaitRoom>?>(nil)
    /// How many threads are waiting for some cell of this store.
    private let waiting = Atomic<Int>(0)
    @usableFromInline let count: Int

    init(count: Int) {
        self.count = count
        instances = .allocate(capacity: max(count, 1))
        holders = .allocate(capacity: max(count, 1))
        for index in 0..<count {
            (instances + index).initialize(to: Atomic(nil))
            (holders + index).initialize(to: Atomic(0))
        }
    }

    deinit {
        for index in 0..<count {
            // Safe: each non-nil cell holds one retain, taken when it was written.
            // (InstanceCellTests.releasingTheCellsReleasesEveryInstance)
            instances[index].load(ordering: .acquiring)?.release()
        }
        instances.deinitialize(count: count)
        instances.deallocate()
        holders.deinitialize(count: count)
        holders.deallocate()
        // Safe: the room was retained once, when it was published.
        // (InstanceCellTests.aWaitingThreadWakesWithTheInstanceMadeMeanwhile)
        room.load(ordering: .acquiring)?.release()
    }

    /// The instance of cell `index`, if it has been made: one atomic load.
    func instance(at index: Int) -> AnyObject? {
        check(index)
        // Safe: a non-nil cell is retained by this store until `deinit`; the caller holds the store.
        // (InstanceCellTests.threadsMakingOneCellTogetherMakeOneInstance)
        return instances[index].load(ordering: .acquiring)?.takeUnretainedValue()
    }

    /// `body`'s result for the instance of cell `index`, lent to it without a retain; nil when
    /// the instance has not been made. Inlined, as every read of a scoped instance that exists
    /// is this and nothing more.
    @inlinable @inline(__always)
    func withInstance<R>(at index: Int, _ body: (AnyObject) -> R) -> R? {
        guard index >= 0 && index < count else { outOfBounds(index) }
        guard let instance = instances[index].load(ordering: .acquiring) else { return nil }
        // Safe: a non-nil cell is retained by this store until `deinit`, and the caller holds
        // the store for as long as `body` runs. (InstanceCellTests, GraphReleaseTests)
        // `_withUnsafeGuaranteedRef` is underscored, but it is the standard library's only way to
        // lend an unmanaged reference without a retain: `takeUnretainedValue()` would retain and
        // release the instance on every read, a tenth of what a read of an existing instance runs.
        return instance._withUnsafeGuaranteedRef(body)
    }

    /// Fills cell `index` with `object` if it is empty, as when a store is made with its seed,
    /// or its reused instances, or when the asynchronous build publishes an instance; returns
    /// whether it did.
    @discardableResult
    func fill(_ object: AnyObject, at index: Int) -> Bool {
        check(index)
        // Safe: the retain is the cell's, and it is given back below when the cell was not empty.
        // (InstanceCellTests.aCellIsFilledOnceAndLendsItsInstance)
        let retained = Unmanaged.passRetained(object)
        let (filled, _) = instances[index].compareExchange(
            expected: nil, desired: retained, ordering: .acquiringAndReleasing)
        if !filled { retained.release() }
        return filled
    }

    /// What ``beginCreation(at:)`` found.
    enum CreationClaim {
        /// Another thread made the instance meanwhile.
        case made(AnyObject)
        /// This thread holds the cell's lock: make the instance and call ``finishCreation(at:with:)``.
        case started
        /// This thread is already making this cell's instance, further up its own stack.
        case reentered
    }

    /// Takes cell `index`'s lock to make its instance, waiting while another thread makes it.
    func beginCreation(at index: Int) -> CreationClaim {
        check(index)
        let me = currentThread()
        if holders[index].load(ordering: .relaxed) == me { return .reentered }
        if !tryLock(index, as: me) {
            let room = waitRoom()
            room.withLockHeld {
                // Counted before the next try, both sequentially consistent: a holder that
                // unlocks after that try failed then sees this thread waiting, and signals.
                waiting.add(1, ordering: .sequentiallyConsistent)
                while !tryLock(index, as: me) { room.wait() }
                waiting.subtract(1, ordering: .sequentiallyConsistent)
            }
        }
        // The instance may have been made by the thread this one waited for.
        if let made = instance(at: index) {
            unlock(index)
            return .made(made)
        }
        return .started
    }

    /// Publishes `object`, the instance of cell `index` this thread started, and unlocks the cell.
    func finishCreation(at index: Int, with object: AnyObject) {
        check(index)
        // Safe: this thread holds the cell's lock and found the cell empty; the retain is the cell's.
        // (InstanceCellTests.threadsMakingOneCellTogetherMakeOneInstance, and
        // InstanceCellTests.releasingTheCellsReleasesEveryInstance)
        instances[index].store(Unmanaged.passRetained(object), ordering: .releasing)
        unlock(index)
    }

    /// Whether the calling thread is making cell `index`'s instance right now.
    func isCreatingOnThisThread(_ index: Int) -> Bool {
        check(index)
        return holders[index].load(ordering: .relaxed) == currentThread()
    }

    /// Stops at an index outside the cells, which would otherwise read or write memory that is
    /// not a cell. Only a bug in Wiring can get here: every index comes from the frozen graph
    /// of this store's level.
    @inline(__always)
    private func check(_ index: Int) {
        guard index >= 0 && index < count else { outOfBounds(index) }
    }

    @usableFromInline
    func outOfBounds(_ index: Int) -> Never {
        stop(with: .internalInconsistency("cell \(index) is outside this store's \(count) cells"))
    }

    private func tryLock(_ index: Int, as thread: UInt) -> Bool {
        holders[index].compareExchange(expected: 0, desired: thread, ordering: .sequentiallyConsistent).exchanged
    }

    /// Releases cell `index`'s lock, and wakes the threads waiting for a lock of this store, if
    /// any; signalled under the mutex, so a wake cannot fall between a waiter's try and its wait.
    private func unlock(_ index: Int) {
        holders[index].store(0, ordering: .sequentiallyConsistent)
        guard waiting.load(ordering: .sequentiallyConsistent) > 0 else { return }
        waitRoom().withLockHeld { waitRoom().wakeAll() }
    }

    /// The wait room, made by the first thread that has to wait.
    private func waitRoom() -> WaitRoom {
        // Safe: a published room is retained by this store until `deinit`.
        // (InstanceCellTests.aWaitingThreadWakesWithTheInstanceMadeMeanwhile)
        if let existing = room.load(ordering: .acquiring) { return existing.takeUnretainedValue() }
        let made = Unmanaged.passRetained(WaitRoom())
        let (published, current) = room.compareExchange(expected: nil, desired: made, ordering: .acquiringAndReleasing)
        if published { return made.takeUnretainedValue() }
        made.release()
        return current.unsafelyUnwrapped.takeUnretainedValue()
    }
}

/// A `pthread` mutex and condition: `Synchronization.Mutex` has no condition to wait on, and on
/// Linux ThreadSanitizer cannot see its locking.
private final class WaitRoom: @unchecked Sendable {
    // Safe: allocated and initialized here, destroyed in `deinit`, used only through the
    // methods below. (InstanceCellTests)
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func withLockHeld<R>(_ body: () -> R) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Waits for a wake; the caller holds the mutex.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every waiting thread; the caller holds the mutex.
    func wakeAll() {
        pthread_cond_broadcast(condition)
    }
}
