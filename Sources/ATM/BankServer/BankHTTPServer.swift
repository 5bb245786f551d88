import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server for the bank's API, listening on 127.0.0.1 only.
///
/// Hand-written, with its request reader and head parser, because the toolchain has no HTTP
/// server: FoundationNetworking is a client only.
///
/// Each connection carries one request (`Connection: close`) and is served on its own
/// thread, so a slow client never delays another; ``HTTPServerLimits`` bound what any one
/// connection can cost, and ``ConnectionSlots`` keep slow clients from holding the slots
/// that ready requests need. Requests reach the ``HTTPRequestHandler`` only when complete and
/// well formed; everything else is answered 400 or 413 here. Events a flood of connections
/// repeats (refusals, dropped connections) are logged through a ``ThrottledLog``.
public final class BankHTTPServer: Sendable {
    /// The port the server listens on; the kernel's choice when it was created with port 0.
    public let port: UInt16
    /// The limits every connection is held to.
    public let limits: HTTPServerLimits

    private let handler: any HTTPRequestHandler
    private let log: @Sendable (String) -> Void
    private let listener: Int32
    private let lifecycle = Mutex(Lifecycle.ready)
    private let slots: ConnectionSlots
    private let throttledLog: ThrottledLog
    /// Runs on each connection's thread before it reads; tests hold a connection here.
    private let beforeReading: @Sendable () -> Void

    private enum Lifecycle {
        case ready, running, stopping, stopped
    }

    /// How long to wait for a connection before checking whether the server was stopped.
    private static let acceptPollMilliseconds: Int32 = 200
    /// How much of an unwanted body is read and dropped after an early error answer.
    private static let maxDiscardedBytes = 1024 * 1024

