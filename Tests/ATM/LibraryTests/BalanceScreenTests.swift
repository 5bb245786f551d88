import ATMLib
import BalanceUI
import BankAPI
import FakeNetwork
import Testing

@Suite("BalanceScreen")
@MainActor
struct BalanceScreenTests {
    @Test("shows the balance of the card's account")
    func showsBalance() async throws {
        let bank = FakeNetworkExecutor(scenario: .success)
        _ = try await bank.deposit(Money(minorUnits: 17_000), to: account("checking-001"), idempotencyKey: key("k"))
        let console = ScriptedConsole()
        let code = await BalanceScreen(
            dependencies: BalanceDependencies(
                network: bank, console: console, card: InsertedCard(environment: [:]))
        ).run()
        #expect(code == 0)
        #expect(console.output == "Balance for account checking-001: $420.00\n")
        #expect(console.errors.isEmpty)
    }

    @Test("a bank that is down is worded like the deposit screen")
    func bankDown() async {
        let console = ScriptedConsole()
        let code = await BalanceScreen(
            dependencies: BalanceDependencies(
                network: FakeNetworkExecutor(scenario: .bankDown), console: console,
                card: InsertedCard(environment: [:])
            )
        ).run()
        #expect(code == 1)
        #expect(
            console.errors == [
                "error: the bank is not available right now (the fake bank is down (scenario bank-down))"
            ])
        #expect(console.output.isEmpty)
    }

    @Test("other errors are reported on stderr")
    func otherErrors() async {
        let console = ScriptedConsole()
        let network = RecordingNetworkExecutor(balance: .failure(.unauthorized))
        let code = await BalanceScreen(
            dependencies: BalanceDependencies(
                network: network, console: console, card: InsertedCard(environment: [:]))
        ).run()
        #expect(code == 1)
        #expect(console.errors == ["error: the bank rejected the ATM's token; check ATM_BANK_TOKEN"])
    }

    @Test("an invalid card is reported without asking the bank")
    func invalidCard() async {
        let console = ScriptedConsole()
        let network = RecordingNetworkExecutor()
        let code = await BalanceScreen(
            dependencies: BalanceDependencies(
                network: network, console: console, card: InsertedCard(environment: ["ATM_ACCOUNT": "a b"])
            )
        ).run()
        #expect(code == 1)
        #expect(console.errors.first?.contains("'a b'") == true)
        #expect(network.balanceCallCount == 0)
    }
}
