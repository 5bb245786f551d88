#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a TCP listening socket on 127.0.0.1 only. There is deliberately no way to choose
/// another address: the bank's API is for processes on the same machine. POSIX calls: the
/// toolchain has no server sockets.
enum LoopbackListener {
    /// The IPv4 loopback address, 127.0.0.1, in host byte order.
    static let loopbackAddress: UInt32 = 0x7F00_0001

    /// Binds and listens on `127.0.0.1:port` (0 lets the kernel choose); returns the socket and its actual port.
    ///
    /// The backlog is larger than the connection cap: with 128, 256 clients connecting at once
    /// overflowed it, and each dropped SYN waited a second for the kernel to retry, which was
    /// the p99 at 256 connections. The kernel lowers it to `net.core.somaxconn` if need be.
    static func open(port: UInt16, backlog: Int32 = 1024) throws(BankHTTPServerError) -> (fd: Int32, port: UInt16) {
        let fd = socket(AF_INET, POSIX.streamSocketType, 0)
        guard fd >= 0 else { throw failure(port: port, step: "socket") }

        var reuse: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: loopbackAddress.bigEndian)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw failure(port: port, step: "bind", closing: fd) }
        guard listen(fd, backlog) == 0 else { throw failure(port: port, step: "listen", closing: fd) }

        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &actual) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(fd, $0, &length)
            }
        }
        guard named == 0 else { throw failure(port: port, step: "getsockname", closing: fd) }
        return (fd, UInt16(bigEndian: actual.sin_port))
    }

    /// The error for the failed `step`, read from `errno` before `fd` (if any) is closed.
    private static func failure(port: UInt16, step: String, closing fd: Int32? = nil) -> BankHTTPServerError {
        let reason = POSIX.describe(errno)
        if let fd { close(fd) }
        return .cannotListen(port: port, step: step, reason: reason)
    }
}
