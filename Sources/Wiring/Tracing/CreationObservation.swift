import Synchronization

/// An observer of ``CreationTracing``, registered until ``cancel()`` or until it is released.
public final class CreationObservation: Sendable {
    private let id: Int
    private let isCancelled = Atomic<Bool>(false)

    init(id: Int) {
        self.id = id
    }

    /// Stops this observer's reports; a value whose factory is running may still be reported.
    public func cancel() {
        guard !isCancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        CreationTracing.removeObserver(id)
    }

    deinit {
        cancel()
    }
}
