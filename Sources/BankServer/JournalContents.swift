import BankAPI
import Foundation

/// The entries recovered from a journal file's bytes, and how much of the file is sound.
///
/// Only the last line can be torn by a crash mid-write (entries are appended one whole line
/// at a time), so a last line without its newline or with invalid JSON is dropped; an
/// invalid line anywhere else means real damage and is an error.
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
        let hasUnterminatedTail = lineStart < bytes.count

        let decoder = JSONDecoder()
        var entries: [JournalEntry] = []
        var validByteCount = lineStart
        for (offset, range) in lineRanges.enumerated() {
            // Checked first, and never excused as a torn line: the decoder traps on deep enough
            // nesting (see JSONNesting), and no torn write of a real entry nests at all.
            guard !JSONNesting.isTooDeep(bytes[range]) else {
                throw .corruptLine(path: path, lineNumber: offset + 1, reason: JSONNesting.tooDeepReason)
            }
            do {
                entries.append(try decoder.decode(JournalEntry.self, from: Data(bytes[range])))
            } catch {
                let isLastLine = offset == lineRanges.count - 1 && !hasUnterminatedTail
                guard isLastLine else {
                    throw .corruptLine(path: path, lineNumber: offset + 1, reason: Self.explain(error))
                }
                validByteCount = range.lowerBound
            }
        }
        self.entries = entries
        self.validByteCount = validByteCount
    }

    /// A short reason for a line that did not decode.
    private static func explain(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _):
            "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        case DecodingError.dataCorrupted(let context):
            context.codingPath.isEmpty
                ? "not a JSON object"
                : "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\": \(context.debugDescription)"
        default:
            "not a valid entry"
        }
    }
}
