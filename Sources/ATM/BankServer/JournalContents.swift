import BankAPI
import Foundation

/// The entries recovered from a journal file's bytes, and how much of the file is sound.
///
/// Entries are appended as one write of a whole line and its newline, and a deposit is
/// acknowledged only once that line is on disk. So a crash mid-write can leave only a last
/// line without its newline, which no one was told about: that torn tail is dropped. Every
/// line that ends in a newline may be an acknowledged deposit, so one that is not a valid
/// entry, even the last, is damage a person must look at, and an error.
struct JournalContents: Sendable, Hashable {
    /// The valid entries, in file order; entry `i` is on line `i + 1`.
    var entries: [JournalEntry]
    /// How many leading bytes hold those entries; anything after is a torn last line.
    var validByteCount: Int

    /// Parses `bytes`, naming `path` in errors.
    init(parsing bytes: [UInt8], path: String) throws(DepositJournalError) {
        let newline = UInt8(ascii: "\n")
        var lineRanges: [Range<Int>] = []
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == newline {
            lineRanges.append(lineStart..<index)
            lineStart = index + 1
        }

        let decoder = JSONDecoder()
        var entries: [JournalEntry] = []
        for (offset, range) in lineRanges.enumerated() {
            let line = bytes[range]
            // Checked before decoding: the decoder traps on deep enough nesting, and says only
            // "not valid JSON" where the syntax check says what and where.
            if let problem = JSONSyntaxCheck.firstProblem(in: line) {
                throw .corruptLine(
                    path: path, lineNumber: offset + 1, reason: "column \(problem.column): \(problem.message)")
            }
            do {
                entries.append(try decoder.decode(JournalEntry.self, from: Data(line)))
            } catch {
                throw .corruptLine(path: path, lineNumber: offset + 1, reason: Self.explain(error))
            }
        }
        self.entries = entries
        self.validByteCount = lineStart
    }

    /// A short reason for a line that is valid JSON but not a valid entry.
    private static func explain(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _):
            return "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            guard !context.codingPath.isEmpty else { return "not a JSON object" }
            return "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        case DecodingError.dataCorrupted(let context):
            guard !context.codingPath.isEmpty else { return "not a valid entry (\(context.debugDescription))" }
            return "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\": \(context.debugDescription)"
        default:
            return "not a valid entry (\(error))"
        }
    }
}
