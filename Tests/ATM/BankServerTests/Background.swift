import Foundation
import Synchronization

/// Work running on a thread of its own, whose result a test collects (waiting at most ten seconds).
final class Background<T: Sendable>: Sendable {
    private let result = Mutex<Result<T, any Error>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () throws -> T) {
        Thread.detachNewThread { [self] in
            let outcome = Result { try body() }
            result.withLock { $0 = outcome }
            done.signal()
        }
    }

    /// The work's result, rethrowing its error; fails if it takes longer than ten seconds.
    func value() throws -> T {
        guard done.wait(timeout: .now() + 10) == .success else { throw TestFailure("background work did not finish") }
        return try result.withLock { $0! }.get()
    }
}
