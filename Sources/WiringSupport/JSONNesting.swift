/// Bounds how deeply arrays and objects nest in a JSON file before `JSONDecoder` sees it.
///
/// The toolchain's `JSONDecoder` traps on a text whose 513th nested `[` is its last byte, so a
/// file handed to `wiring-report` or to `--check-wiring --package-bindings` could otherwise
/// crash the process that reads it. A graph nests three deep. The ATM's bank code has a check
/// of its own, in `BankAPI`, which cannot depend on the framework; this one serves the
/// framework's own reading of JSON.
///
/// A graph is written as UTF-8, and `JSONDecoder` also reads UTF-16 and UTF-32, so text with a
/// NUL byte or a UTF-16 byte order mark, which could hide brackets from a UTF-8 scan, counts as
/// too deep: it is not what `--print-graph json` writes.
package enum JSONNesting {
    /// The deepest nesting accepted: far above a graph's three, far below the decoder's limit.
    package static let maximumDepth = 32

    /// Whether `json` opens more than `maximumDepth` arrays or objects inside one another, or
    /// is not plain UTF-8.
    package static func isTooDeep(_ json: some Sequence<UInt8>) -> Bool {
        var depth = 0
        var inString = false, escaped = false
        var first = true
        for byte in json {
            if first && (byte == 0xFE || byte == 0xFF) { return true }
            first = false
            if byte == 0 { return true }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return false
    }
}
