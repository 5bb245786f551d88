/// Bounds how deeply arrays and objects nest in JSON, checked before any decoder sees it.
///
/// The toolchain's `JSONDecoder` traps (SIGILL, in `JSONError.SourceLocation`) on a text whose
/// 513th nested `[` is its last byte, so one request body, bank answer, journal line or
/// configuration file of 513 `[` would crash the process that decodes it. Every format here
/// nests at most three deep, so everything that enters as JSON is refused far below that.
///
/// The scan is one loop over the code units with a counter, no recursion and no allocation
/// beyond one copy of the bytes: it only tracks strings (brackets in them do not count) and
/// open brackets, and stops at the first one too many. It is not a syntax check.
public enum JSONNesting {
    /// The deepest nesting of arrays and objects accepted anywhere JSON enters: the wire
    /// format, the journal and the bank configuration nest at most three deep.
    public static let maximumDepth = 32

    /// The one line to say when ``isTooDeep(_:maximumDepth:)`` is true.
    public static let tooDeepReason = "arrays and objects are nested more than \(maximumDepth) deep"

    /// Whether `json` opens more than `maximumDepth` arrays or objects inside one another.
    ///
    /// `JSONDecoder` also reads UTF-16 and UTF-32 text, which it recognizes by a byte order
    /// mark or a NUL in the first four bytes; such text is scanned in each of those encodings
    /// too, so no choice of encoding can hide brackets from this check.
    public static func isTooDeep(_ json: some Sequence<UInt8>, maximumDepth: Int = maximumDepth) -> Bool {
        let bytes = Array(json)
        if exceeds(maximumDepth, bytes, width: 1, bigEndian: true) { return true }
        let mayBeWide =
            bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0)
        guard mayBeWide else { return false }
        for width in [2, 4] {
            for bigEndian in [true, false] where exceeds(maximumDepth, bytes, width: width, bigEndian: bigEndian) {
                return true
            }
        }
        return false
    }

    /// Whether `bytes`, read as code units `width` bytes wide, nest deeper than `limit`.
    ///
    /// The characters that matter are all ASCII, and in UTF-8, UTF-16 and UTF-32 an ASCII
    /// code unit never occurs inside another character, so comparing code units is exact.
    private static func exceeds(_ limit: Int, _ bytes: [UInt8], width: Int, bigEndian: Bool) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        var index = 0
        while index + width <= bytes.count {
            var unit: UInt32 = 0
            for step in 0..<width {
                unit = unit << 8 | UInt32(bytes[index + (bigEndian ? step : width - 1 - step)])
            }
            index += width
            if inString {
                if escaped {
                    escaped = false
                } else if unit == backslash {
                    escaped = true
                } else if unit == quote {
                    inString = false
                }
                continue
            }
            switch unit {
            case quote:
                inString = true
            case openArray, openObject:
                depth += 1
                if depth > limit { return true }
            case closeArray, closeObject:
                // A decoder stops at a stray closer, so counting below zero only hides depth.
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        return false
    }

    private static let quote = UInt32(UInt8(ascii: "\""))
    private static let backslash = UInt32(UInt8(ascii: "\\"))
    private static let openArray = UInt32(UInt8(ascii: "["))
    private static let closeArray = UInt32(UInt8(ascii: "]"))
    private static let openObject = UInt32(UInt8(ascii: "{"))
    private static let closeObject = UInt32(UInt8(ascii: "}"))
}
