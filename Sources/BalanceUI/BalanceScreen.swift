import ATMLib
import BankAPI
import Terminal

/// The balance command: shows the balance of the account on the card.
///
/// Exit codes: 0 shown, 1 the balance could not be fetched (the reason is on stderr).
public struct BalanceScreen: Sendable {
    /// Exit code when the balance could not be shown.
    public static let failureExitCode: Int32 = 1

    /// Help for the balance command.
    public static let usage = """
        Usage: balance

        Shows the balance of the account on the card (ATM_ACCOUNT, default checking-001).
        """

    private let console: any Console
    private let network: any NetworkExecutor
    private let card: InsertedCard

    /// Creates the screen; it asks `network` for the balance of `card`'s account and reports through `console`.
    public init(console: any Console, network: any NetworkExecutor, card: InsertedCard) {
        self.console = console
        self.network = network
        self.card = card
    }

    /// Shows the balance and returns the exit code.
    public func run() async -> Int32 {
        let account: AccountID
        do {
            account = try card.account()
        } catch {
            console.writeError("error: \(error)")
            return Self.failureExitCode
        }
        do {
            let balance = try await network.balance(of: account)
            console.writeLine("Balance for account \(account): \(balance)")
            return 0
        } catch {
            console.writeError("error: \(error.customerFacingDescription)")
            return Self.failureExitCode
        }
    }
}
