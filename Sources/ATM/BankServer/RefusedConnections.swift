#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Connections refused with `503 Service Unavailable`, held for a moment so the client can
/// read the answer, by the accept loop and without ever blocking it.
///
/// Closing a socket whose client's request is still unread makes the kernel send a reset,
/// which can destroy the answer before the client reads it. So a refused connection gets its
/// answer with a non-blocking send (a new socket's buffer always has room for it), is
/// half-closed, and is drained whenever the accept loop's `poll` finds it readable, until the
/// client closes or ``lingerTime`` passes. Only the accept thread uses a value of this type.
struct RefusedConnections {
    /// How long a refused connection is drained before it is closed regardless.
    static let lingerTime: Duration = .seconds(1)
    /// How many refused connections are drained at once; more are closed at once.
    static let maxLingering = 64

    /// The whole answer: JSON error body, `Retry-After: 1` and `Connection: close`.
    static let answer = HTTPResponse.error(
        .serviceUnavailable, code: "unavailable",
        message: "the bank is answering as many requests as it can; retry in a second",
        headers: [HTTPHeaderField(name: "Retry-After", value: "1")]
    ).serialized

    private var lingering: [(fd: Int32, deadline: ContinuousClock.Instant)] = []

    /// Answers `fd` with ``answer``, half-closes it, and takes ownership of it.
    mutating func refuse(_ fd: Int32, now: ContinuousClock.Instant = .now) {
        _ = Self.answer.withUnsafeBytes { raw in
            send(fd, raw.baseAddress, raw.count, POSIX.sendFlags | Int32(MSG_DONTWAIT))
        }
        _ = shutdown(fd, POSIX.shutdownWrite)
        guard Self.drain(fd), lingering.count < Self.maxLingering else {
            close(fd)
            return
        }
        lingering.append((fd, now + Self.lingerTime))
    }

    /// The `poll` requests for the connections still being drained.
    var pollRequests: [pollfd] {
        lingering.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
    }

    /// How long the accept loop may wait in `poll` before a refused connection is due to close.
    func timeUntilNextDeadline(now: ContinuousClock.Instant = .now) -> Duration? {
        lingering.map(\.deadline).min().map { max(.zero, $0 - now) }
    }

    /// Drains the connections `poll` found ready (`results`, in ``pollRequests`` order) and
    /// closes those whose client closed, failed or took too long.
    mutating func service(_ results: ArraySlice<pollfd>, now: ContinuousClock.Instant = .now) {
        var kept: [(fd: Int32, deadline: ContinuousClock.Instant)] = []
        for (connection, result) in zip(lingering, results) {
            let open = result.revents == 0 || Self.drain(connection.fd)
            if open && now < connection.deadline {
                kept.append(connection)
            } else {
                close(connection.fd)
            }
        }
        lingering = kept
    }

    /// Closes every connection still held.
    mutating func closeAll() {
        for connection in lingering { close(connection.fd) }
        lingering = []
    }

    /// Reads and drops what `fd` has received, without waiting. False once the client has
    /// closed or the connection failed: nothing more needs to be read.
    private static func drain(_ fd: Int32) -> Bool {
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        for _ in 0..<64 {
            let count = scratch.withUnsafeMutableBytes { raw in
                recv(fd, raw.baseAddress, raw.count, Int32(MSG_DONTWAIT))
            }
            if count > 0 { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return true }
            return false
        }
        return false
    }
}
