/// A bank account's identifier: 1 to 64 ASCII letters, digits or `-`.
///
/// The format is checked once, at the edge (CLI input, HTTP path), so the rest of
/// the code can put an `AccountID` into a URL path or a journal line without escaping.
public struct AccountID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The identifier as text.
    public let rawValue: String

    /// Creates an identifier, or nil when `rawValue` is not 1–64 letters, digits or `-`.
    public init?(_ rawValue: String) {
        guard (1...64).contains(rawValue.utf8.count),
            rawValue.utf8.allSatisfy({ $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") })
        else { return nil }
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// What a valid identifier looks like, for error messages.
    public static let formatDescription = "1 to 64 letters, digits or '-'"

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = AccountID(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "account id must be \(Self.formatDescription)")
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension UInt8 {
    /// True for `0-9`, `A-Z` and `a-z`.
    var isASCIIAlphanumeric: Bool {
        (48...57).contains(self) || (65...90).contains(self) || (97...122).contains(self)
    }
}
