#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks that a JSON text (RFC 8259) is in the one dialect everything here reads, before
/// `JSONDecoder` sees it, and otherwise says what the first problem is and where, as in
/// `line 3, column 28: expected ':' after the key, found '500'`.
///
/// The dialect is JSON with exactly one reading: UTF-8 only, no trailing commas, no repeated
/// keys, whole numbers that fit in an `Int`, and arrays and objects nested at most
/// ``maximumDepth`` deep. The bank's request bodies and journal, its answers as the ATM reads
/// them, and the ATM's configuration file all use it, so a text one side accepts the other
/// never refuses.
///
/// Hand-written because the toolchain cannot do any of it: `JSONDecoder` says only "The given
/// data was not valid JSON", with no place; it quietly reads trailing commas, keeps the first
/// of two equal keys (where `JSONSerialization` keeps the last), and reads `1e2`, `100.0` and
/// `99.999999999999999999` as the integer 100; and it traps (SIGILL) on a text whose 513th
/// nested `[` is its last byte. Turning escapes in keys into text is left to `JSONDecoder`.
///
/// The walk is a loop over an explicit stack of the open arrays and objects, not recursion,
/// and it builds no values.
public struct JSONSyntaxCheck {
    /// The first problem found: where, and what.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// Lines end at line feeds; both line and column count from 1, and columns count characters.
        public let line: Int
        public let column: Int
        public let message: String

        /// `line L, column C: message`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// The deepest nesting of arrays and objects accepted: every format here nests at most
    /// three deep, and `JSONDecoder` traps at 513.
    public static let maximumDepth = 32

    /// The message for a text nested deeper than ``maximumDepth``.
    public static let tooDeepReason = "arrays and objects are nested more than \(maximumDepth) deep"

    /// Nil when `text` is one JSON value in the dialect, with only white space around it;
    /// otherwise the first problem: lines end at line feeds, and columns count characters (a
    /// tab is one), both from 1. UTF-8 text may start with a byte order mark.
    public static func firstProblem(in text: some Sequence<UInt8>) -> Problem? {
        let bytes = Array(text)
        guard !bytes.isEmpty else {
            return Problem(line: 1, column: 1, message: "there is no JSON value, the text is empty")
        }
        if isWideEncoding(bytes) {
            return Problem(line: 1, column: 1, message: "the text is not UTF-8 (it looks like UTF-16 or UTF-32)")
        }
        var check = JSONSyntaxCheck(bytes: bytes)
        do {
            try check.walk()
            return nil
        } catch {
            let (line, column) = check.position(of: error.offset)
            return Problem(line: line, column: column, message: error.message)
        }
    }

    /// What may come next in the text.
    private enum Expectation {
        /// The whole text's value, or a member's value after its ':'.
        case value
        /// An array's first element, or its ']'.
        case firstElementOrClose
        /// An array's element after a ','.
        case element
        /// An object's first key, or its '}'.
        case firstKeyOrClose
        /// An object's key after a ','.
        case key
        case colon
        /// After a value inside an array or object.
        case commaOrClose
        /// After the whole text's value: only white space.
        case end
    }

    /// An open array or object.
    private enum Container {
        case array, object

        var closer: UInt8 { self == .array ? UInt8(ascii: "]") : UInt8(ascii: "}") }
    }

    /// The first error: where in the bytes, and what.
    private struct Failure: Error {
        let offset: Int
        let message: String
    }

