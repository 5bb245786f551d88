import Dispatch

/// Whether the calling code runs on the main actor, asked before a main-actor factory runs, so
/// that a request from anywhere else is reported instead of trapped.
///
/// Swift's own check, `MainActor.assumeIsolated`, stops the process when it fails, and the
/// thread is no answer: on Linux, once an async `main` has started, the main actor's jobs run
/// on the main dispatch queue, serviced by a pool thread. So the check asks the queue: a value
/// set on the main queue is visible exactly to code running on it (or on the main thread
/// before `main` first suspends), which is where the main actor runs on every platform
/// Wiring supports.
@usableFromInline
func isOnMainActor() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

/// The key of the value set on the main queue, set once, the first time the check runs.
private let mainQueueKey: DispatchSpecificKey<MainQueueMark> = {
    let key = DispatchSpecificKey<MainQueueMark>()
    DispatchQueue.main.setSpecific(key: key, value: MainQueueMark())
    return key
}()

/// The value set on the main queue; only its presence matters.
private final class MainQueueMark: Sendable {}
