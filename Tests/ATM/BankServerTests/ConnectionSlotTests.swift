import BankAPI
import Foundation
import Synchronization
import Testing

@testable import BankServer

#if canImport(Glibc)
import Glibc
#endif

/// Idle and trickling clients must not take the slots that real requests need, and a full
/// server must say so instead of resetting the connection.
@Suite("Connection slots")
struct ConnectionSlotTests {
    /// How many slow connections this process can afford next to the server's own descriptors.
    private static func affordableSlowClients(wanted: Int, serverSlots: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return min(wanted, 100) }
        // Each slow client costs one descriptor here and, while it holds a slot, one in the
        // server; keep a margin for the test's own files and the suites running beside it.
        let spare = Int(min(limit.rlim_cur, 1 << 20)) - 2 * serverSlots - 300
        return max(0, min(wanted, spare))
    }

    @Test func slowClientsDoNotStarveRealRequests() async throws {
        let limits = HTTPServerLimits(headTimeout: .seconds(1), maxConcurrentConnections: 32)
        let slowCount = Self.affordableSlowClients(wanted: 300, serverSlots: limits.maxConcurrentConnections)
        try #require(slowCount >= 64, "too few file descriptors (ulimit -n) for this test")
        try await withTestBank(limits: limits) { bank, _ in
            let port = bank.port
            let attack = SlowClients(count: slowCount, port: port)
            defer { attack.stop() }
            // Let the slow clients fill every slot and start coming back when dropped.
            try await Task.sleep(for: .milliseconds(2500))

            let started = ContinuousClock.now
            let answers = try await runOnThreads(4, timeout: .seconds(20)) { _ in
                (0..<50).map { _ in
                    // Spread over two seconds, across the slow clients' waves of reconnections.
                    usleep(40_000)
                    return
                        (try? RawHTTP.send(
                            port: port, "GET", "/v1/accounts/acc-1/balance", headers: [TestBank.authorization]))?.status
                }
            }.flatMap { $0 }
            let served = answers.filter { $0 == 200 }.count
            let rate = Double(served) / Double(answers.count)
            print(
                "slow clients: \(slowCount) (\(attack.reconnections) reconnections); served \(served) of \(answers.count) requests (\(Int(rate * 100))%) in \(ContinuousClock.now - started)"
            )
            #expect(answers.count == 200)
            #expect(rate >= 0.95, "served only \(served) of \(answers.count): \(answers)")
            #expect(bank.log.all.contains { $0.contains("dropped the connection that waited longest") })
        }
    }

    @Test func aFullServerAnswers503WithRetryAfterAndLogsRefusalsOncePerSecond() async throws {
        let held = HeldHandler()
        let log = CapturedLines()
        let server = try BankHTTPServer(
            port: 0, limits: HTTPServerLimits(maxConcurrentConnections: 2), handler: held, log: { log.append($0) })
        server.start()
        defer { server.stop() }
        let port = server.port

        let busy = (0..<2).map { _ in Background { try RawHTTP.send(port: port, "GET", "/held").status } }
        #expect(held.waitUntilHolding(2))

        var refusals: [RawHTTPResponse] = []
        for _ in 0..<20 {
            refusals.append(try RawHTTP.send(port: port, "GET", "/v1/accounts/acc-1/balance"))
        }
        held.release()
        #expect(try busy.map { try $0.value() } == [200, 200])
        for refusal in refusals {
            #expect(refusal.status == 503)
            #expect(refusal.headers["retry-after"] == "1")
            #expect(refusal.headers["connection"] == "close")
            #expect(refusal.errorCode == "unavailable")
        }

        // One line at once, then one line that counts the rest when the second is over.
        let deadline = ContinuousClock.now + .seconds(3)
        while !log.all.contains(where: { $0.contains("more in the last") }) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        let refusalLines = log.all.filter { $0.contains("503") }
        #expect(refusalLines.count == 2, "\(refusalLines)")
        #expect(refusalLines.last?.contains("19 more in the last") == true, "\(refusalLines)")
        #expect(try RawHTTP.send(port: port, "GET", "/after").status == 200)
    }

    @Test func aClientThatDoesNotSendItsHeadInTimeIsDroppedLongBeforeTheRequestTimeout() async throws {
        let limits = HTTPServerLimits(
            idleTimeout: .seconds(5), requestTimeout: .seconds(10), headTimeout: .milliseconds(300))
        try await withTestBank(limits: limits) { bank, _ in
            let port = bank.port
            let outcome = try await runOnThreads(2) { index in
                Result { () throws -> Duration in
                    let client = try RawConnection(port: port, timeout: .seconds(4))
                    let started = ContinuousClock.now
                    if index == 1 {
                        for byte in "GET /v1/accounts/acc-1/balance HTTP/1.1\r\n".utf8.prefix(10) {
                            client.send([byte])
                            usleep(50_000)
                        }
                    }
                    #expect(try client.readToEnd().isEmpty)
                    return ContinuousClock.now - started
                }
            }
            for result in outcome {
                #expect(try result.get() < .seconds(2))
            }
            #expect(try bank.balance().status == 200)
        }
    }

    /// A connected pair of sockets, closed when released; `fd` plays the server's side.
    private final class SocketPair {
        let fd: Int32
        let peer: Int32

        init() throws {
            var fds: [Int32] = [0, 0]
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else {
                throw TestFailure("socketpair failed: errno \(errno)")
            }
            (fd, peer) = (fds[0], fds[1])
        }

        deinit {
            close(fd)
            close(peer)
        }

        /// Whether `fd` was shut down: its peer then reads end of stream at once.
        var wasShutDown: Bool {
            var byte: UInt8 = 0
            return recv(peer, &byte, 1, Int32(MSG_DONTWAIT)) == 0
        }
    }

    @Test func aDroppedConnectionCanNeverBeClaimedForAnswering() throws {
        let slots = ConnectionSlots(capacity: 1)
        let (first, second) = (try SocketPair(), try SocketPair())
        guard case .admitted(let firstID, false) = slots.admit(first.fd) else { throw TestFailure("not admitted") }
        #expect(slots.admit(second.fd) != .refused)
        #expect(first.wasShutDown)
        #expect(!slots.claimForAnswering(firstID))
        #expect(slots.release(firstID))
    }

    @Test func aConnectionClaimedForAnsweringIsNeverDropped() throws {
        let slots = ConnectionSlots(capacity: 1)
        let (first, second) = (try SocketPair(), try SocketPair())
        guard case .admitted(let firstID, false) = slots.admit(first.fd) else { throw TestFailure("not admitted") }
        #expect(slots.claimForAnswering(firstID))
        #expect(slots.admit(second.fd) == .refused)
        #expect(!first.wasShutDown)
        #expect(!slots.release(firstID))
    }

    @Test func anAnsweredConnectionIsDroppedBeforeAWaitingOneAndIsNotCutOff() throws {
        let slots = ConnectionSlots(capacity: 2)
        let (waiting, answered, newcomer) = (try SocketPair(), try SocketPair(), try SocketPair())
        guard case .admitted(let waitingID, false) = slots.admit(waiting.fd),
            case .admitted(let answeredID, false) = slots.admit(answered.fd)
        else { throw TestFailure("not admitted") }
        #expect(slots.claimForAnswering(answeredID))
        slots.finishAnswering(answeredID)
        guard case .admitted(_, true) = slots.admit(newcomer.fd) else { throw TestFailure("nobody dropped") }
        // The answered connection gave up its slot but keeps its socket, so its answer still arrives.
        #expect(!answered.wasShutDown)
        #expect(slots.release(answeredID))
        #expect(!waiting.wasShutDown)
        #expect(slots.phase(of: waitingID) == .waiting)
        #expect(slots.claimForAnswering(waitingID))
    }

    @Test func throttledLogSaysHowManyItLeftOut() {
        let lines = CapturedLines()
        let log = ThrottledLog(interval: .seconds(1)) { lines.append($0) }
        let start = ContinuousClock.now
        for tenth in 0..<25 {
            log.note("refusals", line: "refused one", now: start + .milliseconds(100 * tenth))
        }
        log.flush(now: start + .milliseconds(3000))
        log.flush(now: start + .milliseconds(5000))
        // At 0 s a line; at 1 s and 2 s a line each for the ten events since; at 3 s the last four.
        #expect(
            lines.all == [
                "refused one", "refusals: 10 in the last 1.0s", "refusals: 10 in the last 1.0s",
                "refusals: 4 more in the last 1.0s",
            ])
    }
}
