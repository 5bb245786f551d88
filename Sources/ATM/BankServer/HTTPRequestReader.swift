import Foundation

/// Reads exactly one request from a connection while enforcing ``HTTPServerLimits``.
/// Hand-written: the toolchain has no HTTP server or request parser.
///
/// Garbage is refused as soon as it is recognisable (a bad request line or a non-ASCII
/// byte), oversized heads and bodies are refused before they are read, a client that goes
/// quiet is dropped after the idle timeout, and one whose head has not arrived within the
/// head timeout is dropped however steadily it trickles.
struct HTTPRequestReader {
    /// What reading produced.
    enum Outcome {
        /// A complete request. `hasUnreadBytes` is true when the client sent more than it declared.
        case request(HTTPRequest, hasUnreadBytes: Bool)
        /// The bytes are not an acceptable request; answer with the rejection's error response.
        /// `requestLine` is the method and target when they were readable, for the log.
        case rejected(HTTPRequestRejection, requestLine: RequestLine?)
        /// There is nobody to answer (the client left or went quiet); close without a response.
        case abandoned(reason: String)
    }

    /// A request's method and target, known before the rest of the request is.
    struct RequestLine {
        var method: String
        var target: String
    }

    let limits: HTTPServerLimits

    private static let readChunkBytes = 4096
    private static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    func readRequest(from connection: SocketConnection) -> Outcome {
        let start = ContinuousClock.now
        let deadline = start + limits.requestTimeout
        var buffer: [UInt8] = []

        let headEnd: Int
        let checkedRequestLine: RequestLine?
        let headDeadline = min(deadline, start + limits.headTimeout)
        switch readHead(from: connection, into: &buffer, deadline: headDeadline) {
        case .complete(let end, let line): (headEnd, checkedRequestLine) = (end, line)
        case .finished(let outcome): return outcome
        }

        let head: HTTPRequestHead
        do {
            head = try HTTPHeadParser.parse(buffer[..<headEnd], maxBodyBytes: limits.maxBodyBytes)
        } catch {
            return .rejected(error, requestLine: checkedRequestLine)
        }
        let requestLine = RequestLine(method: head.method, target: head.target)

        let bodyEnd = headEnd + head.contentLength
        if head.expectsContinue, buffer.count < bodyEnd {
            connection.sendAll(Self.continueResponse)
        }
        while buffer.count < bodyEnd {
            let result = connection.read(
                into: &buffer, maxBytes: bodyEnd - buffer.count, idleTimeout: limits.idleTimeout, deadline: deadline)
            switch result {
            case .received: continue
            case .endOfStream:
                return .rejected(
                    .badRequest("the request body is shorter than its Content-Length"), requestLine: requestLine)
            case .timedOut: return .abandoned(reason: "the client stopped sending the request body")
            case .failed(let code):
                return .abandoned(reason: "reading the request body failed: \(POSIX.describe(code))")
            }
        }

        let request = HTTPRequest(
            method: head.method, target: head.target, headers: head.headers,
            body: Data(buffer[headEnd..<bodyEnd]))
        return .request(request, hasUnreadBytes: buffer.count > bodyEnd)
    }

    /// Reads until the blank line that ends the head; returns the index just past it.
    private func readHead(
        from connection: SocketConnection, into buffer: inout [UInt8], deadline: ContinuousClock.Instant
    ) -> HeadRead {
        var checkedBytes = 0
        var requestLine: RequestLine?
        while true {
            let before = buffer.count
            let result = connection.read(
                into: &buffer, maxBytes: Self.readChunkBytes, idleTimeout: limits.idleTimeout, deadline: deadline)
            switch result {
            case .received:
                break
            case .endOfStream:
                if before == 0 {
                    return .finished(.abandoned(reason: "the client closed the connection without sending a request"))
                }
                return .finished(
                    .rejected(
                        .badRequest("the request ended before its headers were complete"), requestLine: requestLine))
            case .timedOut:
                let reason = before == 0 ? "the client sent nothing" : "the client stopped sending the request headers"
                return .finished(.abandoned(reason: reason))
            case .failed(let code):
                return .finished(.abandoned(reason: "reading the request failed: \(POSIX.describe(code))"))
            }

            let headEnd = HTTPHeadParser.endOfHead(in: buffer, searchingFrom: before - 3)
            let headBytesSoFar = min(headEnd ?? buffer.count, buffer.count)

            // Refuse binary garbage (a TLS handshake, random bytes) as soon as it arrives.
            if buffer[checkedBytes..<headBytesSoFar].contains(where: { !HTTPHeadParser.isAllowedHeadByte($0) }) {
                return .finished(
                    .rejected(
                        .badRequest(
                            "the request contains bytes that are not printable ASCII; this server speaks plain HTTP/1.1"
                        ), requestLine: requestLine))
            }
            checkedBytes = headBytesSoFar

            if requestLine == nil, let lineFeed = buffer[..<headBytesSoFar].firstIndex(of: HTTPHeadParser.lineFeed) {
                guard lineFeed > 0, buffer[lineFeed - 1] == HTTPHeadParser.carriageReturn else {
                    return .finished(.rejected(.badRequest("the request line must end with CRLF"), requestLine: nil))
                }
                do {
                    let (method, target) = try HTTPHeadParser.parseRequestLine(buffer[..<(lineFeed - 1)])
                    requestLine = RequestLine(method: method, target: target)
                } catch {
                    return .finished(.rejected(error, requestLine: nil))
                }
            }

            if let headEnd {
                guard headEnd <= limits.maxHeadBytes else {
                    return .finished(.rejected(headTooLarge, requestLine: requestLine))
                }
                return .complete(headEnd: headEnd, requestLine: requestLine)
            }
            if buffer.count > limits.maxHeadBytes {
                return .finished(.rejected(headTooLarge, requestLine: requestLine))
            }
        }
    }

    private var headTooLarge: HTTPRequestRejection {
        .tooLarge("the request line and headers are larger than \(limits.maxHeadBytes) bytes")
    }

    /// What reading the head produced: where it ends, or the connection's final outcome.
    private enum HeadRead {
        case complete(headEnd: Int, requestLine: RequestLine?)
        case finished(Outcome)
    }
}
