import BankAPI
import Foundation
import Synchronization
import Testing

@testable import BankServer

#if canImport(Glibc)
import Glibc
#endif

/// At its connection cap the server drops the connection that has waited longest. A request
/// already in that connection's buffer must never be credited: the bank only credits what it
/// answers.
@Suite("Dropped connections")
struct DroppedConnectionTests {
    /// Holds the first connection's thread before it reads, until released (or five seconds pass).
    final class FirstConnectionGate: Sendable {
        private let state = Mutex((arrived: 0, released: false))

        var hook: @Sendable () -> Void {
            { [self] in
                let isFirst = state.withLock { state in
                    state.arrived += 1
                    return state.arrived == 1
                }
                guard isFirst else { return }
                let deadline = ContinuousClock.now + .seconds(5)
                while !state.withLock({ $0.released }) && ContinuousClock.now < deadline {
                    usleep(1000)
                }
            }
        }

        /// Waits (at most five seconds) until the first connection is being held.
        func waitUntilHolding() -> Bool {
            let deadline = ContinuousClock.now + .seconds(5)
            while state.withLock({ $0.arrived == 0 }) && ContinuousClock.now < deadline {
                usleep(1000)
            }
            return state.withLock { $0.arrived > 0 }
        }

        func release() {
            state.withLock { $0.released = true }
        }
    }

    @Test func aDroppedConnectionsBufferedDepositIsNeverCredited() async throws {
        let directory = try TemporaryDirectory()
        let journal = try DepositJournal(path: directory.path("journal.jsonl"))
        defer { journal.close() }
        let ledger = try Ledger(journal: journal)
        let gate = FirstConnectionGate()
        let log = CapturedLines()
        let server = try BankHTTPServer(
            port: 0, limits: HTTPServerLimits(maxConcurrentConnections: 1),
            handler: BankAPIHandler(ledger: ledger, authenticator: BearerTokenAuthenticator(token: TestBank.token)),
            log: { log.append($0) }, beforeReading: gate.hook)
        server.start()
        defer { server.stop() }
        let port = server.port

        func depositBytes(_ cents: Int, key: String) -> [UInt8] {
            RawHTTP.requestBytes(
                "POST", "/v1/accounts/acc-1/deposits",
                headers: [TestBank.authorization, ("Idempotency-Key", key)],
                body: #"{"amountMinorUnits": \#(cents)}"#)
        }

        // The first connection takes the only slot and sends its whole deposit, which waits,
        // unread, in its socket while its thread is held.
        let dropped = try RawConnection(port: port)
        dropped.send(depositBytes(100, key: "dropped-deposit"))
        #expect(gate.waitUntilHolding())
        usleep(50_000)

        // The second connection needs the slot: the first, still waiting, is dropped for it.
        let served = try RawHTTP.exchange(port: port, bytes: depositBytes(7, key: "served-deposit"))
        #expect(served.status == 200)

        // Once released, the dropped connection's thread finds its request complete in the
        // buffer, and must neither credit it nor answer it.
        gate.release()
        let answer = try dropped.readToEnd()
        #expect(answer.isEmpty, "\(String(decoding: answer, as: UTF8.self))")
        server.stop()
        #expect(await server.waitUntilStopped(timeout: .seconds(5)))

        #expect(ledger.balance(of: try #require(AccountID("acc-1"))) == Money(minorUnits: 7))
        let lines = try String(contentsOfFile: journal.path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { !$0.contains("dropped-deposit") }, "\(lines)")
        #expect(log.all.contains { $0.contains("dropped the connection that waited longest") }, "\(log.all)")
    }
}
