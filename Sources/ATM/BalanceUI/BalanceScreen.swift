import ATMLib
import BankAPI
import Terminal

/// The balance command: shows the balance of the account on the card.
///
/// Like every screen, it runs on the main actor, the ATM's user interface.
///
/// Exit codes: 0 shown, 1 the balance could not be fetched (the reason is on stderr).
@MainActor
public struct BalanceScreen {
    /// Exit code when the balance could not be shown.
    public nonisolated static let failureExitCode: Int32 = 1

    /// Help for the balance command.
    public nonisolated static let usage = """
        Usage: balance

        Shows the balance of the account on the card (ATM_ACCOUNT, default checking-001).
        """

    /// What the screen may reach, and nothing more. The `Has…` protocols refine `Sendable`,
    /// so `any Dependencies` is `Sendable` too.
    public typealias Dependencies = HasNetworkExecutor & HasConsole & HasInsertedCard

    private let dependencies: any Dependencies

    /// Creates the screen; it asks `dependencies.network` for the balance of `dependencies.card`'s
    /// account and reports through `dependencies.console`.
    public init(dependencies: any Dependencies) {
        self.dependencies = dependencies
    }

    private var console: any Console { dependencies.console }
    private var network: any NetworkExecutor { dependencies.network }
    private var card: InsertedCard { dependencies.card }

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
