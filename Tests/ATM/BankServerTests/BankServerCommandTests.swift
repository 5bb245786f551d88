import BankAPI
import Foundation
import Testing

@testable import BankServer

@Suite("bank-server command")
struct BankServerCommandTests {
    /// A command whose output is captured and which stops when `shutdown` fires.
    private struct Harness {
        let stdout = CapturedLines()
        let stderr = CapturedLines()
        let shutdown = ShutdownSignal()

        var command: BankServerCommand {
            let (stdout, stderr, shutdown) = (stdout, stderr, shutdown)
            return BankServerCommand(
                console: ConsoleOutput(printLine: { stdout.append($0) }, printErrorLine: { stderr.append($0) }),
                limits: HTTPServerLimits(idleTimeout: .seconds(1), requestTimeout: .seconds(2)),
                makeShutdownSignal: { shutdown })
        }
    }

    @Test func usageErrorExitsWith64() async {
        let harness = Harness()
        let status = await harness.command.run(arguments: ["--port", "1"], environment: [:])
        #expect(status == 64)
        #expect(
            harness.stderr.all.first
                == "error: no API token: set BANK_TOKEN or pass --token-file PATH (or --token TOKEN, which ps shows)")
        #expect(harness.stdout.all.isEmpty)
    }

    @Test func helpPrintsUsage() async {
        let harness = Harness()
        #expect(await harness.command.run(arguments: ["--help"], environment: [:]) == 0)
        #expect(harness.stdout.all == [BankServerOptions.usage])
    }

    @Test func unusableJournalExitsWith1() async throws {
        let directory = try TemporaryDirectory()
        let harness = Harness()
        let status = await harness.command.run(
            arguments: ["--port", "0", "--journal", directory.url.path, "--token", "t"], environment: [:])
        #expect(status == 1)
        #expect(harness.stderr.all.first?.hasPrefix("error: cannot") == true, "\(harness.stderr.all)")
    }

    @Test func servesUntilShutdownAndAnnouncesItsPort() async throws {
        let directory = try TemporaryDirectory()
        let harness = Harness()
        let command = harness.command
        let journalPath = directory.path("journal.jsonl")
        let running = Task {
            await command.run(
                arguments: ["--port", "0", "--journal", journalPath], environment: ["BANK_TOKEN": "env-token"])
        }

        var announcement: String?
        for _ in 0..<250 where announcement == nil {
            announcement = harness.stdout.all.first
            if announcement == nil { try await Task.sleep(for: .milliseconds(20)) }
        }
        let line = try #require(announcement)
        let prefix = "bank-server listening on http://127.0.0.1:"
        #expect(line.hasPrefix(prefix))
        let port = try #require(UInt16(line.dropFirst(prefix.count)))
        #expect(port != 0)

        let reply = try RawHTTP.send(
            port: port, "POST", "/v1/accounts/acc-9/deposits",
            headers: [("Authorization", "Bearer env-token"), ("Idempotency-Key", "cmd")],
            body: #"{"amountMinorUnits": 42}"#)
        #expect(reply.status == 200)

        harness.shutdown.fire()
        #expect(await running.value == 0)
        #expect(harness.stdout.all == [line])
        #expect(harness.stderr.all.contains { $0.hasPrefix("POST /v1/accounts/acc-9/deposits 200") })
        #expect(!harness.stderr.all.contains { $0.contains("env-token") })
        // The journal was closed and holds the deposit.
        #expect(try reopenJournal(at: journalPath).recoveredEntries.count == 1)
    }
}
