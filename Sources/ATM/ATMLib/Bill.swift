import BankAPI

/// One US bill in the ATM's slot.
///
/// Bills are the only input a person gives the deposit screen, so a `Bill` can only
/// be made from a real denomination; everything after parsing can trust its value.
public struct Bill: Sendable, Hashable {
    /// The bill's face value in whole dollars; always one of ``denominations``.
    public let dollars: Int

    /// The denominations the ATM accepts, in whole dollars, smallest first.
    public static let denominations: [Int] = [1, 2, 5, 10, 20, 50, 100]

    /// The bill's face value as money.
    public var value: Money {
        Money(minorUnits: dollars * 100)
    }

    /// Parses what a person typed for one bill: `20` or `$20`, surrounding spaces ignored.
    ///
    /// Anything that is not exactly one accepted denomination (`12x`, `-20`, `0`, `7`,
    /// a number too large to hold) throws a ``BillError`` naming the text.
    public init(parsing text: String) throws(BillError) {
        let trimmed = text.trimmingASCIIWhitespace()
        var digits = Substring(trimmed)
        if digits.first == "$" {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty,
            digits.utf8.allSatisfy({ (48...57).contains($0) }),
            let dollars = Int(digits),
            Self.denominations.contains(dollars)
        else {
            throw BillError(text: trimmed)
        }
        self.dollars = dollars
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs, carriage returns or newlines.
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let start = firstIndex(where: { !isSpace($0) }),
            let end = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[start...end])
    }
}