    private let bytes: [UInt8]
    /// Where the text starts: after a UTF-8 byte order mark, if any.
    private let start: Int
    private var offset: Int
    /// The open arrays and objects, innermost last.
    private var containers: [Container] = []
    /// The keys seen so far in each open object, innermost last.
    private var keys: [Set<String>] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        offset = start
    }

    // MARK: - Structure

    private mutating func walk() throws(Failure) {
        var expected = Expectation.value
        while true {
            skipWhiteSpace()
            guard offset < bytes.count else {
                if expected == .end { return }
                throw unexpected(expected)
            }
            let byte = bytes[offset]
            switch expected {
            case .value, .firstElementOrClose, .element:
                if byte == UInt8(ascii: "]"), expected != .value {
                    if expected == .element { throw trailingComma() }
                    offset += 1
                    expected = closed()
                } else {
                    expected = try value(expected)
                }
            case .firstKeyOrClose, .key:
                if byte == UInt8(ascii: "}") {
                    if expected == .key { throw trailingComma() }
                    offset += 1
                    expected = closed()
                } else {
                    guard byte == UInt8(ascii: "\"") else { throw unexpected(expected) }
                    let opening = offset
                    try skipString()
                    let key = text(ofStringAt: opening)
                    guard keys[keys.count - 1].insert(key).inserted else {
                        throw Failure(
                            offset: opening, message: "the key \"\(key)\" appears more than once in this object")
                    }
                    expected = .colon
                }
            case .colon:
                guard byte == UInt8(ascii: ":") else { throw unexpected(expected) }
                offset += 1
                expected = .value
            case .commaOrClose:
                let container = containers[containers.count - 1]
                if byte == UInt8(ascii: ",") {
                    offset += 1
                    expected = container == .array ? .element : .key
                } else {
                    guard byte == container.closer else { throw unexpected(expected) }
                    offset += 1
                    expected = closed()
                }
            case .end:
                throw unexpected(expected)
            }
        }
    }

    /// Moves past the value that starts here, or into it if it is an array or object;
    /// returns what comes next. A value was `expected` here, for the error if there is none.
    private mutating func value(_ expected: Expectation) throws(Failure) -> Expectation {
        switch bytes[offset] {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            guard containers.count < Self.maximumDepth else {
                throw Failure(offset: offset, message: Self.tooDeepReason)
            }
            let isArray = bytes[offset] == UInt8(ascii: "[")
            containers.append(isArray ? .array : .object)
            if !isArray { keys.append([]) }
            offset += 1
            return isArray ? .firstElementOrClose : .firstKeyOrClose
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try skipNumber()
        default:
            let word = self.word(at: offset)
            guard ["true", "false", "null"].contains(word) else { throw unexpected(expected) }
            offset += word.utf8.count
        }
        return afterValue
    }

    /// What comes after a value, given the containers still open.
    private var afterValue: Expectation {
        containers.isEmpty ? .end : .commaOrClose
    }

    /// Closes the innermost container, whose closer was just passed; returns what comes next.
    private mutating func closed() -> Expectation {
        if containers.removeLast() == .object { keys.removeLast() }
        return afterValue
    }

    private mutating func skipWhiteSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    // MARK: - Strings

    /// Moves past the string whose opening quote is here.
    private mutating func skipString() throws(Failure) {
        let opening = offset
        offset += 1
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"):
                try skipEscape()
            case UInt8(ascii: "\n"):
                throw Failure(offset: offset, message: "line break in a string; is its closing '\"' missing?")
            case ..<0x20:
                throw Failure(
                    offset: offset,
                    message: "\(Self.codePoint(UInt32(byte))) in a string must be written as an escape such as \\t")
            case ..<0x80:
                offset += 1
            default:
                guard let length = scalarLength(at: offset) else {
                    throw Failure(offset: offset, message: "\(Self.hexByte(byte)) in a string is not UTF-8")
                }
                offset += length
            }
        }
        throw Failure(offset: opening, message: "unterminated string: no closing '\"' before the end of input")
    }

    /// Moves past the escape whose backslash is here; at the end of the text, only to the end.
    private mutating func skipEscape() throws(Failure) {
        let backslash = offset
        offset += 1
        guard offset < bytes.count else { return }
        let escaped = bytes[offset]
        offset += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"),
            UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            break
        default:
            let shown =
                (0x20...0x7E).contains(escaped)
                ? "'\\\(Character(Unicode.Scalar(escaped)))'" : "'\\' followed by \(found(at: backslash + 1))"
            throw Failure(
                offset: backslash,
                message: "invalid escape \(shown); "
                    + "the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex digits")
        }
        let unit = try hexCodeUnit(escapeAt: backslash)
        switch unit {
        case 0xD800...0xDBFF:
            // Half a character: the escape of its low half must follow at once.
            let next = offset
            let unpaired = Failure(
                offset: backslash,
                message: "'\\u\(Self.hex(unit))' must be followed by a low surrogate escape, \\uDC00 to \\uDFFF")
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") else {
                throw unpaired
            }
            offset += 2
            guard (0xDC00...0xDFFF).contains(try hexCodeUnit(escapeAt: next)) else { throw unpaired }
        case 0xDC00...0xDFFF:
            throw Failure(
                offset: backslash, message: "'\\u\(Self.hex(unit))' is a low surrogate without a high one before it")
        default:
            break
        }
    }

    /// Moves past the four hex digits of the `\u` escape whose backslash is at `backslash`.
    private mutating func hexCodeUnit(escapeAt backslash: Int) throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else {
                throw Failure(offset: backslash, message: "'\\u' must be followed by four hex digits")
            }
            unit = unit << 4 | digit
            offset += 1
        }
        return unit
    }

    // MARK: - Numbers

    /// Moves past the number that starts here: an optional `-`, an integer without leading
    /// zeros, then optionally a fraction and an exponent.
    private mutating func skipNumber() throws(Failure) {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integer = offset
        try skipDigits(expected: "a digit after '-'")
        if bytes[integer] == UInt8(ascii: "0"), offset - integer > 1 {
            throw Failure(offset: integer, message: "a number must not start with 0 followed by more digits")
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            try skipDigits(expected: "a digit after '.'")
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            try skipDigits(expected: "a digit in the exponent")
        }
        let number = String(decoding: bytes[start..<offset], as: UTF8.self)
        let shown = number.count > 24 ? "'\(number.prefix(24))…'" : "'\(number)'"
        guard number.allSatisfy({ $0 == "-" || $0.isASCII && $0.isNumber }) else {
            throw Failure(
                offset: start, message: "\(shown) is not a whole number; write it without a fraction or exponent")
        }
        guard Int(number) != nil else {
            throw Failure(
                offset: start, message: "\(shown) is too large: whole numbers here are from \(Int.min) to \(Int.max)")
        }
    }

    /// The text of the key whose opening quote is at `opening`, already checked, with its
    /// escapes resolved, so keys written differently but meaning the same compare equal.
    private func text(ofStringAt opening: Int) -> String {
        let end = offset
        let quoted = bytes[opening..<end]
        guard quoted.contains(UInt8(ascii: "\\")) else {
            return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
        }
        // One string, already checked: the decoder's escapes are the standard's.
        return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? String(decoding: quoted, as: UTF8.self)
    }

    /// Moves past one or more digits.
    private mutating func skipDigits(expected: String) throws(Failure) {
        let first = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
            offset += 1
        }
        guard offset > first else { throw unexpected(expected) }
    }

    // MARK: - Messages

    /// The error for a `]` or `}` right after a comma, here, when that is refused.
    private func trailingComma() -> Failure {
        Failure(
            offset: offset,
            message:
                "a comma before '\(Character(Unicode.Scalar(bytes[offset])))' is not allowed here (a trailing comma)")
    }

    /// The error for finding something other than `expected` here.
    private func unexpected(_ expected: Expectation) -> Failure {
        let description =
            switch expected {
            case .value, .element: "a value"
            case .firstElementOrClose: "a value or ']'"
            case .firstKeyOrClose: "a string key or '}'"
            case .key: "a string key"
            case .colon: "':' after the key"
            case .commaOrClose: containers.last == .array ? "',' or ']'" : "',' or '}'"
            case .end: "nothing more after the value"
            }
        return unexpected(description)
    }

    /// The error for finding something other than `expected`, in words, here.
    private func unexpected(_ expected: String) -> Failure {
        guard offset < bytes.count else {
            return Failure(offset: offset, message: "unexpected end of input, expected \(expected)")
        }
        return Failure(offset: offset, message: "expected \(expected), found \(found(at: offset))")
    }

    /// What is at `index`, in words: a whole word quoted, such as `'default'` (an unquoted key
    /// or a misspelled `null` reads better whole), one character quoted, or, for one that
    /// cannot be seen, its name or code point.
    private func found(at index: Int) -> String {
        let byte = bytes[index]
        let word = self.word(at: index)
        if !word.isEmpty {
            return word.count > 20 ? "'\(word.prefix(20))…'" : "'\(word)'"
        }
        switch byte {
        case UInt8(ascii: " "): return "a space"
        case UInt8(ascii: "\t"): return "a tab"
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "a line break"
        case UInt8(ascii: "'"): return "\"'\""
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case ..<0x80: return Self.codePoint(UInt32(byte))
        default: break
        }
        guard let length = scalarLength(at: index),
            let scalar = String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first
        else { return Self.hexByte(byte) }
        let invisible =
            scalar.properties.isWhitespace || [.control, .format].contains(scalar.properties.generalCategory)
        return invisible ? Self.codePoint(scalar.value) : "'\(scalar)'"
    }

    /// The run of ASCII letters, digits and underscores at `index`; empty if there is none.
    private func word(at index: Int) -> String {
        let end =
            bytes[index...].firstIndex { byte in
                !(byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20))
            } ?? bytes.count
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// The line and column of `index`.
    private func position(of index: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[start..<index] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Not a UTF-8 continuation byte, so a new character.
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: - Bytes

    /// The length of the valid UTF-8 character at `index`, or nil if there is none.
    private func scalarLength(at index: Int) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[index...].makeIterator()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
        return encoded.count
    }

    /// Whether `bytes` are UTF-16 or UTF-32 rather than UTF-8: they start with a byte order
    /// mark of those, or with a NUL in either of the first two bytes, as text in them that starts
    /// with an ASCII character does (RFC 4627's rule), and JSON in UTF-8 never does. Refused
    /// because `JSONDecoder` reads them, and the checks here read UTF-8 only.
    private static func isWideEncoding(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(2).contains(0)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"):
            UInt32(byte | 0x20) - 0x61 + 10
        default: nil
        }
    }

    private static func hex(_ value: UInt32, digits: Int = 4) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private static func codePoint(_ value: UInt32) -> String {
        "U+\(hex(value))"
    }

    private static func hexByte(_ byte: UInt8) -> String {
        "byte 0x\(hex(UInt32(byte), digits: 2))"
    }
}