    /// Binds 127.0.0.1:`port` (0 = any free port) and listens; call ``start()`` to serve.
    /// `log` receives one line per request (method, path, status) and never any header value.
    public convenience init(
        port: UInt16,
        limits: HTTPServerLimits = .standard,
        handler: any HTTPRequestHandler,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(BankHTTPServerError) {
        try self.init(port: port, limits: limits, handler: handler, log: log, beforeReading: {})
    }

    /// A server whose connection threads call `beforeReading` before they read their request,
    /// so a test can hold one while others arrive.
    init(
        port: UInt16, limits: HTTPServerLimits, handler: any HTTPRequestHandler,
        log: @escaping @Sendable (String) -> Void, beforeReading: @escaping @Sendable () -> Void
    ) throws(BankHTTPServerError) {
        let (fd, actualPort) = try LoopbackListener.open(port: port)
        self.listener = fd
        self.port = actualPort
        self.limits = limits
        self.handler = handler
        self.log = log
        self.slots = ConnectionSlots(capacity: limits.maxConcurrentConnections)
        self.throttledLog = ThrottledLog(log: log)
        self.beforeReading = beforeReading
    }

    deinit {
        // The accept thread holds a reference while running, so only an unstarted server gets here open.
        lifecycle.withLock { state in
            if state == .ready {
                close(listener)
                state = .stopped
            }
        }
    }

    /// Starts accepting connections on a background thread. Calling it again does nothing.
    public func start() {
        let shouldStart = lifecycle.withLock { state in
            guard state == .ready else { return false }
            state = .running
            return true
        }
        guard shouldStart else { return }
        Thread.detachNewThread { [self] in
            acceptConnections()
        }
    }

    /// Stops accepting new connections; requests already being served finish on their own.
    /// See ``waitUntilStopped(timeout:)`` to wait for them.
    public func stop() {
        lifecycle.withLock { state in
            switch state {
            case .ready:
                close(listener)
                state = .stopped
            case .running:
                // Wakes the accept thread, which closes the socket itself (under this lock).
                _ = shutdown(listener, POSIX.shutdownRead)
                state = .stopping
            case .stopping, .stopped:
                break
            }
        }
    }

    /// Waits until the server has stopped and no connection is being served, or `timeout` passes.
    /// Returns true when everything finished in time.
    public func waitUntilStopped(timeout: Duration) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if isIdleAndStopped { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return isIdleAndStopped
    }

    private var isIdleAndStopped: Bool {
        lifecycle.withLock { $0 == .stopped } && slots.count == 0
    }

    private func acceptConnections() {
        var refused = RefusedConnections()
        defer { refused.closeAll() }
        while true {
            let keepRunning = lifecycle.withLock { state in
                guard state == .running else {
                    if state == .stopping {
                        close(listener)
                        state = .stopped
                    }
                    return false
                }
                return true
            }
            guard keepRunning else { return }
            throttledLog.flush()

            var requests = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)] + refused.pollRequests
            let wait = min(
                .milliseconds(Int64(Self.acceptPollMilliseconds)), refused.timeUntilNextDeadline() ?? .seconds(1))
            let ready = poll(&requests, nfds_t(requests.count), POSIX.pollMilliseconds(wait))
            refused.service(requests.dropFirst())
            guard ready > 0, requests[0].revents != 0 else { continue }
            let fd = POSIX.acceptConnection(on: listener)
            guard fd >= 0 else {
                let code = errno
                if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
                    throttledLog.note(
                        "accept failures", line: "accept failed: \(POSIX.describe(code)); pausing briefly")
                    usleep(50_000)
                }
                continue
            }
            switch slots.admit(fd) {
            case .refused:
                refused.refuse(fd)
                throttledLog.note(
                    "connections refused with 503",
                    line: "refused a connection with 503: all \(slots.capacity) connections are being answered")
            case .admitted(let id, let droppedAnother):
                if droppedAnother {
                    throttledLog.note(
                        "waiting connections dropped for newer ones",
                        line:
                            "dropped the connection that waited longest for its request: all \(slots.capacity) slots were taken"
                    )
                }
                Thread.detachNewThread { [self] in
                    serve(connectionFD: fd, slot: id)
                }
            }
        }
    }

    /// Serves one connection, then frees its slot before its descriptor is closed.
    private func serve(connectionFD fd: Int32, slot: UInt64) {
        let connection = SocketConnection(fd: fd, sendTimeout: limits.idleTimeout)
        beforeReading()
        withExtendedLifetime(connection) {
            let abandoned = serve(connection, slot: slot)
            let wasDropped = slots.release(slot)
            // A flood of slow clients would otherwise log a line each; dropped ones are
            // already counted where they were dropped.
            if let abandoned, !wasDropped {
                throttledLog.note("connections closed without an answer", line: abandoned)
            }
        }
    }

    /// Reads and answers one request. Returns the log line of a connection closed without an
    /// answer, which the caller throttles; logs every other outcome itself.
    private func serve(_ connection: SocketConnection, slot: UInt64) -> String? {
        let started = ContinuousClock.now
        let discardWindow = min(limits.idleTimeout, .seconds(1))

        let outcome = HTTPRequestReader(limits: limits).readRequest(from: connection)
        // A connection dropped for a newer one while its request arrived was shut down and
        // gets no answer, so nothing it asked for may happen: it must claim its slot first.
        let dropped = "- - - \(Self.milliseconds(since: started))ms (no answer: dropped for a newer connection)"
        switch outcome {
        case .request(let request, let hasUnreadBytes):
            guard slots.claimForAnswering(slot) else { return dropped }
            let response = handler.respond(to: request)
            connection.sendAll(response.serialized)
            slots.finishAnswering(slot)
            log(
                "\(request.method) \(Self.loggable(request.path)) \(response.status.code) \(Self.milliseconds(since: started))ms"
            )
            if hasUnreadBytes {
                connection.finishAfterEarlyAnswer(discardingUpTo: Self.maxDiscardedBytes, within: discardWindow)
            }
        case .rejected(let rejection, let requestLine):
            guard slots.claimForAnswering(slot) else { return dropped }
            connection.sendAll(rejection.response.serialized)
            slots.finishAnswering(slot)
            let method = requestLine?.method ?? "-"
            let path = requestLine.map { Self.loggable(HTTPRequest(method: $0.method, target: $0.target).path) } ?? "-"
            log(
                "\(method) \(path) \(rejection.status.code) \(Self.milliseconds(since: started))ms (\(rejection.message))"
            )
            connection.finishAfterEarlyAnswer(discardingUpTo: Self.maxDiscardedBytes, within: discardWindow)
        case .abandoned(let reason):
            return "- - - \(Self.milliseconds(since: started))ms (no answer: \(reason))"
        }
        return nil
    }

    /// The path for the log: already checked to be printable ASCII, cut short if very long.
    private static func loggable(_ path: Substring) -> String {
        path.count > 200 ? "\(path.prefix(200))…" : String(path)
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
