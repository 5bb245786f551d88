import BankAPI
import Foundation
import Synchronization
import Testing

@testable import BankServer

/// Deposits wait for the disk; balance reads must not wait for deposits.
@Suite("Group commit")
struct GroupCommitTests {
    private static let account = AccountID("acc-1")!

    private static func key(_ text: String) -> IdempotencyKey { IdempotencyKey(text)! }

    /// A bank whose `fsync` is held by `gate`.
    private static func ledger(in directory: TemporaryDirectory, gate: SyncGate) throws -> (DepositJournal, Ledger) {
        let journal = try DepositJournal(path: directory.path("journal.jsonl"), sync: gate.sync)
        return (journal, try Ledger(journal: journal))
    }

    @Test func balanceReadsDoNotWaitForAnFsyncInProgress() throws {
        let directory = try TemporaryDirectory()
        let gate = SyncGate()
        let (journal, ledger) = try Self.ledger(in: directory, gate: gate)
        defer { journal.close() }

        let first = Background {
            try ledger.deposit(Money(minorUnits: 500), to: Self.account, idempotencyKey: Self.key("k0"))
        }
        #expect(gate.waitForHeldSync())

        // The fsync is held: reads answer at once, without the deposit that is not yet durable.
        let started = ContinuousClock.now
        let reads = (0..<1000).map { _ in ledger.balance(of: Self.account) }
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(reads.allSatisfy { $0 == .zero })

        // Deposits that arrive meanwhile are written at once and share the next fsync.
        let more = (1...8).map { number in
            Background {
                try ledger.deposit(Money(minorUnits: 100), to: Self.account, idempotencyKey: Self.key("k\(number)"))
            }
        }
        #expect(Self.waitForLines(9, in: directory.path("journal.jsonl")))
        gate.open()

        let outcomes = try ([first] + more).map { try $0.value() }
        for outcome in outcomes {
            guard case .credited = outcome else {
                Issue.record("not credited: \(outcome)")
                continue
            }
        }
        #expect(ledger.balance(of: Self.account) == Money(minorUnits: 1300))
        #expect(gate.calls <= 3, "nine deposits took \(gate.calls) fsyncs")
    }

    @Test func aRetryDuringTheFirstFsyncIsAnsweredWithTheFirstConfirmation() throws {
        let directory = try TemporaryDirectory()
        let gate = SyncGate()
        let (journal, ledger) = try Self.ledger(in: directory, gate: gate)
        defer { journal.close() }

        let first = Background {
            try ledger.deposit(Money(minorUnits: 700), to: Self.account, idempotencyKey: Self.key("same"))
        }
        #expect(gate.waitForHeldSync())
        let retry = Background {
            try ledger.deposit(Money(minorUnits: 700), to: Self.account, idempotencyKey: Self.key("same"))
        }
        let conflicting = try ledger.deposit(Money(minorUnits: 1), to: Self.account, idempotencyKey: Self.key("same"))
        guard case .idempotencyConflict = conflicting else {
            Issue.record("a different amount with a pending key was \(conflicting)")
            return
        }
        gate.open()

        guard case .credited(let original) = try first.value(), case .replayed(let replay) = try retry.value() else {
            Issue.record("expected one credit and one replay")
            return
        }
        #expect(replay.depositID == original.depositID)
        #expect(replay.balance == original.balance)
        #expect(ledger.balance(of: Self.account) == Money(minorUnits: 700))
    }

    @Test func aFailedFsyncLeavesTheOutcomeUnknownAndARetryAfterRestartIsNotDoubled() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let gate = SyncGate()
        let (journal, ledger) = try Self.ledger(in: directory, gate: gate)

        let deposit = Background {
            try ledger.deposit(Money(minorUnits: 900), to: Self.account, idempotencyKey: Self.key("lost"))
        }
        #expect(gate.waitForHeldSync())
        gate.open(failing: true)
        // Written but perhaps not on disk: neither credited nor refused.
        #expect {
            try deposit.value()
        } throws: { error in
            guard case DepositJournalError.durabilityUnknown = error else { return false }
            return true
        }
        #expect(ledger.balance(of: Self.account) == .zero)
        // Until a restart reads back what is really on disk, nothing more is written.
        #expect {
            try ledger.deposit(Money(minorUnits: 1), to: Self.account, idempotencyKey: Self.key("next"))
        } throws: { error in
            guard case DepositJournalError.cannotWrite = error else { return false }
            return true
        }
        journal.close()

        // The line is in the file: the restart credits it, and the retry gets that credit back.
        let reopened = try reopenJournal(at: path)
        defer { reopened.close() }
        let restarted = try Ledger(journal: reopened)
        let retried = try restarted.deposit(Money(minorUnits: 900), to: Self.account, idempotencyKey: Self.key("lost"))
        guard case .replayed = retried else {
            Issue.record("retry was \(retried)")
            return
        }
        #expect(restarted.balance(of: Self.account) == Money(minorUnits: 900))
    }

    /// Waits (at most five seconds) until the file at `path` holds `count` lines.
    private static func waitForLines(_ count: Int, in path: String) -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            let bytes = FileManager.default.contents(atPath: path) ?? Data()
            if bytes.filter({ $0 == UInt8(ascii: "\n") }).count >= count { return true }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return false
    }
}
