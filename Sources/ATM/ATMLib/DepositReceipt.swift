import BankAPI

/// What the ATM keeps about a deposit the bank accepted, for the printed receipt.
public struct DepositReceipt: Sendable, Hashable {
    /// The bills that were deposited.
    public let bills: [Bill]
    /// Their total value.
    public let total: Money
    /// What the account's deposit rules charged; zero when the account has no fee.
    public let fee: Money
    /// The bank's confirmation, including the new balance and the deposit's ID.
    public let confirmation: DepositConfirmation
    /// The key the deposit was sent with; retrying with it never credits twice.
    public let idempotencyKey: IdempotencyKey

    /// Creates a receipt for bills worth `total`, of which `fee` was kept and the rest credited.
    public init(
        bills: [Bill], total: Money, fee: Money = .zero, confirmation: DepositConfirmation,
        idempotencyKey: IdempotencyKey
    ) {
        self.bills = bills
        self.total = total
        self.fee = fee
        self.confirmation = confirmation
        self.idempotencyKey = idempotencyKey
    }

    /// What was sent to the bank: the total less the fee.
    public var credited: Money {
        Money(minorUnits: total.minorUnits - fee.minorUnits)
    }
}
