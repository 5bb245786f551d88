import BankAPI
import Synchronization

/// The bank's balances and idempotency keys, kept in memory and backed by a ``DepositJournal``.
///
/// A deposit is written to the journal under the ledger's lock, which fixes its place, its
/// number and the balance it leaves, but waits for `fsync` outside it, sharing that `fsync`
/// with every deposit written meanwhile. Balances change, and the deposit is acknowledged,
/// only once its line is durable, so a balance read never waits for the disk and never shows
/// money a crash could take back. Two requests with the same idempotency key meet under the
/// lock: the second waits for the first's line and then answers with its confirmation, so a
/// deposit is credited exactly once.
///
/// Idempotency keys are remembered for the most recent ``keyRetention`` deposits (by default
/// ``defaultKeyRetention``), so memory stays bounded. The journal stays the authority: a
/// restart replays it with the same rule, so the same keys are remembered afterwards. A retry
/// whose key has been forgotten is a new deposit and is credited again; ATMs retry within
/// seconds, so the window is far longer than any retry.
public final class Ledger: Sendable {
    /// The most a single deposit may credit.
    public let depositLimit: Money
    /// How many of the most recent deposits have their idempotency keys remembered.
    public let keyRetention: Int

    /// The number of idempotency keys remembered unless told otherwise: a day of deposits at
    /// more than one a second.
    public static let defaultKeyRetention = 100_000

    private let journal: DepositJournal
    private let state: Mutex<State>

    /// Durable balances and deposits, rebuilt from the journal, plus the deposits written but
    /// not yet known to be durable.
    private struct State {
        var balances: [AccountID: Money] = [:]
        var depositsByKey: RetainedKeys<IdempotencyKey, CreditedDeposit>
        /// How many deposits have a number, durable or not.
        var depositCount = 0
        /// Written but not yet durable, in journal order.
        var pending: [PendingDeposit] = []
        var pendingByKey: [IdempotencyKey: PendingDeposit] = [:]
        /// `balances` plus every pending deposit: what the next deposit's balance starts from.
        var projectedBalances: [AccountID: Money] = [:]

        init(keyRetention: Int) {
            depositsByKey = RetainedKeys(capacity: keyRetention)
        }

        /// Replays a journaled entry; returns why it cannot be applied, if it cannot.
        mutating func replay(_ entry: JournalEntry) -> String? {
            guard let balance = (balances[entry.accountID] ?? .zero).adding(entry.amount) else {
                return "the balance of account \(entry.accountID) would overflow"
            }
            // One dictionary step both checks the key and remembers it: a restart replays every line.
            let credited = CreditedDeposit(entry: entry, balanceAfter: balance)
            if let earlier = depositsByKey.insert(credited, for: entry.idempotencyKey) {
                return "idempotency key \(entry.idempotencyKey) was already used by \(earlier.entry.depositID)"
            }
            depositCount += 1
            balances[entry.accountID] = balance
            projectedBalances[entry.accountID] = balance
            return nil
        }

        /// The earlier deposit with this key, durable or still pending.
        func earlier(_ key: IdempotencyKey) -> (deposit: CreditedDeposit, journalEnd: Int?)? {
            if let credited = depositsByKey[key] { return (credited, nil) }
            if let pending = pendingByKey[key] { return (pending.deposit, pending.journalEnd) }
            return nil
        }

        /// Marks every pending deposit within the journal's first `durableLength` bytes as credited.
        mutating func settle(durableLength: Int) {
            let settled = pending.prefix { $0.journalEnd <= durableLength }
            guard !settled.isEmpty else { return }
            for deposit in settled {
                pendingByKey[deposit.deposit.entry.idempotencyKey] = nil
                record(deposit.deposit)
            }
            pending.removeFirst(settled.count)
        }

        /// Records a durable deposit whose key is new and whose balance was computed without overflow.
        private mutating func record(_ credited: CreditedDeposit) {
            balances[credited.entry.accountID] = credited.balanceAfter
            depositsByKey.insert(credited, for: credited.entry.idempotencyKey)
        }
    }

    /// A deposit written to the journal, which is credited once the journal's first `journalEnd` bytes are durable.
    private struct PendingDeposit {
        let deposit: CreditedDeposit
        let journalEnd: Int
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

