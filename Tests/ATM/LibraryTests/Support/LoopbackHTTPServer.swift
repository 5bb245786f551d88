import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 that answers each connection from a script.
///
/// Used to check what `BankNetworkExecutor` sends and how it reads answers, without a
/// real bank. Listens on a free port; stops after the scripted connections or `stop()`.
final class LoopbackHTTPServer: Sendable {
    /// What to do with one connection.
    enum Reply: Sendable {
        /// Answer with `status` and `body`.
        case respond(status: Int, body: String)
        /// Read the request, then close the connection without answering.
        case drop
        /// Read the request, then say nothing for `seconds` before closing.
        case stall(seconds: Double)
        /// Read the request, then send `bytes` exactly as given and close: for answers no
        /// well-behaved server sends, and for chunked or cut-short ones.
        case raw(String)
        /// Read the request, send `prefix`, then send `unit` over and over as fast as the
        /// client takes it, until it hangs up or ``longestFlood`` has passed.
        case flood(prefix: String, unit: String)
        /// Read the request, then send each of `pieces` with `interval` seconds between them,
        /// until they are all sent or the client hangs up.
        case paced(pieces: [String], interval: Double)
    }

    /// The longest a ``Reply/flood(prefix:unit:)`` goes on, so a client that neither reads
    /// nor hangs up cannot keep the serving thread forever.
    static let longestFlood: Double = 20

    /// One request as the server read it.
    struct Request: Sendable {
        let method: String
        let path: String
        /// Header names are lowercased.
        let headers: [String: String]
        let body: String
        /// When the whole request had been read.
        var arrived = ContinuousClock.now
    }

    struct StartFailure: Error {}

    /// The port the server listens on.
    let port: Int
    private let listener: Int32
    /// True once the serving thread has closed `listener`; after that the descriptor
    /// number may belong to someone else and must not be touched.
    private let listenerClosed = Mutex(false)
    private let script: Mutex<[Reply]>
    private let received = Mutex<[Request]>([])

    /// Starts listening and answers connections with `replies`, in order.
    init(replies: [Reply]) throws {
        let descriptor = socket(AF_INET, Self.streamType, 0)
        guard descriptor >= 0 else { throw StartFailure() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        guard bound == 0, named == 0, listen(descriptor, 8) == 0 else {
            close(descriptor)
            throw StartFailure()
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        script = Mutex(replies)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// The base URL to give the client.
    var url: String {
        "http://127.0.0.1:\(port)"
    }

    /// The requests read so far.
    var requests: [Request] {
        received.withLock { $0 }
    }

    /// Stops accepting connections.
    func stop() {
        listenerClosed.withLock { closed in
            if !closed {
                _ = shutdown(listener, Int32(SHUT_RDWR))
            }
        }
    }

    private func serve() {
        defer {
            listenerClosed.withLock { closed in
                close(listener)
                closed = true
            }
        }
        while let reply = script.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            // Long, so that a client that a loaded machine runs late still finds the server;
            // `stop()` ends the wait at once.
            guard poll(&waiting, 1, 120_000) == 1 else { return }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            handle(connection, with: reply)
        }
    }

    private func handle(_ connection: Int32, with reply: Reply) {
        defer { close(connection) }
        guard let request = Self.readRequest(from: connection) else { return }
        received.withLock { $0.append(request) }
        switch reply {
        case .respond(let status, let body):
            let bytes = Array(body.utf8)
            let head =
                "HTTP/1.1 \(status) Scripted\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(bytes.count)\r\nConnection: close\r\n\r\n"
            Self.send(Array(head.utf8) + bytes, to: connection)
        case .drop:
            return
        case .stall(let seconds):
            Thread.sleep(forTimeInterval: seconds)
        case .raw(let text):
            Self.send(Array(text.utf8), to: connection)
        case .flood(let prefix, let unit):
            // A send blocked on a client that stopped reading gives up, and so does the flood.
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            _ = setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            guard Self.send(Array(prefix.utf8), to: connection) else { return }
            let block = Array(String(repeating: unit, count: max(1, 4096 / max(1, unit.utf8.count))).utf8)
            let end = Date().addingTimeInterval(Self.longestFlood)
            while Date() < end, Self.send(block, to: connection) {}
        case .paced(let pieces, let interval):
            for piece in pieces {
                guard Self.send(Array(piece.utf8), to: connection) else { return }
                Thread.sleep(forTimeInterval: interval)
            }
        }
    }

    private static func readRequest(from connection: Int32) -> Request? {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        var contentLength = 0
        while true {
            if headEnd == nil, let range = data.firstRange(of: separator) {
                headEnd = range.upperBound
                let head = String(decoding: data[..<range.lowerBound], as: UTF8.self)
                contentLength =
                    head.split(separator: "\r\n").compactMap { line -> Int? in
                        let parts = line.split(separator: ":", maxSplits: 1)
                        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                        return Int(parts[1].trimmingCharacters(in: .whitespaces))
                    }.first ?? 0
            }
            if let headEnd, data.count - headEnd >= contentLength { break }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data += buffer[..<count]
        }
        guard let headEnd else { return nil }
        let head = String(decoding: data[..<(headEnd - 4)], as: UTF8.self)
        var lines = head.split(separator: "\r\n").map(String.init)
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ").map(String.init)
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        let body = String(decoding: data[headEnd...], as: UTF8.self)
        return Request(method: requestLine[0], path: requestLine[1], headers: headers, body: body)
    }

    /// Sends all of `bytes`; false when the client has gone or stopped reading.
    @discardableResult
    private static func send(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Foundation.send(connection, $0.baseAddress, $0.count, sendFlags)
            }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    #endif
}
