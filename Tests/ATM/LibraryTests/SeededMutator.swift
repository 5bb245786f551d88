import TestSupport

/// Deterministic, seeded mutations of example inputs, for fuzz tests that run in the suite.
///
/// Each input is a seed example with a few random edits of the kinds that break parsers:
/// flipped bits, bytes that mean something to HTTP or JSON, cut and repeated ranges, and
/// tokens such as huge numbers and deep nesting. The same seed always makes the same inputs,
/// so a failure names its seed and iteration and can be run again exactly.
struct SeededMutator {
    private var random: SplitMix64
    private let examples: [[UInt8]]
    private let tokens: [[UInt8]]

    /// Bytes that delimit or escape something in HTTP heads or JSON.
    private static let specialBytes: [UInt8] =
        Array("{}[]\":,\\ \t\r\n0-+.eE:/;=%".utf8) + [0x00, 0x7F, 0x80, 0xC3, 0xFF]

    /// Fragments that parsers often get wrong.
    private static let commonTokens: [[UInt8]] = [
        "\r\n", "\r\n\r\n", "\n\n", "-1", "0", "00", "1e400", "-0", "1.5", "9223372036854775807",
        "9223372036854775808", "99999999999999999999999", "NaN", "null", "true", "\"\"", "\\u0000", "\\ud800",
        "Content-Length: ", "Transfer-Encoding: chunked\r\n", "HTTP/1.1 ", "100 Continue\r\n\r\n", "0\r\n\r\n",
        "ffffffff\r\n", String(repeating: "[", count: 600), String(repeating: "{\"a\":", count: 300),
    ].map { Array($0.utf8) }

    /// Mutates `examples` with `seed`; `tokens` adds fragments specific to the format.
    init(seed: UInt64, examples: [String], tokens: [String] = []) {
        random = SplitMix64(seed: seed)
        self.examples = examples.map { Array($0.utf8) }
        self.tokens = Self.commonTokens + tokens.map { Array($0.utf8) }
    }

    /// The next input: an example, changed by one to eight edits (sometimes none).
    mutating func next() -> [UInt8] {
        var bytes = examples[Int.random(in: 0..<examples.count, using: &random)]
        let edits = Int.random(in: 0...8, using: &random)
        for _ in 0..<edits {
            mutate(&bytes)
        }
        return bytes
    }

    /// A random number below `bound`, for callers that split inputs the same reproducible way.
    mutating func below(_ bound: Int) -> Int {
        Int.random(in: 0..<max(1, bound), using: &random)
    }

    private mutating func mutate(_ bytes: inout [UInt8]) {
        let position = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where position < bytes.count:
            bytes[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
        case 1 where position < bytes.count:
            bytes[position] = Self.specialBytes.randomElement(using: &random)!
        case 2:
            bytes.insert(Self.specialBytes.randomElement(using: &random)!, at: position)
        case 3 where position < bytes.count:
            let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
            bytes.removeSubrange(position..<end)
        case 4 where position < bytes.count:
            let end = min(bytes.count, position + Int.random(in: 1...32, using: &random))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        case 5:
            bytes.insert(contentsOf: tokens.randomElement(using: &random)!, at: position)
        case 6:
            bytes.removeSubrange(position...)
        default:
            bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
        }
    }
}
