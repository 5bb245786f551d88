/// The key that makes a deposit safe to retry: the bank credits one key at most once.
///
/// The ATM makes one key per deposit and sends it on every attempt, so a reply lost
/// on the way back never turns into a second credit.
public struct IdempotencyKey: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The key as text: 1 to 128 ASCII letters, digits, `-` or `_`.
    public let rawValue: String

    /// Creates a key, or nil when `rawValue` is not 1–128 letters, digits, `-` or `_`.
    public init?(_ rawValue: String) {
        guard (1...128).contains(rawValue.utf8.count),
            rawValue.utf8.allSatisfy({
                $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
            })
        else { return nil }
        self.rawValue = rawValue
    }

    /// A fresh random key (a UUID without braces).
    public static func random() -> IdempotencyKey {
        var generator = SystemRandomNumberGenerator()
        let hex = (0..<4).map { _ in
            let word = generator.next() as UInt32
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }
        // Always 32 hex digits and dashes, so the initializer cannot fail; the fallback
        // keeps this free of force-unwraps anyway.
        return IdempotencyKey(hex.joined(separator: "-")) ?? IdempotencyKey(uncheckedRawValue: "key")
    }

    private init(uncheckedRawValue: String) {
        self.rawValue = uncheckedRawValue
    }

    public var description: String { rawValue }
}
