import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A minimal blocking HTTP/1.1 client for 127.0.0.1, with a timeout on every call, for tests
/// that need many requests from plain threads (no URLSession, no event loop).
enum LoopbackHTTPClient {
    /// A response's status code and body.
    struct Response {
        let status: Int
        let body: String
    }

    /// The port of a `http://127.0.0.1:<port>` URL.
    static func port(of url: String) -> UInt16? {
        url.split(separator: ":").last.flatMap { UInt16($0) }
    }

    /// Sends one request and reads the answer until the server closes; nil if the connection
    /// failed, timed out or was cut short (the server may have died).
    static func request(
        port: UInt16, _ method: String, _ path: String, headers: [String: String] = [:], body: String = "",
        timeout: Duration = .seconds(5)
    ) -> Response? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
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
        guard connected == 0 else { return nil }

        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.utf8.count)\r\n\r\n"
        let bytes = Array((head + body).utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return nil }
            sent += count
        }

        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            received.append(contentsOf: chunk[0..<count])
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return nil }
        let statusLine = text[..<headEnd.lowerBound].prefix { $0 != "\r" }
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        let responseBody = String(text[headEnd.upperBound...])
        // A body shorter than its Content-Length means the answer was cut short.
        if let lengthLine = text[..<headEnd.lowerBound].split(separator: "\r\n").first(where: {
            $0.lowercased().hasPrefix("content-length:")
        }), let length = Int(lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
            responseBody.utf8.count < length
        {
            return nil
        }
        return Response(status: status, body: responseBody)
    }
}
