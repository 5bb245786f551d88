import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// End-to-end tests: the production `atm` against a real `bank-server` on 127.0.0.1.
@Suite(.serialized) struct EndToEndTests {
    @Test func depositThenBalance() throws {
        let bank = try BankServerProcess()
        let environment = bank.atmEnvironment(account: "alice")
        let deposit = try AppProcess.run("atm", ["deposit", "20", "50", "100"], environment: environment)
        #expect(deposit.status == 0, "\(deposit)\n\(bank.logText)")
        #expect(deposit.stdout.contains("Deposited $170.00 to account alice. New balance: $170.00."))
        let balance = try AppProcess.run("atm", ["balance"], environment: environment)
        #expect(balance.stdout == "Balance for account alice: $170.00\n", "\(balance)")
    }

    @Test func acknowledgedDepositSurvivesSIGKILL() throws {
        let bank = try BankServerProcess()
        let environment = bank.atmEnvironment(account: "bob")
        let deposit = try AppProcess.run("atm", ["deposit", "100", "100"], environment: environment)
        #expect(deposit.status == 0, "\(deposit)")
        bank.kill()

        let restarted = try BankServerProcess(token: bank.token, journal: bank.journal)
        let balance = try AppProcess.run("atm", ["balance"], environment: restarted.atmEnvironment(account: "bob"))
        #expect(balance.stdout == "Balance for account bob: $200.00\n", "\(balance)")
    }

    @Test func replayedDepositIsCreditedOnce() async throws {
        let bank = try BankServerProcess()
        func deposit() async throws -> (Int, String) {
            var request = URLRequest(url: URL(string: "\(bank.url)/v1/accounts/carol/deposits")!)
            request.httpMethod = "POST"
            request.setValue("Bearer \(bank.token)", forHTTPHeaderField: "Authorization")
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.setValue("replay-key-1", forHTTPHeaderField: "Idempotency-Key")
            request.httpBody = Data(#"{"amountMinorUnits": 5000}"#.utf8)
            request.timeoutInterval = 5
            let (data, response) = try await URLSession.shared.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }
        let first = try await deposit()
        let second = try await deposit()
        #expect(first.0 == 200 && second.0 == 200, "\(first) \(second)")
        #expect(second.1.contains(#""replayed":true"#))
        let balance = try AppProcess.run("atm", ["balance"], environment: bank.atmEnvironment(account: "carol"))
        #expect(balance.stdout == "Balance for account carol: $50.00\n", "\(balance)")
    }

    @Test func wrongTokenIsOneClearLine() throws {
        let bank = try BankServerProcess()
        var environment = bank.atmEnvironment()
        environment["ATM_BANK_TOKEN"] = "not-the-token"
        let result = try AppProcess.run("atm", ["balance"], environment: environment)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
    }

    @Test(arguments: [["deposit", "abc"], ["deposit", "-20"], ["deposit", "20", "3.5"]])
    func badBillIsOneClearLineAndNoStackTrace(arguments: [String]) throws {
        let bank = try BankServerProcess()
        let result = try AppProcess.run("atm", arguments, environment: bank.atmEnvironment())
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("error: '"))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
    }

    @Test func unreachableBankIsOneClearLine() throws {
        let environment = ["ATM_BANK_URL": "http://127.0.0.1:1", "ATM_BANK_TOKEN": "t", "ATM_BANK_TIMEOUT": "3"]
        let result = try AppProcess.run("atm", ["deposit", "20"], environment: environment)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("error: the bank is not available right now"))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
    }

    @Test func unknownCommandIsAUsageError() throws {
        let result = try AppProcess.run("atm", ["withdraw", "20"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("error: unknown command 'withdraw'"))
    }
}
