import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a `pthread` mutex, for the framework's few locked paths.
///
/// `Synchronization.Mutex` would do, but on Linux ThreadSanitizer cannot see its locking
/// and reports races in correct code; a `pthread` mutex it understands, so the
/// framework's concurrency tests can run under `--sanitize=thread` with no report.
package final class Locked<Value>: @unchecked Sendable {
    // Only `withLock` touches it, holding the mutex, which already excludes any other access,
    // so the runtime's exclusivity check would guard nothing.
    @exclusivity(unchecked) private var value: Value
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

/// A fixed number of `pthread` mutexes at stable addresses, one per instance cell of a store.
///
/// Each mutex records the thread that holds it, so a thread that asks again for a mutex it
/// already holds (a factory that asks for its own instance) is told so instead of waiting for
/// itself forever. Other threads still wait, as they must.
package final class LockArray: @unchecked Sendable {
    private let mutexes: UnsafeMutablePointer<pthread_mutex_t>
    /// The holder of each mutex, as a thread identifier; 0 while it is free. Only the holder
    /// writes it, so a thread that reads its own identifier there knows that it holds the mutex.
    private let holders: UnsafeMutablePointer<Atomic<UInt>>
    private let count: Int

    package init(count: Int) {
        self.count = count
        mutexes = .allocate(capacity: max(count, 1))
        holders = .allocate(capacity: max(count, 1))
        for index in 0..<count {
            pthread_mutex_init(mutexes + index, nil)
            (holders + index).initialize(to: Atomic(0))
        }
    }

    deinit {
        for index in 0..<count {
            pthread_mutex_destroy(mutexes + index)
        }
        holders.deinitialize(count: count)
        holders.deallocate()
        mutexes.deallocate()
    }

    /// Whether the calling thread holds mutex `index`.
    package func isHeldByCurrentThread(_ index: Int) -> Bool {
        holders[index].load(ordering: .relaxed) == Self.currentThread
    }

    /// Takes mutex `index`, waiting for another thread that holds it. The caller checks
    /// ``isHeldByCurrentThread(_:)`` first: a thread that locks a mutex it holds waits for
    /// itself.
    package func lock(_ index: Int) {
        pthread_mutex_lock(mutexes + index)
        holders[index].store(Self.currentThread, ordering: .relaxed)
    }

    /// Releases mutex `index`, which the calling thread holds.
    package func unlock(_ index: Int) {
        holders[index].store(0, ordering: .relaxed)
        pthread_mutex_unlock(mutexes + index)
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
