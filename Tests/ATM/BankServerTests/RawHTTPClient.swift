import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A failure in test plumbing (not in the code under test).
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A parsed HTTP response.
struct RawHTTPResponse {
    let status: Int
    /// Header names lowercased.
    let headers: [String: String]
    let body: Data

    init(parsing bytes: [UInt8]) throws {
        let separator = Array("\r\n\r\n".utf8)
        guard
            let headEnd = (0...max(0, bytes.count - 4)).first(where: {
                Array(bytes[$0..<min($0 + 4, bytes.count)]) == separator
            })
        else {
            throw TestFailure(
                "no complete response head in \(bytes.count) bytes: \(String(decoding: bytes, as: UTF8.self))")
        }
        let lines = String(decoding: bytes[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw TestFailure("bad status line \(lines[0])")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        self.status = status
        self.headers = headers
        self.body = Data(bytes[(headEnd + 4)...])
    }

    /// The body decoded as `T`.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: body)
    }

    /// The `error` code of an error body, or nil.
    var errorCode: String? {
        (try? JSONSerialization.jsonObject(with: body) as? [String: Any])?["error"] as? String
    }

    /// The `message` of an error body, or "".
    var errorMessage: String {
        ((try? JSONSerialization.jsonObject(with: body) as? [String: Any])?["message"] as? String) ?? ""
    }
}

/// A blocking TCP client with timeouts on every call, for talking raw bytes to the server.
final class RawConnection {
    let fd: Int32

    init(port: UInt16, timeout: Duration = .seconds(5)) throws {
        // Stored only once connected: a throwing initializer that has stored every property
        // still runs `deinit`, which would close the number a second time, after another
        // test may have been given it.
        do throws(LoopbackSocket.OpenFailure) {
            fd = try LoopbackSocket.open(port: port, timeout: timeout)
        } catch {
            throw TestFailure(error.description)
        }
    }

    deinit { close(fd) }

    /// Sends `bytes`; stops quietly if the server has already closed (it may answer early).
    func send(_ bytes: [UInt8]) {
        _ = LoopbackSocket.sendAll(bytes, on: fd)
    }

    /// Closes the sending side, so the server sees end of stream.
    func finishSending() {
        _ = shutdown(fd, Int32(SHUT_WR))
    }

    /// Reads until the server closes; throws if that takes longer than the socket timeout.
    func readToEnd() throws -> [UInt8] {
        do throws(LoopbackSocket.ReceiveFailure) {
            return try LoopbackSocket.receiveAll(from: fd, chunkSize: 64 * 1024)
        } catch {
            if error.code == ECONNRESET { return error.received } // The server closed with our unread bytes.
            throw TestFailure("recv failed after \(error.received.count) bytes: errno \(error.code)")
        }
    }
}

/// One-shot helpers for well-formed and raw requests.
enum RawHTTP {
    /// Sends `bytes` and returns the parsed response.
    static func exchange(port: UInt16, bytes: [UInt8], finishSending: Bool = false) throws -> RawHTTPResponse {
        let connection = try RawConnection(port: port)
        connection.send(bytes)
        if finishSending { connection.finishSending() }
        return try RawHTTPResponse(parsing: connection.readToEnd())
    }

    /// The bytes of a well-formed request.
    static func requestBytes(
        _ method: String, _ path: String, headers: [(String, String)] = [], body: String? = nil
    ) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.utf8.count)\r\n" }
        head += "\r\n"
        return Array(head.utf8) + Array((body ?? "").utf8)
    }

    /// Sends a well-formed request.
    static func send(
        port: UInt16, _ method: String, _ path: String, headers: [(String, String)] = [], body: String? = nil
    ) throws -> RawHTTPResponse {
        try exchange(port: port, bytes: requestBytes(method, path, headers: headers, body: body))
    }
}
