import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Blocking TCP to 127.0.0.1 with a timeout on every send and receive, on a plain file
/// descriptor that the caller closes.
///
/// Shared here because every client of a test server needs the same socket plumbing:
/// AppTests' `LoopbackHTTPClient`, BankServerTests' `RawConnection` (which sends malformed
/// bytes on purpose), and `Tests/Load/BankLoad.swift`, which Scripts/load compiles together
/// with this file. Each keeps its own handling of the bytes and of failures. Only Foundation
/// and Glibc, so that swiftc can compile this file on its own.
public enum LoopbackSocket {
    /// A `socket` or `connect` that failed.
    public struct OpenFailure: Error, CustomStringConvertible {
        public let description: String
    }

    /// A `recv` that failed (a timeout included), with the bytes that had arrived before it.
    public struct ReceiveFailure: Error {
        /// The `errno` of the failed call.
        public let code: Int32
        public let received: [UInt8]
    }

    /// A close-on-exec socket connected to 127.0.0.1:`port`, with `timeout` (whole seconds) on
    /// every send and receive. Close-on-exec, so that apps other tests launch meanwhile do not
    /// keep a copy open.
    public static func open(port: UInt16, timeout: Duration = .seconds(5)) throws(OpenFailure) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw OpenFailure(description: "socket failed: errno \(errno)") }
        var time = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(fd)
            throw OpenFailure(description: "connect to port \(port) failed: errno \(code)")
        }
        return fd
    }

    /// Sends all of `bytes`; false if a send failed first (the peer may have closed already).
    public static func sendAll(_ bytes: [UInt8], on fd: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                send(fd, raw.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads until the peer closes, `chunkSize` bytes at most per call; an interrupted read is
    /// retried, any other failure throws.
    public static func receiveAll(from fd: Int32, chunkSize: Int = 4096) throws(ReceiveFailure) -> [UInt8] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return received }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw ReceiveFailure(code: code, received: received)
            }
            received.append(contentsOf: chunk[0..<count])
        }
    }
}
