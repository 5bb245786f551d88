import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's connection slots, who may be dropped to free one, and who may be answered.
///
/// A connection is *waiting* while its request is still arriving, *answering* while the
/// handler works on it, and *finishing* once its answer is sent. A client that is idle or
/// trickles its request byte by byte is always waiting, while a real one waits a millisecond
/// or two. So when every slot is taken, a finishing connection (already answered) or else the
/// connection that has waited longest is dropped for the newcomer, and slow clients can never
/// hold slots against requests that are ready. A per-address limit would not do this: every
/// client of this loopback-only server has the same address. Only when every slot is
/// answering is a newcomer refused.
///
/// The bank must never act on a request it will not answer. So a connection's thread claims
/// its slot with ``claimForAnswering(_:)`` before the handler sees the request, under the same
/// lock as dropping: a claimed connection is never dropped, and a dropped one can never be
/// claimed, even when its whole request is already in its buffer.
///
/// A waiting connection that is dropped is shut down here, which wakes its thread at once; a
/// finishing one is left to end on its own, so that its sent answer is not cut off. Until its
/// thread finishes, a dropped connection no longer counts against the limit, but it still
/// counts against twice the limit, so the number of threads stays bounded however fast
/// connections arrive.
final class ConnectionSlots: Sendable {
    /// What ``admit(_:)`` decided.
    enum Admission: Equatable {
        /// Serve the connection; pass `id` back to the other methods.
        case admitted(id: UInt64, droppedAnother: Bool)
        /// Every slot is answering: refuse the connection.
        case refused
    }

    /// Where a connection is in its one request.
    enum Phase: Equatable {
        /// Its request is still arriving; dropping it shuts it down.
        case waiting
        /// The handler has it; it cannot be dropped.
        case answering
        /// Its answer is sent; dropping it only frees its slot.
        case finishing
    }

    /// The most connections served at once.
    let capacity: Int

    private struct Slot {
        let fd: Int32
        var phase = Phase.waiting
        var isDropped = false
    }

    private struct State {
        var slots: [UInt64: Slot] = [:]
        var nextID: UInt64 = 0
        /// Slots not dropped: what counts against ``capacity``.
        var occupied = 0

        /// The slot to drop for a newcomer: the oldest finishing one, else the one that has
        /// waited longest (ids grow with time), else none.
        func dropCandidate() -> UInt64? {
            var oldestFinishing: UInt64?
            var oldestWaiting: UInt64?
            for (id, slot) in slots where !slot.isDropped {
                switch slot.phase {
                case .finishing: oldestFinishing = min(oldestFinishing ?? id, id)
                case .waiting: oldestWaiting = min(oldestWaiting ?? id, id)
                case .answering: break
                }
            }
            return oldestFinishing ?? oldestWaiting
        }
    }

    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Takes a slot for the connection on `fd`, dropping a finishing or the longest-waiting
    /// connection if every slot is taken. `fd` must stay open until ``release(_:)``.
    func admit(_ fd: Int32) -> Admission {
        state.withLock { state in
            if state.occupied >= capacity {
                guard state.slots.count < 2 * capacity, let dropped = state.dropCandidate(),
                    var slot = state.slots[dropped]
                else { return .refused }
                if slot.phase == .waiting {
                    _ = shutdown(slot.fd, POSIX.shutdownReadWrite)
                }
                slot.isDropped = true
                state.slots[dropped] = slot
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

    /// Marks the connection as answering, so it can no longer be dropped. False when it was
    /// already dropped: then nothing of its request may be acted on, and it gets no answer.
    func claimForAnswering(_ id: UInt64) -> Bool {
        state.withLock { state in
            guard var slot = state.slots[id], !slot.isDropped else { return false }
            slot.phase = .answering
            state.slots[id] = slot
            return true
        }
    }

    /// Marks the connection's answer as sent; it may now be dropped for a newcomer.
    func finishAnswering(_ id: UInt64) {
        state.withLock { $0.slots[id]?.phase = .finishing }
    }

    /// The connection's phase, or nil once released; for tests.
    func phase(of id: UInt64) -> Phase? {
        state.withLock { $0.slots[id]?.phase }
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
