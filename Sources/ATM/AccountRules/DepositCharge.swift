import BankAPI

/// What one accepted deposit costs: the fee the bank keeps and the amount it credits.
///
/// Only ``DepositRules`` makes charges, after checking that the fee is smaller than the
/// total, so `credited` is always positive and `fee + credited == total`.
public struct DepositCharge: Sendable, Hashable {
    /// The total of the inserted bills.
    public let total: Money
    /// What the bank keeps.
    public let fee: Money
    /// What reaches the account: `total - fee`.
    public let credited: Money

    /// A charge of `fee` on `total`; `fee` must be less than `total` and not negative.
    init(total: Money, fee: Money) {
        self.total = total
        self.fee = fee
        credited = Money(minorUnits: total.minorUnits - fee.minorUnits)
    }
}
