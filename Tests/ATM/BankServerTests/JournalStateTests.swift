import BankAPI
import Foundation
import Testing

@testable import BankServer

/// The journal's state record notices a journal cut short or changed from outside, and the
/// torn-line warning says only what is known.
@Suite("Journal state record")
struct JournalStateTests {
    /// A journal with `count` acknowledged deposits, closed, and its path.
    private static func acknowledged(_ count: Int, in directory: TemporaryDirectory) throws -> String {
        let path = directory.path("journal.jsonl")
        let bank = try TestBank(journalPath: path)
        for number in 1...count {
            #expect(try bank.deposit(100, key: "ack-\(number)").status == 200)
        }
        bank.server.stop()
        bank.journal.close()
        return path
    }

    private static func truncate(_ path: String, to length: Int) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(length))
        try handle.close()
    }

    private static func size(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }

    /// Thirty acknowledged deposits became zero balances, without a word.
    @Test func aJournalTruncatedToNothingIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.acknowledged(3, in: directory)
        let length = try Self.size(path)
        try Self.truncate(path, to: 0)
        #expect(
            throws: DepositJournalError.shorterThanAcknowledged(
                path: path, length: 0, recorded: JournalState(durableBytes: length, deposits: 3),
                statePath: path + ".state")
        ) { try DepositJournal(path: path) }
    }

    /// A journal removed from outside was created anew and then said to "hold 0 bytes".
    @Test func aMissingJournalIsReportedMissingAndNotCreated() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.acknowledged(3, in: directory)
        let length = try Self.size(path)
        try FileManager.default.removeItem(atPath: path)
        #expect {
            try DepositJournal(path: path)
        } throws: { error in
            guard case DepositJournalError.missing(path, JournalState(durableBytes: length, deposits: 3), _) = error
            else { return false }
            return "\(error)".hasPrefix("the deposit journal \(path) is missing, but 3 deposits")
        }
        #expect(!FileManager.default.fileExists(atPath: path), "a refused start created the journal")
    }

    /// Cutting the last acknowledged line short, even only its newline, was taken for a torn write.
    @Test(arguments: [1, 20])
    func aLastAcknowledgedLineCutShortIsRefused(cut: Int) throws {
        let directory = try TemporaryDirectory()
        let path = try Self.acknowledged(2, in: directory)
        let length = try Self.size(path)
        try Self.truncate(path, to: length - cut)
        #expect {
            try DepositJournal(path: path)
        } throws: { error in
            guard case DepositJournalError.shorterThanAcknowledged(_, _, let recorded, _) = error else { return false }
            return recorded == JournalState(durableBytes: length, deposits: 2)
                && "\(error)".contains("remove \(path).state to start from it as it is")
        }
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        #expect(contents.utf8.count == length - cut, "the journal is left as it was")
    }

    @Test func aJournalWhoseLinesNoLongerMatchTheRecordIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.acknowledged(3, in: directory)
        // The same first bytes said to hold one deposit less: as if a line had been swapped in.
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let twoLines = lines[0].utf8.count + lines[1].utf8.count + 2
        try Data(JournalState(durableBytes: twoLines, deposits: 1).record).write(
            to: URL(fileURLWithPath: path + ".state"))
        let journal = try DepositJournal(path: path)
        defer { journal.close() }
        #expect(
            throws: DepositJournalError.changedFromOutside(
                path: path, recorded: JournalState(durableBytes: twoLines, deposits: 1), foundDeposits: 2,
                foundBytes: twoLines, statePath: path + ".state")
        ) { try Ledger(journal: journal) }
    }

    @Test func aTornLineAfterTheAcknowledgedOnesIsRemovedSayingItWasNotAcknowledged() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.acknowledged(2, in: directory)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"accountID":"acc-1","amou"#.utf8))
        try handle.close()

        let journal = try DepositJournal(path: path)
        defer { journal.close() }
        #expect(journal.discardedTornBytes == 26)
        #expect(
            journal.tornLineNote?.contains("was never acknowledged") == true,
            "\(String(describing: journal.tornLineNote))")
        #expect(try Ledger(journal: journal).depositCount == 2)
    }

    @Test func withoutARecordTheTornLineWarningSaysWhatCannotBeTold() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        try (DepositJournalTests.line("k1", number: 1) + "\n" + #"{"accountID":"#).write(
            toFile: path, atomically: false, encoding: .utf8)
        let journal = try DepositJournal(path: path)
        #expect(journal.tornLineNote?.contains("no state record to tell whether it was acknowledged") == true)
        #expect(journal.missingStateNote?.contains("is kept from now on") == true)
        #expect(!(journal.tornLineNote ?? "").contains("never acknowledged"))
        #expect(try Ledger(journal: journal).depositCount == 1)
        journal.close()

        // The record is kept from the first start on: cutting the journal now is noticed.
        try Self.truncate(path, to: 0)
        #expect(throws: DepositJournalError.self) { try DepositJournal(path: path) }
    }

    @Test func aRecordThatIsNotOneIsAnErrorSayingWhatToDo() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: path + ".state"))
        #expect {
            try DepositJournal(path: path)
        } throws: { error in
            "\(error)"
                == "the deposit journal's state record \(path).state cannot be used: it does not hold a state record; "
                + "remove it to start without checking the journal against it"
        }
        #expect(!FileManager.default.fileExists(atPath: path), "a refused start created the journal")
    }

    @Test func theRecordFollowsEverySync() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.acknowledged(4, in: directory)
        let record = try #require(
            JournalState(record: Array(try Data(contentsOf: URL(fileURLWithPath: path + ".state")))))
        #expect(record == JournalState(durableBytes: try Self.size(path), deposits: 4))
    }
}
