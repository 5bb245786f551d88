import BankAPI
import Foundation
import Testing

@testable import Network

/// The bank client against a peer that never finishes its answer: endless interim answers,
/// bytes trickled one at a time, endless chunk extensions. Each must end in one clear error,
/// within the timeout (plus a margin for a loaded machine), with bounded memory.
@Suite("Hostile bank")
struct HostileBankTests {
    private static let interim = "HTTP/1.1 100 Continue\r\n\r\n"
    /// How much later than its deadline a blocking exchange may end on a loaded two-core machine.
    private static let margin: Duration = .seconds(1.5)

    private func executor(url: String, timeout: String) -> BankNetworkExecutor {
        BankNetworkExecutor(
            endpoint: BankEndpoint(environment: [
                "ATM_BANK_URL": url, "ATM_BANK_TOKEN": "t0ken", "ATM_BANK_TIMEOUT": timeout,
            ]))
    }

    /// Runs a balance request's exchange against `server` with a `seconds` deadline, timed around
    /// the blocking call itself (an async test would also time waiting for the cooperative pool).
    private func exchange(with server: LoopbackHTTPServer, seconds: Double) throws -> (TransportFailure?, Duration) {
        let settings = try BankEndpoint(environment: ["ATM_BANK_URL": server.url, "ATM_BANK_TOKEN": "t0ken"]).settings()
        let exchange = HTTPExchange(method: "GET", path: "/v1/accounts/checking-001/balance", headers: [], body: [])
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try exchange.perform(with: settings, deadline: start + .seconds(seconds), timeoutSeconds: seconds)
            return (nil, start.duration(to: clock.now))
        } catch {
            return (error, start.duration(to: clock.now))
        }
    }

    @Test("endless 100 Continue is refused by the head limit, which counts every interim answer")
    func endlessInterimAnswers() throws {
        // A limit that each interim answer restarted would never end this: the flood never
        // lets the client wait, so the deadline is never checked, and memory grows.
        let server = try LoopbackHTTPServer(replies: [.flood(prefix: "", unit: Self.interim)])
        defer { server.stop() }
        let (failure, elapsed) = try exchange(with: server, seconds: 2)
        let reason = failure?.reason ?? "no failure"
        #expect(
            reason.contains(
                "did not answer with readable HTTP: its headers are longer than "
                    + "\(HTTPAnswerParser.maximumHeadSize) bytes, counting "), "\(reason)")
        #expect(reason.hasSuffix(" interim answers"), "\(reason)")
        #expect(elapsed < .seconds(2) + Self.margin, "took \(elapsed)")
    }

    /// The bank received the deposit, so its outcome is unknown: it is asked again, and here
    /// the second attempt finds nothing listening.
    @Test("atm's bank client reports a deposit answered by endless interim answers as not confirmed")
    func endlessInterimAnswersThroughTheClient() async throws {
        let server = try LoopbackHTTPServer(replies: [.flood(prefix: "", unit: Self.interim)])
        defer { server.stop() }
        let error = await #expect(throws: BankError.self) {
            try await executor(url: server.url, timeout: "2").deposit(
                Money(minorUnits: 500), to: account("checking-001"), idempotencyKey: key("flood-1"))
        }
        guard case .outcomeUnknown(let detail) = error else {
            Issue.record("expected outcomeUnknown, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("interim answers"), "\(detail)")
        #expect(server.requests.count == 1)
    }

    @Test("interim answers every 100 ms end at the deadline")
    func slowInterimAnswers() throws {
        let server = try LoopbackHTTPServer(replies: [
            .paced(pieces: Array(repeating: Self.interim, count: 100), interval: 0.1)
        ])
        defer { server.stop() }
        let (failure, elapsed) = try exchange(with: server, seconds: 1)
        #expect(failure?.reason.hasPrefix("no answer from \(server.url)/") == true, "\(String(describing: failure))")
        #expect(elapsed >= .seconds(0.9))
        #expect(elapsed < .seconds(1) + Self.margin, "took \(elapsed)")
    }

    @Test("a head trickled one byte every 100 ms ends at the deadline")
    func trickledBytes() throws {
        let head = "HTTP/1.1 200 OK\r\nX-Slow: " + String(repeating: "a", count: 100) + "\r\n\r\n"
        let server = try LoopbackHTTPServer(replies: [.paced(pieces: head.map(String.init), interval: 0.1)])
        defer { server.stop() }
        let (failure, elapsed) = try exchange(with: server, seconds: 1)
        #expect(failure?.reason.hasPrefix("no answer from \(server.url)/") == true, "\(String(describing: failure))")
        #expect(failure?.reason.hasSuffix("within 1 s") == true, "\(String(describing: failure))")
        #expect(elapsed >= .seconds(0.9))
        #expect(elapsed < .seconds(1) + Self.margin, "took \(elapsed)")
    }

    @Test(
        "a chunk line, trailer or chunked body that never ends is refused, not read forever",
        arguments: [
            ("1;", "x", "chunk-size line longer than"),
            ("1\r\nx\r\n0\r\n", "X-Trailer: 1\r\n", "trailers are longer than"),
            ("", "1\r\nx\r\n", "chunked body takes more than"),
        ])
    func endlessChunkedBody(start: String, unit: String, reason: String) throws {
        let server = try LoopbackHTTPServer(replies: [
            .flood(prefix: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + start, unit: unit)
        ])
        defer { server.stop() }
        let (failure, elapsed) = try exchange(with: server, seconds: 10)
        #expect(failure?.reason.contains(reason) == true, "\(String(describing: failure))")
        #expect(elapsed < .seconds(10))
    }

    /// URLSession on Linux stops the whole process on these ("Transfer completed, but there's no
    /// response."): the reason the client is not URLSession. Each is one clear error here.
    @Test(
        "an answer whose head is cut short by a closed connection is an error, not a crash",
        arguments: ["HTTP/1.1 200 OK\r\n", "HTTP/1.0 200 OK\r\nX-A: 1\r\n", "HTTP/1.1 200 OK\r\nX-A: 1\r\n\r"])
    func headCutShort(answer: String) async throws {
        let server = try LoopbackHTTPServer(replies: [.raw(answer)])
        defer { server.stop() }
        let error = await #expect(throws: BankError.self) {
            try await executor(url: server.url, timeout: "5").balance(of: account("checking-001"))
        }
        guard case .unreachable(let detail) = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("closed the connection without a complete answer"), "\(detail)")
    }

    @Test("a read past the deadline times out even when bytes are waiting")
    func readChecksTheDeadlineFirst() throws {
        let server = try LoopbackHTTPServer(replies: [.flood(prefix: "", unit: "x")])
        defer { server.stop() }
        let connection = try TCPConnection.open(
            host: "127.0.0.1", port: UInt16(server.port), deadline: .now + .seconds(10))
        try connection.write(Array("GET / HTTP/1.1\r\n\r\n".utf8), until: .now + .seconds(10))
        var received: [UInt8] = []
        // Once the flood has started, the next receive would never need to wait.
        #expect(try connection.read(into: &received, until: .now + .seconds(10)))
        Thread.sleep(forTimeInterval: 0.2)
        #expect {
            _ = try connection.read(into: &received, until: .now - .seconds(1))
        } throws: { error in
            guard case SocketFailure.timedOut = error else { return false }
            return true
        }
    }
}
