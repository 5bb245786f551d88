import BankAPI
import Foundation

/// Reads one line of the journal as a ``JournalEntry``, or says why it is not one.
///
/// A line exactly as this bank writes it, `{"accountID":"…","amountMinorUnits":…,
/// "depositID":"…","idempotencyKey":"…"}` with sorted keys, plain ASCII strings and a
/// positive whole amount, is read directly. Hand-written because `JSONDecoder` takes about
/// 9 µs a line, which made a restart on a million deposits take far longer than the five
/// seconds the bank allows itself. Any other line goes through ``JSONSyntaxCheck`` and
/// `JSONDecoder`, which read such a line exactly as the direct reading does, and which say
/// what is wrong with a line that is not an entry.
enum JournalLine {
    /// The longest line read; this bank's lines are under 300 bytes. A longer one is not an
    /// entry, and stops the reading before it can take memory.
    static let maximumLength = 4096

    /// The entry on `line` (without its newline), line `lineNumber` of the journal at `path`.
    static func entry(
        _ line: ArraySlice<UInt8>, lineNumber: Int, path: String
    ) throws(DepositJournalError) -> JournalEntry {
        if let entry = canonicalEntry(line) { return entry }
        // Checked before decoding: the decoder traps on deep enough nesting, and says only
        // "not valid JSON" where the syntax check says what and where.
        if let problem = JSONSyntaxCheck.firstProblem(in: line) {
            throw .corruptLine(
                path: path, lineNumber: lineNumber, reason: "column \(problem.column): \(problem.message)")
        }
        do {
            return try JSONDecoder().decode(JournalEntry.self, from: Data(line))
        } catch {
            throw .corruptLine(path: path, lineNumber: lineNumber, reason: explain(error))
        }
    }

    /// The entry when `line` is exactly as this bank writes one, else nil.
    static func canonicalEntry(_ line: ArraySlice<UInt8>) -> JournalEntry? {
        var reader = Reader(bytes: line)
        guard reader.skip(#"{"accountID":""#), let account = reader.string().flatMap(AccountID.init),
            reader.skip(#","amountMinorUnits":"#), let cents = reader.positiveWholeNumber(),
            reader.skip(#","depositID":""#), let depositID = reader.string(), !depositID.isEmpty,
            reader.skip(#","idempotencyKey":""#), let key = reader.string().flatMap(IdempotencyKey.init),
            reader.skip("}"), reader.isAtEnd
        else { return nil }
        return JournalEntry(
            idempotencyKey: key, accountID: account, amount: Money(minorUnits: cents), depositID: depositID)
    }

    /// A cursor over a line, for ``canonicalEntry(_:)``.
    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var index: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        var isAtEnd: Bool { index == bytes.endIndex }

        /// Moves past `literal` if the line continues with it.
        mutating func skip(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard bytes.endIndex - index >= count else { return false }
            let matches = literal.withUTF8Buffer { expected in
                bytes[index..<(index + count)].elementsEqual(expected)
            }
            if matches { index += count }
            return matches
        }

        /// The text up to the next `"`, which it moves past, when every byte of it is printable
        /// ASCII other than `"` and `\`: text the encoder writes unescaped and the decoder reads
        /// as it is.
        mutating func string() -> String? {
            let start = index
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    defer { index += 1 }
                    return String(decoding: bytes[start..<index], as: UTF8.self)
                }
                guard (0x20...0x7E).contains(byte), byte != UInt8(ascii: "\\") else { return nil }
                index += 1
            }
            return nil
        }

        /// A whole number from 1 to `Int.max`, written without a sign or leading zero.
        mutating func positiveWholeNumber() -> Int? {
            guard index < bytes.endIndex, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[index]) else {
                return nil
            }
            var value = 0
            while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
                guard !overflow1, !overflow2 else { return nil }
                value = sum
                index += 1
            }
            return value
        }
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
