import BankAPI
import Foundation
import Testing

@testable import BankServer

/// The ledger remembers only the most recent idempotency keys, and a restart remembers the same ones.
@Suite("Idempotency-key retention")
struct KeyRetentionTests {
    private static let account = AccountID("acc-1")!

    private static func deposit(_ ledger: Ledger, _ key: String, cents: Int = 100) throws -> DepositOutcome {
        try ledger.deposit(Money(minorUnits: cents), to: account, idempotencyKey: IdempotencyKey(key)!)
    }

    private static func isCredited(_ outcome: DepositOutcome) -> Bool {
        if case .credited = outcome { return true }
        return false
    }

    private static func isReplayed(_ outcome: DepositOutcome) -> Bool {
        if case .replayed = outcome { return true }
        return false
    }

    @Test func onlyTheMostRecentKeysAreRememberedAndAnOlderRetryIsANewDeposit() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let journal = try DepositJournal(path: path)
        let ledger = try Ledger(journal: journal, keyRetention: 3)
        for number in 1...4 {
            #expect(Self.isCredited(try Self.deposit(ledger, "k\(number)")))
        }
        #expect(ledger.rememberedKeyCount == 3)
        for number in 2...4 {
            #expect(Self.isReplayed(try Self.deposit(ledger, "k\(number)")), "k\(number)")
        }
        // k1 is past the window: its retry is credited again, as documented.
        #expect(Self.isCredited(try Self.deposit(ledger, "k1")))
        #expect(ledger.balance(of: Self.account) == Money(minorUnits: 500))
        #expect(ledger.rememberedKeyCount == 3)
        journal.close()

        // The journal now holds k1 twice; replaying it with the same window accepts that and
        // remembers the same keys as before the restart: k3, k4 and the second k1.
        let reopened = try reopenJournal(at: path)
        defer { reopened.close() }
        let restarted = try Ledger(journal: reopened, keyRetention: 3)
        #expect(restarted.balance(of: Self.account) == Money(minorUnits: 500))
        #expect(restarted.rememberedKeyCount == 3)
        for key in ["k3", "k4", "k1"] {
            #expect(Self.isReplayed(try Self.deposit(restarted, key)), "\(key)")
        }
        #expect(Self.isCredited(try Self.deposit(restarted, "k2")))
    }

    @Test func theDefaultWindowIsTheDocumentedOne() throws {
        let directory = try TemporaryDirectory()
        let journal = try DepositJournal(path: directory.path("journal.jsonl"))
        defer { journal.close() }
        #expect(try Ledger(journal: journal).keyRetention == Ledger.defaultKeyRetention)
        #expect(BankServerOptions.usage.contains("most recent \(Ledger.defaultKeyRetention) deposits"))
    }

    @Test func retainedKeysStayBoundedOverManyInsertions() {
        var keys = RetainedKeys<Int, Int>(capacity: 100)
        for key in 0..<10_000 {
            keys.insert(key, for: key)
        }
        #expect(keys.count == 100)
        #expect(keys[9_899] == nil)
        #expect(keys[9_900] == 9_900)
        #expect(keys[9_999] == 9_999)
    }
}
