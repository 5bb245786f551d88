import BankAPI
import Foundation
import Testing

@testable import BankServer

#if canImport(Glibc)
import Glibc
#endif

/// What the journal accepts as a file, and how much of it a restart reads at once.
@Suite("Journal file")
struct JournalFileTests {
    private static func opening(_ path: String) -> DepositJournalError? {
        do {
            let journal = try DepositJournal(path: path)
            journal.close()
            return nil
        } catch {
            return error
        }
    }

    @Test func aFolderIsRefusedInOneLine() throws {
        let directory = try TemporaryDirectory()
        let error = Self.opening(directory.url.path)
        #expect(
            error == .cannotOpen(path: directory.url.path, reason: "it is a directory, not a regular file"),
            "\(String(describing: error))")
        #expect(error.map { "\($0)".contains("\n") } == false)
    }

    /// A FIFO nobody writes to hung the start forever.
    @Test func aNamedPipeIsRefusedAtOnce() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.fifo")
        try #require(mkfifo(path, 0o600) == 0)
        let started = ContinuousClock.now
        #expect(Self.opening(path) == .cannotOpen(path: path, reason: "it is a named pipe (FIFO), not a regular file"))
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    /// A link to /dev/zero read without end: gigabytes of memory, then an abort.
    @Test func aLinkToADeviceIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        #expect(Self.opening(path) == .cannotOpen(path: path, reason: "it is a device, not a regular file"))
    }

    @Test func aLineLongerThanAnyEntryStopsTheReplayAtThatLine() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let long = String(repeating: "x", count: JournalLine.maximumLength + 1)
        try (DepositJournalTests.line("k1", number: 1) + "\n" + long + "\n").write(
            toFile: path, atomically: false, encoding: .utf8)
        let journal = try DepositJournal(path: path)
        defer { journal.close() }
        #expect(
            throws: DepositJournalError.corruptLine(
                path: path, lineNumber: 2, reason: "it is longer than 4096 bytes, which no entry is")
        ) { try Ledger(journal: journal) }
    }

    @Test func aFileWhoseEndIsNoLineIsNotAJournal() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        try Data(repeating: UInt8(ascii: "x"), count: 100_000).write(to: URL(fileURLWithPath: path))
        #expect(
            Self.opening(path)
                == .notAJournal(
                    path: path,
                    reason: "its last 4096 bytes hold no line end, and no journal line is that long"))
    }

    /// The reader keeps one block in memory; lines that straddle blocks are read whole.
    @Test func aJournalLongerThanOneReadBlockIsReplayedWhole() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("journal.jsonl")
        let count = 12_000 // about 1.5 MB, more than one block
        let text = (1...count).map { DepositJournalTests.line("key-\($0)", cents: $0, number: $0) }.joined(
            separator: "\n")
        try (text + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        let journal = try DepositJournal(path: path)
        defer { journal.close() }
        let ledger = try Ledger(journal: journal)
        #expect(ledger.depositCount == count)
        #expect(ledger.balance(of: try #require(AccountID("acc-1"))) == Money(minorUnits: count * (count + 1) / 2))
    }

    /// The direct reading of a line as the bank writes it gives what the decoder gives.
    @Test(arguments: [
        DepositJournalTests.line("k1", number: 1),
        DepositJournalTests.line(
            "key-with_all-ALLOWED-chars-09", "acc-Z-9", cents: 9_223_372_036_854_775_807, number: 7),
    ])
    func theDirectReadingAgreesWithTheDecoder(line: String) throws {
        let bytes = Array(line.utf8)[...]
        let direct = try #require(JournalLine.canonicalEntry(bytes))
        #expect(direct == (try JSONDecoder().decode(JournalEntry.self, from: Data(bytes))))
    }

    /// Anything but the bank's own form goes to the decoder, which reads it or says why not.
    @Test(arguments: [
        #"{"accountID": "acc-1", "amountMinorUnits": 100, "depositID": "dep-000001", "idempotencyKey": "k1"}"#,
        #"{"idempotencyKey":"k1","accountID":"acc-1","amountMinorUnits":100,"depositID":"dep-000001"}"#,
        #"{"accountID":"acc-1","amountMinorUnits":100,"depositID":"dep\/1","idempotencyKey":"k1"}"#,
        #"{"accountID":"acc-1","amountMinorUnits":0100,"depositID":"dep-000001","idempotencyKey":"k1"}"#,
        #"{"accountID":"acc-1","amountMinorUnits":0,"depositID":"dep-000001","idempotencyKey":"k1"}"#,
        #"{"accountID":"acc-1","amountMinorUnits":99999999999999999999,"depositID":"d","idempotencyKey":"k1"}"#,
    ])
    func otherFormsAreNotReadDirectly(line: String) {
        #expect(JournalLine.canonicalEntry(Array(line.utf8)[...]) == nil)
    }
}
