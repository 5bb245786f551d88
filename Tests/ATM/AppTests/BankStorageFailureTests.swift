import Foundation
import Testing

/// `bank-server` opens its journal through an asynchronous, throwing factory of its object
/// graph: a journal it cannot open stops it with `Wiring.CreationFailed`, pointing at that
/// binding and quoting the system's reason, before it listens on any port.
@Suite struct BankStorageFailureTests {
    @Test func aJournalInAMissingFolderIsReportedAtItsBindingWithTheSystemsReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder-\(UUID())")
        let journal = folder.appendingPathComponent("journal.jsonl").path
        let result = try AppProcess.run(
            "bank-server", ["--port", "0", "--journal", journal], environment: ["BANK_TOKEN": "secret"], timeout: 30)
        #expect(result.status == 1, "\(result)")
        #expect(!result.stdout.contains("listening"), "\(result)")
        let lines = result.stderr.split(separator: "\n")
        let error = try #require(lines.first { $0.contains("[Wiring.CreationFailed]") }, "\(result)")
        #expect(error.contains("BankStorageComponent.swift:"), "\(result)")
        #expect(error.contains("'DepositJournal' could not be created"), "\(result)")
        #expect(error.contains("cannot open the deposit journal \(journal): No such file or directory"), "\(result)")
        #expect(result.stderr.contains("note: dependency path: BankStorage -> DepositJournal"), "\(result)")
    }
}
