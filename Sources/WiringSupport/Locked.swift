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
package final class Locked<Value> {
    // Safe: only `withLock` touches `value`, holding the mutex, which excludes any other
    // access, so the runtime's exclusivity check would guard nothing.
    // The mutex is allocated and initialized in `init` and destroyed in `deinit`.
    // (LockedTests, and InjectedTests and KeyedComponentsTests under ThreadSanitizer)
    @exclusivity(unchecked) private var value: Value
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init(_ value: Value) {
        self.value = value
        Self.check(pthread_mutex_init(mutex, nil), "pthread_mutex_init")
    }

    deinit {
        Self.check(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        Self.check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
        defer { Self.check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }
        return try body(&value)
    }

    /// Stops on a failed `pthread` call: each fails only when the mutex is misused (locked
    /// twice by one thread, unlocked by another), which no caller can recover from.
    private static func check(_ result: Int32, _ call: StaticString) {
        precondition(result == 0, "\(call) failed with error \(result)")
    }
}

// Safe: the value crosses threads only inside `withLock`, under the mutex, and only a
// `Sendable` value may cross at all. (LockedTests.concurrentUpdatesAreNeverLost, under
// ThreadSanitizer too)
extension Locked: @unchecked Sendable where Value: Sendable {}
