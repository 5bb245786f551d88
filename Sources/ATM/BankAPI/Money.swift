/// An amount of money in integer minor units (cents), never a floating-point value.
///
/// The ATM and the bank both count in US dollars, so one currency is enough here;
/// `minorUnits` is what travels over the wire and into the bank's journal.
public struct Money: Sendable, Hashable, Comparable, Codable {
    /// The amount in cents.
    public let minorUnits: Int

    /// Creates an amount from cents.
    public init(minorUnits: Int) {
        self.minorUnits = minorUnits
    }

    /// Creates an amount from whole dollars, or nil when the cents would overflow.
    public init?(dollars: Int) {
        let (cents, overflow) = dollars.multipliedReportingOverflow(by: 100)
        guard !overflow else { return nil }
        self.minorUnits = cents
    }

    /// No money at all.
    public static let zero = Money(minorUnits: 0)

    public static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.minorUnits < rhs.minorUnits
    }

    /// The sum, or nil when it would overflow.
    public func adding(_ other: Money) -> Money? {
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        return overflow ? nil : Money(minorUnits: sum)
    }

    public init(from decoder: any Decoder) throws {
        minorUnits = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(minorUnits)
    }
}

extension Money: CustomStringConvertible {
    /// Dollars and cents, as a person reads them: `$170.00`, `-$5.25`.
    public var description: String {
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        let cents = magnitude % 100
        return "\(sign)$\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}
