import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Deeply nested JSON against the real `bank-server` binary: 513 `[` once made the toolchain's
/// JSON decoder trap and took the bank down. Running the real process means a regression
/// fails these tests instead of crashing the test runner.
@Suite(.serialized) struct HostileJSONEndToEndTests {
    @Test func aDeeplyNestedDepositIsABadRequestAndTheBankKeepsServing() async throws {
        let bank = try BankServerProcess()
        var request = URLRequest(url: try #require(URL(string: "\(bank.url)/v1/accounts/dave/deposits")))
        request.httpMethod = "POST"
        request.setValue("Bearer \(bank.token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("deep-key-1", forHTTPHeaderField: "Idempotency-Key")
        request.httpBody = Data(String(repeating: "[", count: 513).utf8)
        request.timeoutInterval = 5
        let (data, response) = try await URLSession.shared.data(for: request)
        let text = String(decoding: data, as: UTF8.self)
        #expect((response as? HTTPURLResponse)?.statusCode == 400, "\(text)\n\(bank.logText)")
        #expect(text.contains("nested more than 32 deep"), "\(text)")

        let deposit = try AppProcess.run("atm", ["deposit", "20"], environment: bank.atmEnvironment(account: "dave"))
        #expect(deposit.status == 0, "\(deposit)\n\(bank.logText)")
        #expect(deposit.stdout.contains("New balance: $20.00."), "\(deposit)")
    }

    @Test func aDeeplyNestedJournalLineStopsTheBankWithItsLineNumber() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bank-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = folder.appendingPathComponent("journal.jsonl").path
        try Data((String(repeating: "[", count: 513) + "\n").utf8).write(to: URL(fileURLWithPath: journal))

        let result = try AppProcess.run(
            "bank-server", ["--port", "0", "--journal", journal, "--token", "t"], timeout: 15)
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.contains("is corrupt at line 1: column 33: arrays and objects are nested more than 32 deep"),
            "\(result)"
        )
        // One error, reported where the journal is opened (the graph's binding), and its notes:
        // nothing else, such as a crash report.
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count { $0.contains("error: ") } == 1, "\(result)")
        #expect(lines.dropFirst().allSatisfy { $0.contains("note: ") }, "\(result)")
    }
}
