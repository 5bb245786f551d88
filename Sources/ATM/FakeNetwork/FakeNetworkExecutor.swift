import BankAPI
import Synchronization

/// An in-memory bank for UI tests and development apps; no network, no server.
///
/// Behaves like the real bank (idempotent deposits, the per-deposit limit, opening
/// balances of $250.00) and can act out failures on purpose through its ``FakeBankScenario``.
public final class FakeNetworkExecutor: NetworkExecutor {
    /// How long every answer takes in the ``FakeBankScenario/slow`` scenario.
    public static let slowDelay: Duration = .milliseconds(1500)

    private let scenario: FakeBankScenario
    private let ledger = Mutex(FakeLedger())

    /// Creates a fresh fake bank that behaves as `scenario` says.
    public init(scenario: FakeBankScenario) {
        self.scenario = scenario
    }

    /// Credits the in-memory ledger once per key, unless the scenario or the limit says otherwise.
    public func deposit(
        _ amount: Money, to account: AccountID, idempotencyKey: IdempotencyKey
    ) async throws(BankError) -> DepositConfirmation {
        // The limit is checked first: deposits over it are declined in every scenario.
        guard amount <= WireFormat.depositLimit else {
            throw .declined("\(amount) is over the limit of \(WireFormat.depositLimit) per deposit")
        }
        try await actOutScenario()
        guard amount > .zero else {
            throw .rejected(status: 400, message: "the amount must be positive")
        }
        if scenario == .declined {
            throw .declined("the fake bank declined this deposit (scenario declined)")
        }
        let confirmation = try ledger.withLock { (ledger: inout FakeLedger) throws(BankError) -> DepositConfirmation in
            try ledger.credit(amount, to: account, idempotencyKey: idempotencyKey)
        }
        if scenario == .lostAnswer {
            throw .outcomeUnknown("the fake bank credited this deposit and lost its answer (scenario lost-answer)")
        }
        return confirmation
    }

    /// The in-memory balance, unless the scenario says the bank is down.
    public func balance(of account: AccountID) async throws(BankError) -> Money {
        try await actOutScenario()
        return ledger.withLock { $0.balance(of: account) }
    }

    /// Fails or waits as the scenario says, before the request is handled.
    private func actOutScenario() async throws(BankError) {
        switch scenario {
        case .bankDown:
            throw .unreachable("the fake bank is down (scenario bank-down)")
        case .slow:
            // A cancelled wait just answers early; the fake bank has nothing to undo.
            try? await Task.sleep(for: Self.slowDelay)
        case .success, .declined, .lostAnswer:
            break
        }
    }
}
