/// What the ATM needs from a bank, whichever bank it is.
///
/// `Network` talks to the real bank over HTTP; `FakeNetwork` keeps an in-memory
/// ledger for UI tests and development apps. An app picks one by the wiring
/// library it links.
public protocol NetworkExecutor: Sendable {
    /// Credits `amount` to `account`. Sending the same `idempotencyKey` again never
    /// credits twice; the bank answers with the first confirmation, marked `replayed`.
    func deposit(
        _ amount: Money, to account: AccountID, idempotencyKey: IdempotencyKey
    ) async throws(BankError) -> DepositConfirmation

    /// The account's current balance; an account nobody has deposited to holds zero.
    func balance(of account: AccountID) async throws(BankError) -> Money
}

/// The bank's answer to a deposit it accepted.
public struct DepositConfirmation: Sendable, Hashable, Codable {
    /// The bank's identifier for this deposit, printed on the receipt.
    public let depositID: String
    /// The account credited.
    public let accountID: AccountID
    /// The amount credited.
    public let amount: Money
    /// The account's balance after the deposit.
    public let balance: Money
    /// True when the bank had already credited this idempotency key and is repeating its answer.
    public let replayed: Bool

    public init(depositID: String, accountID: AccountID, amount: Money, balance: Money, replayed: Bool) {
        self.depositID = depositID
        self.accountID = accountID
        self.amount = amount
        self.balance = balance
        self.replayed = replayed
    }

    enum CodingKeys: String, CodingKey {
        case depositID, accountID
        case amount = "amountMinorUnits"
        case balance = "balanceMinorUnits"
        case replayed
    }
}