    /// Rebuilds the ledger by replaying `journal`, which must not have been replayed before,
    /// remembering the keys of the last `keyRetention` deposits and nothing else of older ones.
    /// A journal that repeats a key within that window or overflows a balance was not written
    /// by this ledger and is refused.
    public init(
        journal: DepositJournal, depositLimit: Money = WireFormat.depositLimit,
        keyRetention: Int = Ledger.defaultKeyRetention
    ) throws(DepositJournalError) {
        var state = State(keyRetention: keyRetention)
        // One line at a time: what stays is the balances and the last `keyRetention` deposits.
        try journal.replay { (entry, lineNumber) throws(DepositJournalError) in
            if let problem = state.replay(entry) {
                throw .corruptLine(path: journal.path, lineNumber: lineNumber, reason: problem)
            }
        }
        self.journal = journal
        self.depositLimit = depositLimit
        self.keyRetention = state.depositsByKey.capacity
        self.state = Mutex(state)
    }

    /// Credits `amount` to `account` once per `idempotencyKey`, and returns once the deposit
    /// is durable. Throws when the journal cannot record the deposit: with
    /// ``DepositJournalError/durabilityUnknown(path:reason:)`` when its line was written but may
    /// not be on disk, so the next start may credit it; with any other error when nothing was
    /// written and it is not credited. Either way a retry with the same key is safe.
    public func deposit(
        _ amount: Money, to account: AccountID, idempotencyKey: IdempotencyKey
    ) throws(DepositJournalError) -> DepositOutcome {
        guard amount > .zero else { return .rejected(.nonPositiveAmount(amount)) }
        guard amount <= depositLimit else { return .rejected(.overLimit(amount: amount, limit: depositLimit)) }

        while true {
            let step = try state.withLock { (state: inout State) throws(DepositJournalError) -> Step in
                if let (earlier, journalEnd) = state.earlier(idempotencyKey) {
                    guard earlier.entry.accountID == account, earlier.entry.amount == amount else {
                        return .done(.idempotencyConflict(original: earlier.entry))
                    }
                    guard let journalEnd else { return .done(.replayed(earlier.confirmation(replayed: true))) }
                    return .waitForEarlier(journalEnd: journalEnd)
                }
                let balance = state.projectedBalances[account] ?? .zero
                guard let balanceAfter = balance.adding(amount) else {
                    return .done(.rejected(.balanceOverflow(account: account, balance: balance)))
                }
                let entry = JournalEntry(
                    idempotencyKey: idempotencyKey, accountID: account, amount: amount,
                    depositID: Self.depositID(number: state.depositCount + 1))
                let journalEnd = try journal.write(entry)
                let pending = PendingDeposit(
                    deposit: CreditedDeposit(entry: entry, balanceAfter: balanceAfter), journalEnd: journalEnd)
                state.depositCount += 1
                state.projectedBalances[account] = balanceAfter
                state.pending.append(pending)
                state.pendingByKey[idempotencyKey] = pending
                return .waitForOwn(pending)
            }

            switch step {
            case .done(let outcome):
                return outcome
            case .waitForOwn(let pending):
                try settle(through: pending.journalEnd)
                return .credited(pending.deposit.confirmation(replayed: false))
            case .waitForEarlier(let journalEnd):
                // The same key is being credited by another request: once that is durable,
                // the next pass answers with its confirmation.
                try settle(through: journalEnd)
            }
        }
    }

    /// What a deposit does after its pass under the lock.
    private enum Step {
        case done(DepositOutcome)
        case waitForOwn(PendingDeposit)
        case waitForEarlier(journalEnd: Int)
    }

    /// Waits until the journal's first `journalEnd` bytes are durable, then credits every
    /// deposit they hold (including other callers', whichever of them gets here first).
    private func settle(through journalEnd: Int) throws(DepositJournalError) {
        try journal.waitUntilDurable(through: journalEnd)
        state.withLock { $0.settle(durableLength: journalEnd) }
    }

    /// How many deposits the ledger holds, replayed and new.
    public var depositCount: Int {
        state.withLock { $0.depositCount }
    }

    /// How many idempotency keys are remembered now, at most ``keyRetention``.
    var rememberedKeyCount: Int {
        state.withLock { $0.depositsByKey.count }
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
