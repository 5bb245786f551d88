#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A client TCP connection on which every step gives up at one deadline.
///
/// The socket is non-blocking and each wait is a `poll(2)` bounded by the time left, so a
/// bank that accepts a connection and then says nothing cannot hold the ATM past its timeout.
/// Hand-written: URLSession, the toolchain's client, traps on an answer cut short on Linux
/// (see ``BankNetworkExecutor``).
final class TCPConnection {
    private let fd: Int32

    private init(fd: Int32) {
        self.fd = fd
    }

    deinit {
        close(fd)
    }

    /// Connects to `host` on `port`, trying each address the name resolves to in turn.
    ///
    /// Resolving a name is the one step the deadline cannot bound (`getaddrinfo(3)` takes no
    /// timeout); an address, or a name the hosts file answers, resolves at once.
    static func open(host: String, port: UInt16, deadline: ContinuousClock.Instant) throws(SocketFailure)
        -> TCPConnection
    {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamSocketType
        hints.ai_flags = AI_NUMERICSERV
        var addresses: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &addresses)
        guard status == 0, let first = addresses else {
            throw .hostNotFound(String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(first) }

        var failure = SocketFailure.hostNotFound("no usable address")
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            next = address.pointee.ai_next
            do {
                return try attempt(address.pointee, deadline: deadline)
            } catch .timedOut {
                throw .timedOut
            } catch {
                failure = error
            }
        }
        throw failure
    }

    /// Connects to one resolved address; the socket is closed again if that fails.
    private static func attempt(_ address: addrinfo, deadline: ContinuousClock.Instant) throws(SocketFailure)
        -> TCPConnection
    {
        let fd = socket(address.ai_family, address.ai_socktype | closeOnExec, address.ai_protocol)
        guard fd >= 0 else { throw .connectFailed(errno) }
        let connection = TCPConnection(fd: fd)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard connect(fd, address.ai_addr, address.ai_addrlen) != 0 else { return connection }
        guard errno == EINPROGRESS else { throw .connectFailed(errno) }
        try connection.wait(for: POLLOUT, until: deadline)
        var pending: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &pending, &length) == 0 else { throw .connectFailed(errno) }
        guard pending == 0 else { throw .connectFailed(pending) }
        return connection
    }

    /// Sends all of `bytes`, waiting whenever the peer's window is full.
    func write(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) throws(SocketFailure) {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                send(fd, raw.baseAddress.map { $0 + sent }, raw.count - sent, Self.sendFlags)
            }
            if result >= 0 {
                sent += result
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                try wait(for: POLLOUT, until: deadline)
            } else if errno != EINTR {
                throw .connectionLost(errno)
            }
        }
    }

    /// Appends what arrives next to `buffer`; false once the peer has closed its side.
    ///
    /// The deadline is checked before every receive, not only when nothing has arrived: a peer
    /// that always has more to send (endless `100 Continue`, say) would otherwise never be
    /// waited for, and so never timed out.
    func read(into buffer: inout [UInt8], until deadline: ContinuousClock.Instant) throws(SocketFailure) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            guard ContinuousClock.now < deadline else { throw .timedOut }
            let count = chunk.withUnsafeMutableBytes { raw in recv(fd, raw.baseAddress, raw.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
            if count == 0 { return false }
            if errno == EAGAIN || errno == EWOULDBLOCK {
                try wait(for: POLLIN, until: deadline)
            } else if errno != EINTR {
                throw .connectionLost(errno)
            }
        }
    }

    /// Waits until the socket is ready for `events` (or has failed), or throws at the deadline.
    private func wait(for events: Int32, until deadline: ContinuousClock.Instant) throws(SocketFailure) {
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { throw .timedOut }
            var request = pollfd(fd: fd, events: Int16(events), revents: 0)
            // Rounded up, so a wait never ends just before the deadline and spins.
            let milliseconds = Int32(clamping: Int64((remaining / .milliseconds(1)).rounded(.up)))
            let ready = poll(&request, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw .connectionLost(errno) }
        }
    }

    #if canImport(Glibc)
    private static let streamSocketType = Int32(SOCK_STREAM.rawValue)
    private static let closeOnExec = Int32(SOCK_CLOEXEC.rawValue)
    /// Never raise SIGPIPE when the bank has gone away; the failed send says so instead.
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    private static let streamSocketType = SOCK_STREAM
    private static let closeOnExec: Int32 = 0
    private static let sendFlags: Int32 = 0
    #endif
}
