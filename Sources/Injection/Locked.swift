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
    // Only `withLock` touches it, holding the mutex, which already excludes any other access;
    // the runtime's exclusivity check, about 125 instructions a call, guarded nothing.
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
package final class LockArray: @unchecked Sendable {
    private let mutexes: UnsafeMutablePointer<pthread_mutex_t>
    private let count: Int

    package init(count: Int) {
        self.count = count
        mutexes = .allocate(capacity: max(count, 1))
        for index in 0..<count {
            pthread_mutex_init(mutexes + index, nil)
        }
    }

    deinit {
        for index in 0..<count {
            pthread_mutex_destroy(mutexes + index)
        }
        mutexes.deallocate()
    }

    /// Runs `body` while holding mutex `index`.
    package func withLock<Result>(_ index: Int, _ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutexes + index)
        defer { pthread_mutex_unlock(mutexes + index) }
        return try body()
    }
}
