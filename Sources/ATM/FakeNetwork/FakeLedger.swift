import BankAPI

/// The fake bank's books: balances, and the answer already given for each idempotency key.
///
/// A plain value guarded by the executor's mutex; every method runs under that lock.
struct FakeLedger: Sendable {
    /// What every account holds before its first deposit: $250.00.
    static let openingBalance = Money(minorUnits: 25_000)

    /// What a credited idempotency key was used for, to answer a replay or spot misuse.
    private struct CreditedDeposit: Sendable {
        let account: AccountID
        let amount: Money
        let confirmation: DepositConfirmation
    }

    private var balances: [AccountID: Money] = [:]
    private var credited: [IdempotencyKey: CreditedDeposit] = [:]
    private var depositCount = 0

    /// The balance of `account`.
    func balance(of account: AccountID) -> Money {
        balances[account] ?? Self.openingBalance
    }

    /// Credits `amount` once per `key`; a repeated key gets the first confirmation, marked replayed.
    mutating func credit(
        _ amount: Money, to account: AccountID, idempotencyKey key: IdempotencyKey
    ) throws(BankError) -> DepositConfirmation {
        if let earlier = credited[key] {
            guard earlier.account == account, earlier.amount == amount else {
                throw .rejected(
                    status: 409,
                    message: "idempotency key \(key) was already used for a different deposit")
            }
            let first = earlier.confirmation
            return DepositConfirmation(
                depositID: first.depositID, accountID: first.accountID,
                amount: first.amount, balance: first.balance, replayed: true)
        }
        guard let newBalance = balance(of: account).adding(amount) else {
            throw .declined("the account's balance would overflow")
        }
        depositCount += 1
        let confirmation = DepositConfirmation(
            depositID: "fake-\(depositCount)", accountID: account,
            amount: amount, balance: newBalance, replayed: false)
        balances[account] = newBalance
        credited[key] = CreditedDeposit(account: account, amount: amount, confirmation: confirmation)
        return confirmation
    }
}
