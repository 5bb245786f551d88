import BankAPI

/// Counts the bills in one deposit and enforces how many fit in the slot.
///
/// Kept apart from ``ATMDepositer`` so the counting rules can change (for example,
/// a bigger slot) without touching how deposits reach the bank.
public struct BillScanner: Sendable {
    /// The most bills one deposit may hold.
    public static let maximumBillsPerDeposit = 50

    /// Creates a scanner.
    public init() {}

    /// The total value of `bills`; throws when there are none or more than ``maximumBillsPerDeposit``.
    public func total(of bills: [Bill]) throws(DepositError) -> Money {
        guard !bills.isEmpty else { throw .noBills }
        guard bills.count <= Self.maximumBillsPerDeposit else {
            throw .tooManyBills(count: bills.count, limit: Self.maximumBillsPerDeposit)
        }
        // At most 50 bills of at most $100 each: the sum cannot overflow.
        return Money(minorUnits: bills.reduce(0) { $0 + $1.value.minorUnits })
    }
}
