import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A stand-in for `fsync` that holds every caller until the test opens it (or five seconds
/// pass, so a broken test fails instead of hanging), then syncs for real or fails.
final class SyncGate: Sendable {
    private struct State {
        var isOpen = false
        var fails = false
        var calls = 0
        var waiting = 0
    }

    private let state = Mutex(State())

    /// The function to give the journal in place of `fsync(2)`.
    var sync: @Sendable (Int32) -> Int32 {
        { [self] fd in
            state.withLock {
                $0.calls += 1
                $0.waiting += 1
            }
            let deadline = ContinuousClock.now + .seconds(5)
            while !state.withLock({ $0.isOpen }) && ContinuousClock.now < deadline {
                usleep(1000)
            }
            let fails = state.withLock {
                $0.waiting -= 1
                return $0.fails
            }
            if fails {
                errno = EIO
                return -1
            }
            return fsync(fd)
        }
    }

    /// Lets every held and later caller through; `failing` makes their syncs fail with EIO.
    func open(failing: Bool = false) {
        state.withLock {
            $0.isOpen = true
            $0.fails = failing
        }
    }

    /// How many syncs were started.
    var calls: Int { state.withLock { $0.calls } }

    /// Waits (at most five seconds) until a sync is being held; false if none came.
    func waitForHeldSync() -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if state.withLock({ $0.waiting > 0 }) { return true }
            usleep(1000)
        }
        return false
    }
}
