import BankAPI

/// Deposits a slot full of bills into an account.
///
/// The one place that turns bills into a bank call: it totals them with the
/// scanner and sends the total with a single fresh idempotency key, so however
/// the bank client retries, the deposit is credited at most once.
public struct ATMDepositer: Sendable {
    private let scanner: BillScanner
    private let network: any NetworkExecutor

    /// Creates a depositer that counts with `scanner` and credits through `network`.
    public init(scanner: BillScanner, network: any NetworkExecutor) {
        self.scanner = scanner
        self.network = network
    }

    /// Deposits `bills` to `account` and returns the receipt.
    public func deposit(_ bills: [Bill], to account: AccountID) async throws(DepositError) -> DepositReceipt {
        let total = try scanner.total(of: bills)
        let key = IdempotencyKey.random()
        let confirmation: DepositConfirmation
        do {
            confirmation = try await network.deposit(total, to: account, idempotencyKey: key)
        } catch {
            throw .bank(error)
        }
        return DepositReceipt(bills: bills, total: total, confirmation: confirmation, idempotencyKey: key)
    }
}
