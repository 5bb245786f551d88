#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted TCP connection, owned by the thread that serves it and closed when released.
///
/// Every read waits with `poll(2)` for at most the idle timeout and never past a deadline,
/// and writes use `SO_SNDTIMEO`, so a peer that stops reading or writing cannot pin a thread.
/// POSIX calls: the toolchain has no server sockets (FoundationNetworking is a client only).
final class SocketConnection {
    /// What one read produced.
    enum ReadResult {
        /// Some bytes were appended to the buffer.
        case received
        /// The peer closed its side.
        case endOfStream
        /// Nothing arrived within the idle timeout, or the deadline passed.
        case timedOut
        /// The read failed with this `errno`.
        case failed(Int32)
    }

    private let fd: Int32

    /// Takes ownership of `fd` and bounds each write to `sendTimeout`.
    init(fd: Int32, sendTimeout: Duration) {
        self.fd = fd
        var timeout = POSIX.socketTimeout(sendTimeout)
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        // Shut down before closing: a process spawned between `accept` and `FD_CLOEXEC` may
        // hold a copy of the descriptor, and only `shutdown` ends the connection for every copy.
        _ = shutdown(fd, POSIX.shutdownReadWrite)
        close(fd)
    }

    /// Appends at most `maxBytes` to `buffer`, waiting no longer than `idleTimeout` and not past `deadline`.
    func read(
        into buffer: inout [UInt8], maxBytes: Int, idleTimeout: Duration, deadline: ContinuousClock.Instant
    ) -> ReadResult {
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return .timedOut }
            var pollRequest = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pollRequest, 1, POSIX.pollMilliseconds(min(idleTimeout, remaining)))
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed(errno)
            }
            if ready == 0 { return .timedOut }

            var chunk = [UInt8](repeating: 0, count: max(1, maxBytes))
            let count = chunk.withUnsafeMutableBytes { raw in
                recv(fd, raw.baseAddress, raw.count, 0)
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
                return .failed(errno)
            }
            if count == 0 { return .endOfStream }
            buffer.append(contentsOf: chunk[0..<count])
            return .received
        }
    }

    /// Sends all of `bytes`; false when the peer went away or stopped reading for too long.
    @discardableResult
    func sendAll(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                send(fd, raw.baseAddress.map { $0 + sent }, bytes.count - sent, POSIX.sendFlags)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            sent += result
        }
        return true
    }

    /// Closes gracefully after an early answer: tells the peer nothing more is coming, then
    /// reads and discards what it is still sending (up to `limit` bytes, for at most `timeout`),
    /// so closing with unread data does not reset the connection before the peer reads the answer.
    func finishAfterEarlyAnswer(discardingUpTo limit: Int, within timeout: Duration) {
        _ = shutdown(fd, POSIX.shutdownWrite)
        let deadline = ContinuousClock.now + timeout
        var discarded = 0
        var scratch: [UInt8] = []
        while discarded < limit {
            scratch.removeAll(keepingCapacity: true)
            guard case .received = read(into: &scratch, maxBytes: 64 * 1024, idleTimeout: timeout, deadline: deadline)
            else { return }
            discarded += scratch.count
        }
    }
}
