import Foundation

/// A value behind a lock, for tests that gather what several threads or tasks saw.
///
/// The framework's own lock is internal to it, and these tests use only what a client can, so
/// they keep their own. An `NSLock`, because ThreadSanitizer sees its locking; on Linux it
/// cannot see `Synchronization.Mutex`'s, and would report races in correct code.
final class Locked<Value> {
    // Safe (with the conformance below): only `withLock` touches `value`, holding `lock`.
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

// Safe: the value crosses threads only inside `withLock`, under the lock, and only a `Sendable`
// value may cross at all.
extension Locked: @unchecked Sendable where Value: Sendable {}
