import BankAPI
import Foundation
import Testing

@testable import BankServer

@Suite("Deposit journal")
struct DepositJournalTests {
    private static func entry(_ key: String, _ account: String = "acc-1", cents: Int = 100, number: Int) throws
        -> JournalEntry
    {
        JournalEntry(
            idempotencyKey: try #require(IdempotencyKey(key)), accountID: try #require(AccountID(account)),
            amount: Money(minorUnits: cents), depositID: Ledger.depositID(number: number))
    }

    static func line(_ key: String, _ account: String = "acc-1", cents: Int = 100, number: Int) -> String {
        #"{"accountID":"\#(account)","amountMinorUnits":\#(cents),"depositID":"\#(Ledger.depositID(number: number))","idempotencyKey":"\#(key)"}"#
    }

    @Test func writesOneSortedJSONLinePerDeposit() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let journal = try DepositJournal(path: path)
        _ = try replayedEntries(of: journal)
        try journal.append(Self.entry("k1", number: 1))
        try journal.append(Self.entry("k2", "acc-2", cents: 250, number: 2))
        journal.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == Self.line("k1", number: 1) + "\n" + Self.line("k2", "acc-2", cents: 250, number: 2) + "\n")
        #expect(throws: DepositJournalError.closed(path: path)) { try journal.append(Self.entry("k3", number: 3)) }
    }

    @Test func restartKeepsBalancesAndIdempotency() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")

        let first = try TestBank(journalPath: path)
        let original = try first.deposit(500, key: "before-restart").decode(DepositConfirmation.self)
        _ = try first.deposit(300, to: "acc-2", key: "other-account")
        await first.shutDown()

        let second = try TestBank(journalPath: path)
        #expect(second.ledger.depositCount == 2)
        #expect(try second.balanceCents() == 500)
        #expect(try second.balanceCents(of: "acc-2") == 300)
        let replay = try second.deposit(500, key: "before-restart").decode(DepositConfirmation.self)
        #expect(replay.replayed)
        #expect(replay.depositID == original.depositID)
        #expect(replay.balance == original.balance)
        #expect(try second.deposit(999, key: "before-restart").status == 409)
        let next = try second.deposit(100, key: "after-restart").decode(DepositConfirmation.self)
        #expect(next.depositID == "dep-000003")
        #expect(next.balance == Money(minorUnits: 600))
        await second.shutDown()
    }

    @Test func tornLastLineIsDroppedAndTruncated() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let sound = Self.line("k1", number: 1) + "\n"
        let torn = #"{"accountID":"acc-1","amountMin"#
        try (sound + torn).write(toFile: path, atomically: false, encoding: .utf8)

        let journal = try DepositJournal(path: path)
        #expect(journal.discardedTornBytes == torn.utf8.count)
        let ledger = try Ledger(journal: journal)
        #expect(ledger.depositCount == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == sound)

        let outcome = try ledger.deposit(
            Money(minorUnits: 50), to: try #require(AccountID("acc-1")),
            idempotencyKey: try #require(IdempotencyKey("k2")))
        guard case .credited(let confirmation) = outcome else {
            Issue.record("expected a credit, got \(outcome)")
            return
        }
        #expect(confirmation.depositID == "dep-000002")
        #expect(confirmation.balance == Money(minorUnits: 150))
        journal.close()

        let reopened = try reopenJournal(at: path)
        #expect(reopened.discardedTornBytes == 0)
        #expect(try replayedEntries(of: reopened).count == 2)
    }

    /// A complete line may be an acknowledged deposit: recovery used to delete it when it failed
    /// validation. Only a last line without its newline is torn; anything else stops the bank.
    @Test(arguments: [
        ("{\"accountID\":\u{0}\u{0}", "column 14: expected a value, found U+0000"),
        (DepositJournalTests.line("k2", cents: -5, number: 2), "\"amountMinorUnits\": amount must be positive"),
        (
            DepositJournalTests.line("k2", number: 2).replacingOccurrences(of: "\"depositID\"", with: "\"depositId\""),
            "missing \"depositID\""
        ),
        ("[1]", "not a JSON object"),
        (DepositJournalTests.line("k2", number: 2) + " x", "expected nothing more after the value, found 'x'"),
    ])
    func invalidLastLineWithNewlineIsCorrupt(lastLine: String, reason: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let contents = Self.line("k1", number: 1) + "\n" + lastLine + "\n"
        try contents.write(toFile: path, atomically: false, encoding: .utf8)
        #expect {
            try replayedEntries(of: DepositJournal(path: path))
        } throws: { error in
            guard case DepositJournalError.corruptLine(_, let lineNumber, let found) = error else { return false }
            return lineNumber == 2 && found.contains(reason)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == contents, "the file is left as it was")
    }

    /// The decoder called an amount beyond Int64 "not valid JSON", which was reported as "not a JSON object".
    @Test func anAmountBeyondInt64IsReportedAsSuch() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let huge = Self.line("k1", number: 1).replacingOccurrences(
            of: "\"amountMinorUnits\":100", with: "\"amountMinorUnits\":99999999999999999999")
        try #require(huge.contains("99999999999999999999"))
        try (huge + "\n" + Self.line("k2", number: 2) + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        #expect {
            try replayedEntries(of: DepositJournal(path: path))
        } throws: { error in
            guard case DepositJournalError.corruptLine(_, 1, let reason) = error else { return false }
            return reason.hasSuffix(
                "'99999999999999999999' is too large: whole numbers here are from \(Int.min) to \(Int.max)")
        }
    }

    @Test func corruptMiddleLineIsAnErrorWithItsLineNumber() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let contents = Self.line("k1", number: 1) + "\n" + "this is not json\n" + Self.line("k3", number: 3) + "\n"
        try contents.write(toFile: path, atomically: false, encoding: .utf8)
        #expect {
            try replayedEntries(of: DepositJournal(path: path))
        } throws: { error in
            guard case DepositJournalError.corruptLine(_, let lineNumber, _) = error else { return false }
            return lineNumber == 2 && "\(error)".contains("line 2")
        }
        // The damaged file is left exactly as it was.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == contents)

        // A valid JSON line that breaks the rules is corrupt too.
        let negative = Self.line("k1", cents: -5, number: 1) + "\n" + Self.line("k2", number: 2) + "\n"
        try negative.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: DepositJournalError.self) { try replayedEntries(of: DepositJournal(path: path)) }
    }

    /// A line of 513 `[` made the decoder trap, so the bank crashed on every start. Deep
    /// nesting is corrupt wherever it is, even on the last complete line.
    @Test(arguments: [1, 2])
    func deeplyNestedLineIsCorruptAtItsLineNumber(lineNumber: Int) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        var lines = [Self.line("k1", number: 1)]
        lines.insert(String(repeating: "[", count: 513), at: lineNumber - 1)
        let contents = lines.joined(separator: "\n") + "\n"
        try contents.write(toFile: path, atomically: false, encoding: .utf8)
        #expect {
            try replayedEntries(of: DepositJournal(path: path))
        } throws: { error in
            guard case DepositJournalError.corruptLine(_, let number, let reason) = error else { return false }
            return number == lineNumber && reason.contains("nested more than 32 deep")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == contents)
    }

    @Test func repeatedKeyInTheJournalIsRefusedByTheLedger() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        try (Self.line("k1", number: 1) + "\n" + Self.line("k1", number: 2) + "\n").write(
            toFile: path, atomically: false, encoding: .utf8)
        let journal = try DepositJournal(path: path)
        #expect {
            try Ledger(journal: journal)
        } throws: { error in
            guard case DepositJournalError.corruptLine(_, let lineNumber, _) = error else { return false }
            return lineNumber == 2
        }
    }

    @Test func aJournalCanBeOpenedOnlyOnceAtATime() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let journal = try DepositJournal(path: path)
        #expect(throws: DepositJournalError.inUse(path: path)) { try DepositJournal(path: path) }
        journal.close()
        _ = try reopenJournal(at: path)
    }

    @Test func unopenableJournalIsAClearError() throws {
        let directory = try TemporaryDirectory()
        #expect {
            try DepositJournal(path: directory.path("missing-dir/journal.jsonl"))
        } throws: { error in
            "\(error)".contains("cannot open the deposit journal")
        }
    }
}
