import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The real `atm` against a real `bank-server` held at its connection cap, while idle
/// connections keep taking slots: some deposits are answered, some refused with 503, some
/// dropped before they are read. Whatever happens, what each run tells its customer must be
/// true of the journal: a run that says the bills were returned was never credited, a run that
/// says deposited was credited once, and nothing is credited twice.
@Suite("atm against a bank at its connection cap")
struct OverloadEndToEndTests {
    private static let runs = 40
    private static let concurrentRuns = 20
    private static let cap = 2

    /// What one `atm deposit` run said.
    private struct Run: Sendable {
        let account: String
        let result: AppProcess.Result
    }

    @Test func everyMessageIsTrueOfTheJournal() throws {
        let started = ContinuousClock.now
        let server = try BankServerProcess(extraArguments: ["--max-connections", "\(Self.cap)"])
        let port = try #require(LoopbackHTTPClient.port(of: server.url))
        let idle = IdleConnections(port: port)
        idle.start()

        let runs = try Self.depositConcurrently(server: server)
        idle.stop()
        #expect(server.stop(), "bank-server did not stop")

        let credited = try Self.creditsByAccount(in: server.journal)
        var seen: [String: Int] = [:]
        for run in runs {
            let credits = credited[run.account, default: 0]
            let said = run.result.stdout + run.result.stderr
            if run.result.status == 0 {
                seen["deposited", default: 0] += 1
                #expect(said.contains("Deposited $20.00"), "\(run.account): \(run.result)")
                #expect(credits == 1, "\(run.account) said deposited, credited \(credits) times: \(run.result)")
            } else if said.contains("returned") {
                seen["returned", default: 0] += 1
                #expect(credits == 0, "\(run.account) said returned, credited \(credits) times: \(run.result)")
            } else if said.contains("the bank has not confirmed this deposit") {
                seen["not confirmed", default: 0] += 1
                #expect(run.result.status == 2, "\(run.account): \(run.result)")
                #expect(credits <= 1, "\(run.account) credited \(credits) times: \(run.result)")
            } else {
                seen["other: \(run.result.stderr.prefix(60))", default: 0] += 1
                #expect(credits == 0, "\(run.account) failed, credited \(credits) times: \(run.result)")
            }
        }
        #expect(credited.values.allSatisfy { $0 <= 1 }, "a deposit was credited twice: \(credited)")
        #expect(Set(credited.keys).isSubset(of: Set(runs.map(\.account))))
        let log = server.logText
        let refused = log.contains("refused a connection with 503")
        let dropped = log.contains("dropped the connection that waited longest")
        #expect(refused || dropped, "the bank never reached its cap:\n\(log)")
        print(
            "overload: \(runs.count) atm runs against a cap of \(Self.cap), \(idle.opened) idle connections; "
                + "\(credited.count) credited; messages \(seen.sorted { $0.key < $1.key }); "
                + "bank refused with 503: \(refused), dropped waiting connections: \(dropped); "
                + "in \(ContinuousClock.now - started)")
    }

    /// Runs `atm deposit 20` once per account, `concurrentRuns` at a time, each with its own account.
    private static func depositConcurrently(server: BankServerProcess) throws -> [Run] {
        let runs = Mutex<[Run]>([])
        let failures = Mutex<[String]>([])
        let slots = DispatchSemaphore(value: concurrentRuns)
        let group = DispatchGroup()
        for index in 0..<Self.runs {
            slots.wait()
            group.enter()
            let account = "over-\(index)"
            // Half the runs wait 2 s for each answer; the other half give up on an answer after
            // 10 ms, often while the bank is still crediting it, so their answers are lost.
            let timeout = index.isMultiple(of: 2) ? "2" : "0.01"
            let environment = server.atmEnvironment(account: account).merging(["ATM_BANK_TIMEOUT": timeout]) { $1 }
            Thread.detachNewThread {
                defer {
                    slots.signal()
                    group.leave()
                }
                do {
                    let result = try AppProcess.run("atm", ["deposit", "20"], environment: environment, timeout: 30)
                    runs.withLock { $0.append(Run(account: account, result: result)) }
                } catch {
                    failures.withLock { $0.append("\(account): \(error)") }
                }
            }
        }
        guard group.wait(timeout: .now() + 90) == .success else {
            throw AppProcessError.notReady("the atm runs did not finish within 90 s")
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
        return runs.withLock { $0 }
    }

    /// How many journal lines credit each account.
    private static func creditsByAccount(in journal: URL) throws -> [String: Int] {
        let lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
        var credits: [String: Int] = [:]
        var keys: Set<String> = []
        for line in lines {
            let entry = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let account = try #require(entry["accountID"] as? String)
            let key = try #require(entry["idempotencyKey"] as? String)
            #expect(keys.insert(key).inserted, "key \(key) journaled twice")
            credits[account, default: 0] += 1
        }
        return credits
    }
}

/// Connections that connect and send nothing, opened one after another while the test runs:
/// each new one at the cap makes the bank drop the connection that has waited longest, which
/// may be an `atm` request not yet read.
private final class IdleConnections: Sendable {
    private let port: UInt16
    private let state = Mutex((running: true, opened: 0))
    private let done = DispatchSemaphore(value: 0)

    init(port: UInt16) {
        self.port = port
    }

    var opened: Int { state.withLock { $0.opened } }

    func start() {
        Thread.detachNewThread { [self] in
            var open: [Int32] = []
            while state.withLock({ $0.running }) {
                if let fd = try? LoopbackSocket.open(port: port, timeout: .seconds(1)) {
                    open.append(fd)
                    state.withLock { $0.opened += 1 }
                }
                if open.count > 4 { close(open.removeFirst()) }
                usleep(2_000)
            }
            for fd in open { close(fd) }
            done.signal()
        }
    }

    func stop() {
        state.withLock { $0.running = false }
        _ = done.wait(timeout: .now() + 5)
    }
}
