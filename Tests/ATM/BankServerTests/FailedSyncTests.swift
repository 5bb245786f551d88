import BankAPI
import Foundation
import Testing

@testable import BankServer

#if canImport(Glibc)
import Glibc
#endif

/// A disk whose `fsync` fails with EIO. A deposit written before the failure may or may not be
/// on disk, so the bank must never answer "not credited" for it; the next start settles it, and
/// a retry with the same key is then credited exactly once.
@Suite("A journal whose fsync fails")
struct FailedSyncTests {
    /// `fsync(2)` on a failing disk.
    private static let failingSync: @Sendable (Int32) -> Int32 = { _ in
        errno = EIO
        return -1
    }

    private static func code(of response: RawHTTPResponse) throws -> String {
        try JSONDecoder().decode(ErrorResponseBody.self, from: response.body).error
    }

    @Test func theAnswerIsUnknownUntilARestartSettlesItAndTheRetryIsCreditedOnce() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let sound = try TestBank(journalPath: path)
        #expect(try sound.deposit(10_000, key: "before").status == 200)
        await sound.shutDown()

        let failing = try TestBank(journalPath: path, sync: Self.failingSync)
        let first = try failing.deposit(2_000, key: "on-a-failing-disk")
        #expect(first.status == 500)
        #expect(try Self.code(of: first) == WireFormat.outcomeUnknownCode)
        // Asked again while the disk still fails: still unknown, never "not credited".
        let retried = try failing.deposit(2_000, key: "on-a-failing-disk")
        #expect(try Self.code(of: retried) == WireFormat.outcomeUnknownCode)
        // A new deposit is refused before it is written: that one is truly not credited.
        let refused = try failing.deposit(500, key: "after-the-failure")
        #expect(refused.status == 500)
        #expect(try Self.code(of: refused) == WireFormat.notCreditedCode)
        #expect(try failing.balanceCents() == 10_000)
        #expect(failing.journal.path == path)
        await failing.shutDown()

        // Restarted on a disk that works again: the written line is read back and credited.
        let restarted = try TestBank(journalPath: path)
        #expect(try restarted.balanceCents() == 12_000)
        // The retry with the same key gets that credit back; nothing is credited twice.
        let afterRestart = try restarted.deposit(2_000, key: "on-a-failing-disk")
        #expect(afterRestart.status == 200)
        #expect(try afterRestart.decode(DepositConfirmation.self).replayed)
        #expect(try restarted.balanceCents() == 12_000)
        // The refused deposit was never written: its retry is a first credit.
        let refusedRetry = try restarted.deposit(500, key: "after-the-failure")
        #expect(refusedRetry.status == 200)
        #expect(try !refusedRetry.decode(DepositConfirmation.self).replayed)
        #expect(try restarted.balanceCents() == 12_500)
        await restarted.shutDown()

        // Every later start reads the same.
        let again = try TestBank(journalPath: path)
        #expect(try again.balanceCents() == 12_500)
        #expect(again.ledger.depositCount == 3)
        await again.shutDown()
    }

    @Test func theLedgerSaysTheDurabilityIsUnknownForEveryDepositTheFailedSyncCovered() throws {
        let directory = try TemporaryDirectory()
        let journal = try DepositJournal(path: directory.path("journal.jsonl"), sync: Self.failingSync)
        defer { journal.close() }
        let ledger = try Ledger(journal: journal)
        let account = try #require(AccountID("acc-1"))
        let key = try #require(IdempotencyKey("written"))
        let newKey = try #require(IdempotencyKey("new"))
        #expect {
            try ledger.deposit(Money(minorUnits: 100), to: account, idempotencyKey: key)
        } throws: { error in
            guard case DepositJournalError.durabilityUnknown = error else { return false }
            return "\(error)".contains("restart the server, which credits it if it is")
        }
        #expect {
            try ledger.deposit(Money(minorUnits: 100), to: account, idempotencyKey: key)
        } throws: { error in
            guard case DepositJournalError.durabilityUnknown = error else { return false }
            return true
        }
        #expect {
            try ledger.deposit(Money(minorUnits: 100), to: account, idempotencyKey: newKey)
        } throws: { error in
            guard case DepositJournalError.cannotWrite = error else { return false }
            return true
        }
    }
}
