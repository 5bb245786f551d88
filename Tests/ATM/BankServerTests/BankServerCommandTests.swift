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

    @Test func usageErrorExitsWith64() async throws {
        let harness = Harness()
        let status = try await harness.command.run(arguments: ["--port", "1"], environment: [:])
        #expect(status == 64)
        #expect(
            harness.stderr.all.first
                == "error: no API token: set BANK_TOKEN or pass --token-file PATH (or --token TOKEN, which ps shows)")
        #expect(harness.stdout.all.isEmpty)
    }

    @Test func helpPrintsUsage() async throws {
        let harness = Harness()
        #expect(try await harness.command.run(arguments: ["--help"], environment: [:]) == 0)
        #expect(harness.stdout.all == [BankServerOptions.usage])
    }

    /// The launcher reports it, in one line, as the app's failure to start.
    @Test func anUnusableJournalIsThrownBeforeAnythingIsServed() async throws {
        let directory = try TemporaryDirectory()
        let harness = Harness()
        await #expect(
            throws: DepositJournalError.cannotOpen(
                path: directory.url.path, reason: "it is a directory, not a regular file")
        ) {
            try await harness.command.run(
                arguments: ["--port", "0", "--journal", directory.url.path, "--token", "t"], environment: [:])
        }
        #expect(harness.stdout.all.isEmpty)
    }

    @Test func warningsAboutTheOptionsArePrintedFirst() async throws {
        let directory = try TemporaryDirectory()
        let tokenFile = directory.path("token")
        try Data("t".utf8).write(to: URL(fileURLWithPath: tokenFile))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: tokenFile)
        let harness = Harness()
        await #expect(throws: DepositJournalError.self) {
            try await harness.command.run(
                arguments: ["--journal", directory.url.path, "--token-file", tokenFile], environment: [:])
        }
        #expect(harness.stderr.all.count == 1)
        #expect(harness.stderr.all.first?.hasPrefix("warning: --token-file \(tokenFile) can be read by others") == true)
    }

    @Test func servesUntilShutdownAndAnnouncesItsPort() async throws {
        let directory = try TemporaryDirectory()
        let harness = Harness()
        let command = harness.command
        let journalPath = directory.path("journal.jsonl")
        let running = Task {
            try await command.run(
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
        #expect(try await running.value == 0)
        #expect(harness.stdout.all == [line])
        #expect(harness.stderr.all.contains { $0.hasPrefix("POST /v1/accounts/acc-9/deposits 200") })
        #expect(!harness.stderr.all.contains { $0.contains("env-token") })
        // The journal was closed and holds the deposit.
        #expect(try replayedEntries(of: reopenJournal(at: journalPath)).count == 1)
    }
}
