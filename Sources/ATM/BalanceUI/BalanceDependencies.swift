import ATMLib
import BankAPI
import Terminal

/// Everything the balance screen needs, in one plain struct filled from the graph.
///
/// The screen stores it as `any BalanceScreen.Dependencies`, so it can reach only what that
/// typealias names, even if this struct later grows.
public struct BalanceDependencies: BalanceScreen.Dependencies, Sendable {
    public let network: any NetworkExecutor
    public let console: any Console
    public let card: InsertedCard

    public init(network: any NetworkExecutor, console: any Console, card: InsertedCard) {
        self.network = network
        self.console = console
        self.card = card
    }
}
