import BankAPI
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal's companion record, `<journal>.state`: how many bytes, holding how many
/// deposits, the journal had on disk at its last `fsync`.
///
/// A journal cannot protect itself from being cut short or replaced from outside, but the
/// bank can notice: it rewrites this record after every `fsync` of the journal and before any
/// deposit that sync covers is acknowledged, so every acknowledged deposit lies within the
/// bytes it names. A journal shorter than that, or whose first bytes no longer hold that many
/// deposits, lost acknowledged deposits, and the bank refuses to start on it.
///
/// The record is rewritten in place, one small write that never spans a page, without an
/// `fsync` of its own (closing the journal syncs it): after a power cut it may be older than
/// the journal, which only makes it name fewer bytes, never more, so it never refuses a sound
/// journal.
public struct JournalState: Sendable, Hashable {
    /// How many bytes of the journal were on disk.
    public var durableBytes: Int
    /// How many deposits (lines) those bytes hold.
    public var deposits: Int

    /// Every record is this long, padded with spaces, so each rewrite replaces it whole.
    static let recordSize = 64

    /// The record's path for the journal at `journalPath`.
    static func path(forJournal journalPath: String) -> String {
        journalPath + ".state"
    }

    /// The record as written: one JSON line, padded to ``recordSize``.
    var record: [UInt8] {
        let text = #"{"deposits":\#(deposits),"durableBytes":\#(durableBytes)}"#
        return Array(text.utf8)
            + Array(repeating: UInt8(ascii: " "), count: max(0, Self.recordSize - 1 - text.utf8.count))
            + [UInt8(ascii: "\n")]
    }

    /// Reads a record; nil when `bytes` are not one.
    init?(record bytes: [UInt8]) {
        guard bytes.count <= Self.recordSize, JSONSyntaxCheck.firstProblem(in: bytes) == nil,
            let fields = try? JSONDecoder().decode(Fields.self, from: Data(bytes)),
            fields.durableBytes >= 0, fields.deposits >= 0, fields.deposits <= fields.durableBytes
        else { return nil }
        self.init(durableBytes: fields.durableBytes, deposits: fields.deposits)
    }

    init(durableBytes: Int, deposits: Int) {
        self.durableBytes = durableBytes
        self.deposits = deposits
    }

    private struct Fields: Decodable {
        let durableBytes: Int
        let deposits: Int
    }
}
