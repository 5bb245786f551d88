import BankAPI

/// What the ATM keeps about a deposit the bank accepted, for the printed receipt.
public struct DepositReceipt: Sendable, Hashable {
    /// The bills that were deposited.
    public let bills: [Bill]
    /// Their total value, as sent to the bank.
    public let total: Money
    /// The bank's confirmation, including the new balance and the deposit's ID.
    public let confirmation: DepositConfirmation
    /// The key the deposit was sent with; retrying with it never credits twice.
    public let idempotencyKey: IdempotencyKey

    /// Creates a receipt.
    public init(bills: [Bill], total: Money, confirmation: DepositConfirmation, idempotencyKey: IdempotencyKey) {
        self.bills = bills
        self.total = total
        self.confirmation = confirmation
        self.idempotencyKey = idempotencyKey
    }
}
