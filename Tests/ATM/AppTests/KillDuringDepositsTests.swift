import Foundation
import Synchronization
import TestSupport
import Testing

/// The real `bank-server`, killed with SIGKILL while clients deposit, round after round on
/// the same journal: every acknowledged deposit must survive, and no retry may credit twice.
@Suite("bank-server under kill -9")
struct KillDuringDepositsTests {
    /// Fixed, so a failure can be replayed; `WIRING_KILL_SEED` picks another.
    private static let seed: UInt64 =
        ProcessInfo.processInfo.environment["WIRING_KILL_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0006
    private static let rounds = 10
    private static let clients = 8
    private static let depositsPerClientAndRound = 400

    /// One deposit a client attempted: its key, account, amount, and whether the bank said 200.
    private struct Attempt: Sendable {
        let key: String
        let account: String
        let cents: Int
        let acknowledged: Bool
    }

    @Test func nothingAcknowledgedIsLostAndNothingIsDoubled() throws {
        print("kill -9 test: seed \(Self.seed) (set WIRING_KILL_SEED to repeat another run)")
        var random = SplitMix64(seed: Self.seed)
        let started = ContinuousClock.now
        var server = try BankServerProcess()
        let (token, journal) = (server.token, server.journal)
        var expected: [String: Int] = [:] // account -> cents
        var keys: Set<String> = []
        var (acknowledged, retriedAfterRestart, killedMidRequest) = (0, 0, 0)

        for round in 0..<Self.rounds {
            let port = try #require(LoopbackHTTPClient.port(of: server.url))
            let plans = (0..<Self.clients).map { _ in
                (0..<Self.depositsPerClientAndRound).map { _ in Int.random(in: 1...99_999, using: &random) }
            }
            let killAfter = Duration.milliseconds(Int.random(in: 20...250, using: &random))
            let attempts = try Self.deposit(round: round, plans: plans, port: port, token: token) {
                Thread.sleep(forTimeInterval: Double(killAfter.components.attoseconds) / 1e18)
                server.kill()
            }

            server = try BankServerProcess(token: token, journal: journal)
            let restartedPort = try #require(LoopbackHTTPClient.port(of: server.url))
            for attempt in attempts {
                #expect(keys.insert(attempt.key).inserted, "key \(attempt.key) used twice by the test")
                expected[attempt.account, default: 0] += attempt.cents
                if attempt.acknowledged {
                    acknowledged += 1
                    continue
                }
                killedMidRequest += 1
                // Retried with the same key: credited now, or replayed if the line had reached the disk.
                let retry = Self.post(attempt, port: restartedPort, token: token)
                #expect(
                    retry?.status == 200, "round \(round): retry of \(attempt.key) got \(String(describing: retry))")
                retriedAfterRestart += 1
            }
        }

        for (account, cents) in expected.sorted(by: { $0.key < $1.key }) {
            let port = try #require(LoopbackHTTPClient.port(of: server.url))
            let reply = LoopbackHTTPClient.request(
                port: port, "GET", "/v1/accounts/\(account)/balance", headers: ["Authorization": "Bearer \(token)"])
            #expect(
                reply?.body.contains(#""balanceMinorUnits":\#(cents)"#) == true,
                "\(account): \(String(describing: reply))")
        }
        // Each key is in the journal exactly once, and every deposit the test made is there.
        let lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
        let journaled = lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["idempotencyKey"] as? String
        }
        #expect(journaled.count == lines.count)
        #expect(Set(journaled).count == journaled.count, "a key was journaled twice")
        #expect(Set(journaled) == keys)
        print(
            "kill -9 test: \(Self.rounds) rounds, \(acknowledged) deposits acknowledged before a kill, \(killedMidRequest) cut off and retried after the restart (\(retriedAfterRestart)), \(journaled.count) journaled, in \(ContinuousClock.now - started)"
        )
    }

    /// Runs every client's plan on its own thread until the server stops answering, calls
    /// `kill` meanwhile, and returns what each client attempted (waiting at most 20 s).
    private static func deposit(
        round: Int, plans: [[Int]], port: UInt16, token: String, kill: () -> Void
    ) throws -> [Attempt] {
        let attempts = Mutex<[Attempt]>([])
        let group = DispatchGroup()
        for (client, plan) in plans.enumerated() {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                for (index, cents) in plan.enumerated() {
                    let attempt = Attempt(
                        key: "r\(round)-c\(client)-\(index)", account: "kill-\(client)", cents: cents,
                        acknowledged: false)
                    let acknowledged = post(attempt, port: port, token: token)?.status == 200
                    attempts.withLock {
                        $0.append(
                            Attempt(
                                key: attempt.key, account: attempt.account, cents: cents, acknowledged: acknowledged))
                    }
                    if !acknowledged { return }
                }
            }
        }
        kill()
        guard group.wait(timeout: .now() + 20) == .success else {
            throw AppProcessError.notReady("the depositing clients did not stop after the kill")
        }
        return attempts.withLock { $0 }
    }

    private static func post(_ attempt: Attempt, port: UInt16, token: String) -> LoopbackHTTPClient.Response? {
        LoopbackHTTPClient.request(
            port: port, "POST", "/v1/accounts/\(attempt.account)/deposits",
            headers: ["Authorization": "Bearer \(token)", "Idempotency-Key": attempt.key],
            body: #"{"amountMinorUnits": \#(attempt.cents)}"#)
    }
}
