import BankAPI
import Synchronization

/// A bank stub that records every call and answers from fixed results.
final class RecordingNetworkExecutor: NetworkExecutor {
    struct DepositCall: Sendable, Hashable {
        let amount: Money
        let account: AccountID
        let idempotencyKey: IdempotencyKey
    }

    private let depositFailure: BankError?
    private let balanceResult: Result<Money, BankError>
    private let calls = Mutex<[DepositCall]>([])
    private let balanceCalls = Mutex(0)

    init(depositFailure: BankError? = nil, balance: Result<Money, BankError> = .success(.zero)) {
        self.depositFailure = depositFailure
        self.balanceResult = balance
    }

    var depositCalls: [DepositCall] {
        calls.withLock { $0 }
    }

    var balanceCallCount: Int {
        balanceCalls.withLock { $0 }
    }

    func deposit(
        _ amount: Money, to account: AccountID, idempotencyKey: IdempotencyKey
    ) async throws(BankError) -> DepositConfirmation {
        let count = calls.withLock { calls in
            calls.append(DepositCall(amount: amount, account: account, idempotencyKey: idempotencyKey))
            return calls.count
        }
        if let depositFailure {
            throw depositFailure
        }
        return DepositConfirmation(
            depositID: "stub-\(count)", accountID: account, amount: amount, balance: amount, replayed: false)
    }

    func balance(of account: AccountID) async throws(BankError) -> Money {
        balanceCalls.withLock { $0 += 1 }
        return try balanceResult.get()
    }
}
