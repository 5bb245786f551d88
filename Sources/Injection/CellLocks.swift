import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One lock per instance cell of a store, taken only while the cell's instance is first made.
///
/// Each lock is one word, the thread that holds it (0 while free), rather than a `pthread`
/// mutex of its own: a mutex takes 40 bytes, and a store that makes its instances would hold
/// one per cell for as long as it lives. Taking a free lock and releasing one that no thread
/// waits for is one atomic operation on the word each. A thread that finds the word taken
/// waits on one mutex and one condition variable for the whole store, which releasing a lock
/// signals only when some thread is waiting. A thread waits for a cell exactly when it would
/// have waited for that cell's own mutex, so no wait is added that could deadlock.
///
/// A thread that asks again for a lock it already holds (a factory that asks for its own
/// instance) is told so by ``isHeldByCurrentThread(_:)`` instead of waiting for itself forever.
package final class CellLocks: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let released = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// The holder of each lock, as a thread identifier; 0 while it is free. Only the holder
    /// itself can find a word equal to its own identifier, so ``isHeldByCurrentThread(_:)``
    /// reads it without ordering.
    private let holders: UnsafeMutablePointer<Atomic<UInt>>
    /// How many threads are waiting for some lock of this store.
    private let waiting = Atomic<Int>(0)
    private let count: Int

    package init(count: Int) {
        self.count = count
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(released, nil)
        holders = .allocate(capacity: max(count, 1))
        for index in 0..<count {
            (holders + index).initialize(to: Atomic(0))
        }
    }

    deinit {
        pthread_cond_destroy(released)
        pthread_mutex_destroy(mutex)
        released.deallocate()
        mutex.deallocate()
        holders.deinitialize(count: count)
        holders.deallocate()
    }

    /// Whether the calling thread holds lock `index`.
    package func isHeldByCurrentThread(_ index: Int) -> Bool {
        holders[index].load(ordering: .relaxed) == Self.currentThread
    }

    /// Takes lock `index`, waiting while another thread holds it. The caller checks
    /// ``isHeldByCurrentThread(_:)`` first: a thread that takes a lock it holds waits for itself.
    package func lock(_ index: Int) {
        let me = Self.currentThread
        if tryLock(index, as: me) { return }
        pthread_mutex_lock(mutex)
        // Counted before the next try, both sequentially consistent: a holder that releases
        // the lock after that try failed then sees this thread waiting, and signals.
        waiting.add(1, ordering: .sequentiallyConsistent)
        while !tryLock(index, as: me) {
            pthread_cond_wait(released, mutex)
        }
        waiting.subtract(1, ordering: .sequentiallyConsistent)
        pthread_mutex_unlock(mutex)
    }

    /// Releases lock `index`, which the calling thread holds, and wakes the threads waiting
    /// for a lock of this store, if any. A waiter holds the mutex from counting itself until
    /// it waits, so the signal, sent under the mutex, cannot fall between its try and its wait.
    package func unlock(_ index: Int) {
        holders[index].store(0, ordering: .sequentiallyConsistent)
        guard waiting.load(ordering: .sequentiallyConsistent) > 0 else { return }
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(released)
        pthread_mutex_unlock(mutex)
    }

    private func tryLock(_ index: Int, as thread: UInt) -> Bool {
        holders[index].compareExchange(expected: 0, desired: thread, ordering: .sequentiallyConsistent).exchanged
    }

    /// The calling thread's identifier, never 0.
    private static var currentThread: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        pthread_self()
        #endif
    }
}
