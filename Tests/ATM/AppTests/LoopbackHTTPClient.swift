import Foundation
import TestSupport

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
        guard let fd = try? LoopbackSocket.open(port: port, timeout: timeout) else { return nil }
        defer { close(fd) }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.utf8.count)\r\n\r\n"
        guard LoopbackSocket.sendAll(Array((head + body).utf8), on: fd),
            let received = try? LoopbackSocket.receiveAll(from: fd)
        else { return nil }
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
