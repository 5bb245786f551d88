import Synchronization

/// One binding in the frozen graph: how to get its value, reached by index, never by lookup.
///
/// An unscoped slot calls its factory on every `get()`. A shared slot (singleton or value)
/// keeps one instance: reading an instance that already exists is a single atomic load,
/// and the lock is taken only while the instance is first created, so two threads that ask
/// at the same moment still get one instance.
/// The common type of every slot, so the frozen table can hold slots of different types.
class AnySlot: @unchecked Sendable {}

final class Slot<T>: AnySlot, @unchecked Sendable {
    // `factory` is written once, while the table is linked and before the graph is shared;
    // after that it is only read. The instance cell is guarded by `instance` and `creation`.
    private var factory: (@Sendable () -> T)?
    private let isShared: Bool
    private let instance = Atomic<UnsafeMutablePointer<T>?>(nil)
    private let creation = Mutex<Void>(())

    init(shared: Bool) {
        self.isShared = shared
    }


    /// A slot that already holds `value`.
    init(value: T) {
        self.isShared = true
        let cell = UnsafeMutablePointer<T>.allocate(capacity: 1)
        cell.initialize(to: value)
        instance.store(cell, ordering: .releasing)
    }

    /// Installs the factory; the table calls this once, while linking.
    func link(_ factory: @escaping @Sendable () -> T) {
        self.factory = factory
    }

    /// The binding's value: a new one when unscoped, the shared one otherwise.
    @inline(__always)
    func get() -> T {
        guard isShared else { return factory.unsafelyUnwrapped() }
        if let cell = instance.load(ordering: .acquiring) { return cell.pointee }
        return createShared()
    }

    private func createShared() -> T {
        creation.withLock { _ in
            if let cell = instance.load(ordering: .acquiring) { return cell.pointee }
            let value = factory.unsafelyUnwrapped()
            let cell = UnsafeMutablePointer<T>.allocate(capacity: 1)
            cell.initialize(to: value)
            instance.store(cell, ordering: .releasing)
            return value
        }
    }

    deinit {
        if let cell = instance.load(ordering: .acquiring) {
            cell.deinitialize(count: 1)
            cell.deallocate()
        }
    }
}
