import BankAPI

/// What the ledger did with a deposit request, so the HTTP layer can pick the status code.
public enum DepositOutcome: Sendable, Hashable {
    /// Newly credited and journaled.
    case credited(DepositConfirmation)
    /// The key was already credited with the same account and amount; this is the original
    /// confirmation marked `replayed`, and nothing was credited again.
    case replayed(DepositConfirmation)
    /// The key was already used for a different account or amount; nothing was credited.
    case idempotencyConflict(original: JournalEntry)
    /// The deposit breaks a rule; nothing was credited.
    case rejected(DepositRejection)
}

/// Why the ledger refused to credit a deposit.
public enum DepositRejection: Sendable, Hashable, CustomStringConvertible {
    /// Deposits must be positive.
    case nonPositiveAmount(Money)
    /// The amount is over the per-deposit limit.
    case overLimit(amount: Money, limit: Money)
    /// Crediting would overflow the account's balance.
    case balanceOverflow(account: AccountID, balance: Money)

    public var description: String {
        switch self {
        case .nonPositiveAmount(let amount):
            "amountMinorUnits must be a positive number of cents, got \(amount.minorUnits)"
        case .overLimit(let amount, let limit):
            "deposit of \(amount) exceeds the per-deposit limit of \(limit)"
        case .balanceOverflow(let account, let balance):
            "account \(account) cannot hold more money (balance \(balance))"
        }
    }
}
