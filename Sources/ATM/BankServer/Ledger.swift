import BankAPI
import Synchronization

/// The bank's balances and idempotency keys, kept in memory and backed by a ``DepositJournal``.
///
/// A deposit is journaled (and fsynced) before it changes any balance, all under one lock,
/// so concurrent requests — even two with the same idempotency key — credit exactly once.
public final class Ledger: Sendable {
    /// The most a single deposit may credit.
    public let depositLimit: Money

    private let journal: DepositJournal
    private let state: Mutex<State>

    /// Balances and deposits by key, rebuilt from the journal and updated after each append.
    private struct State {
        var balances: [AccountID: Money] = [:]
        var depositsByKey: [IdempotencyKey: CreditedDeposit] = [:]
        var depositCount = 0

        /// Replays a journaled entry; returns why it cannot be applied, if it cannot.
        mutating func replay(_ entry: JournalEntry) -> String? {
            if let earlier = depositsByKey[entry.idempotencyKey] {
                return "idempotency key \(entry.idempotencyKey) was already used by \(earlier.entry.depositID)"
            }
            guard let balance = (balances[entry.accountID] ?? .zero).adding(entry.amount) else {
                return "the balance of account \(entry.accountID) would overflow"
            }
            record(entry, balanceAfter: balance)
            return nil
        }

        /// Records a journaled entry whose key is new and whose `balanceAfter` was computed without overflow.
        @discardableResult
        mutating func record(_ entry: JournalEntry, balanceAfter: Money) -> CreditedDeposit {
            let credited = CreditedDeposit(entry: entry, balanceAfter: balanceAfter)
            balances[entry.accountID] = balanceAfter
            depositsByKey[entry.idempotencyKey] = credited
            depositCount += 1
            return credited
        }
    }

    /// A deposit already credited, with the balance it left, to repeat its confirmation exactly.
    private struct CreditedDeposit {
        let entry: JournalEntry
        let balanceAfter: Money

        func confirmation(replayed: Bool) -> DepositConfirmation {
            DepositConfirmation(
                depositID: entry.depositID, accountID: entry.accountID, amount: entry.amount,
                balance: balanceAfter, replayed: replayed)
        }
    }

    /// Rebuilds the ledger from `journal`'s entries. A journal that repeats a key or
    /// overflows a balance was not written by this ledger and is refused.
    public init(journal: DepositJournal, depositLimit: Money = WireFormat.depositLimit) throws(DepositJournalError) {
        var state = State()
        for (index, entry) in journal.recoveredEntries.enumerated() {
            if let problem = state.replay(entry) {
                throw .corruptLine(path: journal.path, lineNumber: index + 1, reason: problem)
            }
        }
        self.journal = journal
        self.depositLimit = depositLimit
        self.state = Mutex(state)
    }

    /// Credits `amount` to `account` once per `idempotencyKey`. Throws only when the journal
    /// cannot record the deposit, in which case nothing was credited and a retry is safe.
    public func deposit(
        _ amount: Money, to account: AccountID, idempotencyKey: IdempotencyKey
    ) throws(DepositJournalError) -> DepositOutcome {
        guard amount > .zero else { return .rejected(.nonPositiveAmount(amount)) }
        guard amount <= depositLimit else { return .rejected(.overLimit(amount: amount, limit: depositLimit)) }

        return try state.withLock { (state: inout State) throws(DepositJournalError) -> DepositOutcome in
            if let earlier = state.depositsByKey[idempotencyKey] {
                guard earlier.entry.accountID == account, earlier.entry.amount == amount else {
                    return .idempotencyConflict(original: earlier.entry)
                }
                return .replayed(earlier.confirmation(replayed: true))
            }
            let balance = state.balances[account] ?? .zero
            guard let balanceAfter = balance.adding(amount) else {
                return .rejected(.balanceOverflow(account: account, balance: balance))
            }
            let entry = JournalEntry(
                idempotencyKey: idempotencyKey, accountID: account, amount: amount,
                depositID: Self.depositID(number: state.depositCount + 1))
            try journal.append(entry)
            let credited = state.record(entry, balanceAfter: balanceAfter)
            return .credited(credited.confirmation(replayed: false))
        }
    }

    /// The account's balance; an account nobody has deposited to holds zero.
    public func balance(of account: AccountID) -> Money {
        state.withLock { $0.balances[account] ?? .zero }
    }

    /// `dep-` and the deposit's number, zero-padded to six digits: `dep-000001`.
    static func depositID(number: Int) -> String {
        let digits = String(number)
        return "dep-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
