import AccountRules
import BankAPI

/// Deposits a slot full of bills into an account.
///
/// The one place that turns bills into a bank call: it totals them with the
/// scanner, applies the account's deposit rules (limit and fee) before the bank is
/// asked, and sends the credited amount with a single fresh idempotency key, so however
/// the bank client retries, the deposit is credited at most once. What happened is
/// recorded in the account's activity.
public struct ATMDepositer: Sendable {
    private let scanner: BillScanner
    private let network: any NetworkExecutor
    private let accounts: AccountDirectory

    /// Creates a depositer that counts with `scanner`, applies the rules `accounts` has for
    /// each account, and credits through `network`.
    public init(scanner: BillScanner, network: any NetworkExecutor, accounts: AccountDirectory) {
        self.scanner = scanner
        self.network = network
        self.accounts = accounts
    }

    /// Deposits `bills` to `account` and returns the receipt.
    public func deposit(_ bills: [Bill], to account: AccountID) async throws(DepositError) -> DepositReceipt {
        let total = try scanner.total(of: bills)
        // One set of services for the whole deposit, even if the configuration is reloaded meanwhile.
        let services = accounts.services(for: account)
        let charge: DepositCharge
        do {
            charge = try services.rules.check(total)
        } catch {
            services.activity.record("deposit of \(total) refused: \(error)")
            throw .refused(error)
        }
        let key = IdempotencyKey.random()
        let confirmation: DepositConfirmation
        do {
            confirmation = try await network.deposit(charge.credited, to: account, idempotencyKey: key)
        } catch .outcomeUnknown(let detail) {
            services.activity.record("deposit of \(total) not confirmed by the bank: \(detail)")
            throw .bank(.outcomeUnknown(detail))
        } catch {
            services.activity.record("deposit of \(total) failed: \(error.customerFacingDescription)")
            throw .bank(error)
        }
        services.activity.record(
            charge.fee == .zero
                ? "deposited \(total)"
                : "deposited \(total) (fee \(charge.fee), credited \(charge.credited))")
        return DepositReceipt(
            bills: bills, total: total, fee: charge.fee, confirmation: confirmation, idempotencyKey: key)
    }
}
