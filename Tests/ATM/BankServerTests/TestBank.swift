import BankAPI
import Foundation
import Synchronization

@testable import BankServer

/// A temporary directory removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bank-server-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// A running bank (journal, ledger, HTTP server on a free loopback port) for one test.
final class TestBank {
    static let token = "test-token-123"
    static let authorization = ("Authorization", "Bearer \(token)")

    let journal: DepositJournal
    let ledger: Ledger
    let server: BankHTTPServer
    let log = CapturedLines()

    var port: UInt16 { server.port }

    /// A bank over the journal at `journalPath`; `sync`, when given, stands in for `fsync(2)`.
    init(
        journalPath: String, limits: HTTPServerLimits = .standard, sync: (@Sendable (Int32) -> Int32)? = nil
    ) throws {
        // Reopened as a restart would, waiting out a lock a process spawned meanwhile may hold briefly.
        journal = try reopenJournal(at: journalPath, sync: sync)
        ledger = try Ledger(journal: journal)
        let log = self.log
        server = try BankHTTPServer(
            port: 0, limits: limits,
            handler: BankAPIHandler(ledger: ledger, authenticator: BearerTokenAuthenticator(token: Self.token)),
            log: { log.append($0) })
        server.start()
    }

    /// Stops the server, waits for in-flight requests, and closes the journal.
    func shutDown() async {
        server.stop()
        _ = await server.waitUntilStopped(timeout: .seconds(5))
        journal.close()
    }

    /// POSTs a deposit with the right token.
    func deposit(
        _ cents: Int, to account: String = "acc-1", key: String?, extraHeaders: [(String, String)] = []
    ) throws -> RawHTTPResponse {
        var headers = [Self.authorization] + extraHeaders
        if let key { headers.append(("Idempotency-Key", key)) }
        return try RawHTTP.send(
            port: port, "POST", "/v1/accounts/\(account)/deposits", headers: headers,
            body: #"{"amountMinorUnits": \#(cents)}"#)
    }

    /// GETs a balance with the right token.
    func balance(of account: String = "acc-1") throws -> RawHTTPResponse {
        try RawHTTP.send(port: port, "GET", "/v1/accounts/\(account)/balance", headers: [Self.authorization])
    }

    /// The balance in cents, via HTTP.
    func balanceCents(of account: String = "acc-1") throws -> Int {
        try balance(of: account).decode(BalanceResponseBody.self).balance.minorUnits
    }
}

/// Starts a bank with a fresh journal, runs `body`, and always shuts the bank down.
func withTestBank(
    limits: HTTPServerLimits = .standard, _ body: (TestBank, TemporaryDirectory) async throws -> Void
) async throws {
    let directory = try TemporaryDirectory()
    let bank = try TestBank(journalPath: directory.path("journal.jsonl"), limits: limits)
    do {
        try await body(bank, directory)
    } catch {
        await bank.shutDown()
        throw error
    }
    await bank.shutDown()
}

/// Lines collected from several threads.
final class CapturedLines: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }

    var all: [String] { lines.withLock { $0 } }
}

/// Runs `body(i)` for each i on its own thread, all at once, and waits (bounded) for all of them.
///
/// The wait happens on a thread of its own too, and the caller awaits it: a test that blocked a
/// thread of the concurrency pool here for seconds, with the pool as small as the machine's two
/// cores, stalled every other suite running beside it, and their timing bounds failed.
func runOnThreads<T: Sendable>(
    _ count: Int, timeout: Duration = .seconds(10), _ body: @escaping @Sendable (Int) -> T
) async throws -> [T] {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try waitForThreads(count, timeout: timeout, body) })
        }
    }
}

/// `runOnThreads`, blocking the calling thread until every thread is done.
private func waitForThreads<T: Sendable>(
    _ count: Int, timeout: Duration, _ body: @escaping @Sendable (Int) -> T
) throws -> [T] {
    let results = Mutex<[Int: T]>([:])
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread.detachNewThread {
            let value = body(index)
            results.withLock { $0[index] = value }
            group.leave()
        }
    }
    guard group.wait(timeout: .now() + .seconds(Int(timeout.components.seconds))) == .success else {
        throw TestFailure("threads did not finish within \(timeout)")
    }
    let collected = results.withLock { $0 }
    return (0..<count).compactMap { collected[$0] }
}
