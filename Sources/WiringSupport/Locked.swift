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
    // Safe: only `withLock` touches `value`, holding the mutex, which excludes any other access
    // (so the runtime's exclusivity check would guard nothing); the mutex is allocated and
    // initialized in `init` and destroyed in `deinit`. (InjectedTests and KeyedComponentsTests
    // under ThreadSanitizer)
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
