import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `bank-server` opens its journal through an asynchronous, throwing factory of its object
/// graph. A journal it cannot open stops it before it listens on any port, with the system's
/// reason in one line; `--verbose` shows the framework's diagnostic, pointing at the binding.
@Suite struct BankStorageFailureTests {
    private func missingFolderJournal() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder-\(UUID())")
        return folder.appendingPathComponent("journal.jsonl").path
    }

    @Test func aJournalInAMissingFolderIsOneLineWithTheSystemsReason() throws {
        let journal = missingFolderJournal()
        let result = try AppProcess.run(
            "bank-server", ["--port", "0", "--journal", journal], environment: ["BANK_TOKEN": "secret"], timeout: 30)
        #expect(result.status == 1, "\(result)")
        #expect(!result.stdout.contains("listening"), "\(result)")
        #expect(
            result.stderr == "error: cannot open the deposit journal \(journal): No such file or directory\n",
            "\(result)")
    }

    @Test func verboseShowsTheBindingAndTheDependencyPath() throws {
        let journal = missingFolderJournal()
        let result = try AppProcess.run(
            "bank-server", ["--port", "0", "--journal", journal, "--verbose"], environment: ["BANK_TOKEN": "secret"],
            timeout: 30)
        #expect(result.status == 1, "\(result)")
        let lines = result.stderr.split(separator: "\n")
        let error = try #require(lines.first { $0.contains("[Wiring.CreationFailed]") }, "\(result)")
        #expect(error.contains("BankStorageComponent.swift:"), "\(result)")
        #expect(error.contains("'DepositJournal' could not be created"), "\(result)")
        #expect(error.contains("cannot open the deposit journal \(journal): No such file or directory"), "\(result)")
        #expect(result.stderr.contains("note: dependency path: BankStorage -> DepositJournal"), "\(result)")
        #expect(lines.last == "error: bank-server could not start; see the problem above", "\(result)")
    }

    /// A FIFO hung the start for ever; a folder printed four lines of framework diagnostic.
    @Test func aJournalThatIsNotARegularFileIsOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bank-fifo-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("journal.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        for (path, kind) in [(fifo, "a named pipe (FIFO)"), (folder.path, "a directory")] {
            let result = try AppProcess.run(
                "bank-server", ["--port", "0", "--journal", path], environment: ["BANK_TOKEN": "secret"], timeout: 15)
            #expect(result.status == 1, "\(result)")
            #expect(
                result.stderr == "error: cannot open the deposit journal \(path): it is \(kind), not a regular file\n",
                "\(result)")
        }
    }

    /// Thirty acknowledged deposits, and then an empty journal: the bank used to start with
    /// zero balances and no warning.
    @Test func aJournalCutToNothingStopsTheBankInOneLine() throws {
        let bank = try BankServerProcess()
        let deposit = try AppProcess.run("atm", ["deposit", "20"], environment: bank.atmEnvironment(account: "cut"))
        #expect(deposit.status == 0, "\(deposit)")
        #expect(bank.stop())
        try Data().write(to: bank.journal)

        let restarted = try AppProcess.run(
            "bank-server", ["--port", "0", "--journal", bank.journal.path], environment: ["BANK_TOKEN": "secret"],
            timeout: 15)
        #expect(restarted.status == 1, "\(restarted)")
        #expect(restarted.stderr.split(separator: "\n").count == 1, "\(restarted)")
        #expect(
            restarted.stderr.hasPrefix(
                "error: the deposit journal \(bank.journal.path) is shorter than what the bank acknowledged: it holds 0 bytes"
            ),
            "\(restarted)")
    }
}
