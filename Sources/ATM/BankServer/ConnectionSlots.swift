import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's connection slots, and who may be dropped to free one.
///
/// A connection is *waiting* while its request is still arriving and *answering* while the
/// handler works on it. A client that is idle or trickles its request byte by byte is always
/// waiting, while a real one waits a millisecond or two. So when every slot is taken, the
/// connection that has waited longest is dropped for the newcomer, and slow clients can never
/// hold slots against requests that are ready. A per-address limit would not do this: every
/// client of this loopback-only server has the same address. Only when every slot is
/// answering is a newcomer refused.
///
/// A dropped connection is shut down here, which wakes its thread at once; until that thread
/// finishes it no longer counts against the limit, but it still counts against twice the
/// limit, so the number of threads stays bounded however fast connections arrive.
final class ConnectionSlots: Sendable {
    /// What ``admit(_:)`` decided.
    enum Admission: Equatable {
        /// Serve the connection; pass `id` back to the other methods.
        case admitted(id: UInt64, droppedAnother: Bool)
        /// Every slot is answering: refuse the connection.
        case refused
    }

    /// The most connections served at once.
    let capacity: Int

    private struct Slot {
        let fd: Int32
        var isWaiting = true
        var isDropped = false
    }

    private struct State {
        var slots: [UInt64: Slot] = [:]
        var nextID: UInt64 = 0
        /// Slots not dropped: what counts against ``capacity``.
        var occupied = 0
    }

    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Takes a slot for the connection on `fd`, dropping the longest-waiting connection if
    /// every slot is taken. `fd` must stay open until ``release(_:)``.
    func admit(_ fd: Int32) -> Admission {
        state.withLock { state in
            if state.occupied >= capacity {
                // Ids grow with time, so the smallest waiting id has waited longest.
                guard state.slots.count < 2 * capacity,
                    let oldest = state.slots.filter({ $0.value.isWaiting && !$0.value.isDropped }).keys.min()
                else { return .refused }
                _ = shutdown(state.slots[oldest]!.fd, POSIX.shutdownReadWrite)
                state.slots[oldest]!.isDropped = true
                state.occupied -= 1
                return Self.add(fd, to: &state, droppedAnother: true)
            }
            return Self.add(fd, to: &state, droppedAnother: false)
        }
    }

    private static func add(_ fd: Int32, to state: inout State, droppedAnother: Bool) -> Admission {
        state.nextID += 1
        state.slots[state.nextID] = Slot(fd: fd)
        state.occupied += 1
        return .admitted(id: state.nextID, droppedAnother: droppedAnother)
    }

    /// Marks the connection as waiting for its peer (true) or being answered (false).
    func setWaiting(_ waiting: Bool, _ id: UInt64) {
        state.withLock { $0.slots[id]?.isWaiting = waiting }
    }

    /// Frees the connection's slot; call before closing its descriptor. Returns true when it
    /// had been dropped to make room for another.
    func release(_ id: UInt64) -> Bool {
        state.withLock { state in
            guard let slot = state.slots.removeValue(forKey: id) else { return false }
            if !slot.isDropped { state.occupied -= 1 }
            return slot.isDropped
        }
    }

    /// How many connections have a thread, dropped ones included.
    var count: Int {
        state.withLock { $0.slots.count }
    }
}
