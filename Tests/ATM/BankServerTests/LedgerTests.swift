import BankAPI
import Testing

@testable import BankServer

@Suite("Ledger")
struct LedgerTests {
    private let account = AccountID("acc-1")!
    private static func key(_ text: String) -> IdempotencyKey { IdempotencyKey(text)! }

    @Test func depositIDsAreZeroPadded() {
        #expect(Ledger.depositID(number: 1) == "dep-000001")
        #expect(Ledger.depositID(number: 123_456) == "dep-123456")
        #expect(Ledger.depositID(number: 1_234_567) == "dep-1234567")
    }

    @Test func rulesAreCheckedBeforeAnythingIsJournaled() throws {
        let directory = try TemporaryDirectory()
        let journal = try DepositJournal(path: directory.path("journal.jsonl"))
        let ledger = try Ledger(journal: journal, depositLimit: Money(minorUnits: 1000))
        #expect(
            try ledger.deposit(Money(minorUnits: 0), to: account, idempotencyKey: Self.key("a"))
                == .rejected(.nonPositiveAmount(.zero)))
        #expect(
            try ledger.deposit(Money(minorUnits: 1001), to: account, idempotencyKey: Self.key("b"))
                == .rejected(.overLimit(amount: Money(minorUnits: 1001), limit: Money(minorUnits: 1000))))
        #expect(ledger.balance(of: account) == .zero)
        journal.close()
        #expect(try replayedEntries(of: reopenJournal(at: directory.path("journal.jsonl"))).isEmpty)
    }

    @Test func balanceOverflowIsRejectedNotACrash() throws {
        let directory = try TemporaryDirectory()
        let journal = try DepositJournal(path: directory.path("journal.jsonl"))
        let ledger = try Ledger(journal: journal, depositLimit: Money(minorUnits: .max))
        let first = try ledger.deposit(Money(minorUnits: .max), to: account, idempotencyKey: Self.key("max"))
        guard case .credited = first else {
            Issue.record("expected a credit, got \(first)")
            return
        }
        let second = try ledger.deposit(Money(minorUnits: 1), to: account, idempotencyKey: Self.key("one"))
        #expect(second == .rejected(.balanceOverflow(account: account, balance: Money(minorUnits: .max))))
        #expect(ledger.balance(of: account) == Money(minorUnits: .max))
    }

    @Test func writesAfterTheJournalClosesFailWithoutCrediting() throws {
        let directory = try TemporaryDirectory()
        let journal = try DepositJournal(path: directory.path("journal.jsonl"))
        let ledger = try Ledger(journal: journal)
        journal.close()
        #expect(throws: DepositJournalError.self) {
            try ledger.deposit(Money(minorUnits: 5), to: account, idempotencyKey: Self.key("late"))
        }
        #expect(ledger.balance(of: account) == .zero)
    }
}
