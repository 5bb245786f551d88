import ATMLib
import AccountRules
import BankAPI
import DepositUI
import FakeNetwork
import Testing

@Suite("DepositScreen")
@MainActor
struct DepositScreenTests {
    private func screen(
        console: ScriptedConsole, network: any NetworkExecutor,
        environment: [String: String] = [:], accounts: HandWiredAccounts = HandWiredAccounts()
    ) -> DepositScreen {
        DepositScreen(
            console: console,
            depositer: ATMDepositer(scanner: BillScanner(), network: network, accounts: accounts.directory),
            card: InsertedCard(environment: environment))
    }

    private func accounts(_ json: String) throws -> (HandWiredAccounts, BankConfigFile) {
        let file = try BankConfigFile(json)
        return (HandWiredAccounts(store: BankSettingsStore(environment: file.environment)), file)
    }

    @Test("with a fee, the receipt line shows the fee and what was credited")
    func depositWithFee() async throws {
        let (accounts, _) = try accounts(#"{"accounts": {"checking-001": {"depositFeeMinorUnits": 150}}}"#)
        let console = ScriptedConsole()
        let code = await screen(console: console, network: FakeNetworkExecutor(scenario: .success), accounts: accounts)
            .run(arguments: ["20", "50", "100"])
        #expect(code == 0)
        #expect(
            console.output == "Deposited $170.00 to account checking-001 (fee $1.50, credited $168.50). "
                + "New balance: $418.50. Receipt: fake-1\n")
    }

    @Test("over the account's limit: declined, bills returned, the bank never called")
    func overTheLimit() async throws {
        let (accounts, _) = try accounts(#"{"default": {"depositLimitMinorUnits": 50000}}"#)
        let console = ScriptedConsole()
        let network = RecordingNetworkExecutor()
        let code = await screen(console: console, network: network, accounts: accounts)
            .run(arguments: ["100", "100", "100", "100", "100", "100"])
        #expect(code == 1)
        #expect(
            console.errors == [
                "error: deposit declined: $600.00 is over this account's deposit limit of $500.00; "
                    + "your bills have been returned ($600.00)"
            ])
        #expect(console.output.isEmpty)
        #expect(network.depositCalls.isEmpty)
    }

    @Test("bills on the command line are deposited and the receipt is printed")
    func depositsArguments() async {
        let console = ScriptedConsole()
        let code = await screen(console: console, network: FakeNetworkExecutor(scenario: .success))
            .run(arguments: ["20", "50", "$100"])
        #expect(code == 0)
        #expect(console.output == "Deposited $170.00 to account checking-001. New balance: $420.00. Receipt: fake-1\n")
        #expect(console.errors.isEmpty)
    }

    @Test("the account comes from the card")
    func usesTheCard() async {
        let console = ScriptedConsole()
        let code = await screen(
            console: console, network: FakeNetworkExecutor(scenario: .success),
            environment: ["ATM_ACCOUNT": "savings-9"]
        ).run(arguments: ["5"])
        #expect(code == 0)
        #expect(console.output.contains("to account savings-9."))
    }

    @Test("an invalid bill is a usage error and the bank is never called")
    func invalidBill() async {
        let console = ScriptedConsole()
        let network = RecordingNetworkExecutor()
        let code = await screen(console: console, network: network).run(arguments: ["20", "12x", "50"])
        #expect(code == 64)
        #expect(console.errors == ["error: '12x' is not a valid bill; accepted bills are 1, 2, 5, 10, 20, 50, 100"])
        #expect(console.output.isEmpty)
        #expect(network.depositCalls.isEmpty)
    }

    @Test("too many bills is a usage error")
    func tooManyBills() async {
        let console = ScriptedConsole()
        let network = RecordingNetworkExecutor()
        let code = await screen(console: console, network: network)
            .run(arguments: Array(repeating: "1", count: 51))
        #expect(code == 64)
        #expect(console.errors.first?.hasPrefix("error: too many bills") == true)
        #expect(network.depositCalls.isEmpty)
    }

    @Test("a bank that is down returns the bills")
    func bankDown() async {
        let console = ScriptedConsole()
        let code = await screen(console: console, network: FakeNetworkExecutor(scenario: .bankDown))
            .run(arguments: ["20", "50", "100"])
        #expect(code == 1)
        #expect(
            console.errors == [
                "error: the bank is not available right now (the fake bank is down (scenario bank-down)); "
                    + "your bills have been returned ($170.00)"
            ])
        #expect(console.output.isEmpty)
    }

    @Test("a declined deposit returns the bills")
    func declined() async {
        let console = ScriptedConsole()
        let code = await screen(console: console, network: FakeNetworkExecutor(scenario: .declined))
            .run(arguments: ["20"])
        #expect(code == 1)
        #expect(
            console.errors == [
                "error: deposit declined: the fake bank declined this deposit (scenario declined); "
                    + "your bills have been returned ($20.00)"
            ])
    }

    /// The bank may have credited it: the customer is told exactly what is known, and never
    /// that the bills were returned.
    @Test("a deposit the bank has not confirmed says so, never that the bills were returned")
    func notConfirmed() async {
        let console = ScriptedConsole()
        let code = await screen(console: console, network: FakeNetworkExecutor(scenario: .lostAnswer))
            .run(arguments: ["20", "50"])
        #expect(code == DepositScreen.unconfirmedExitCode)
        #expect(
            console.errors == [
                "error: the bank has not confirmed this deposit; it will not be credited twice; check your balance "
                    + "(the fake bank credited this deposit and lost its answer (scenario lost-answer))"
            ])
        #expect(!console.errors.joined().contains("returned"))
        #expect(console.output.isEmpty)
    }

    @Test("other bank errors are shown as they are")
    func otherBankError() async {
        let console = ScriptedConsole()
        let network = RecordingNetworkExecutor(
            depositFailure: .notConfigured("set ATM_BANK_TOKEN to the bank's API token"))
        let code = await screen(console: console, network: network).run(arguments: ["20"])
        #expect(code == 1)
        #expect(
            console.errors == [
                "error: the ATM is not configured to reach a bank: set ATM_BANK_TOKEN to the bank's API token"
            ])
    }

    @Test("an invalid card is reported before the bank is called")
    func invalidCard() async {
        let console = ScriptedConsole()
        let network = RecordingNetworkExecutor()
        let code = await screen(console: console, network: network, environment: ["ATM_ACCOUNT": "no way"])
            .run(arguments: ["20"])
        #expect(code == 1)
        #expect(console.errors.count == 1)
        #expect(console.errors.first?.hasPrefix("error: ATM_ACCOUNT is 'no way'") == true)
        #expect(network.depositCalls.isEmpty)
    }

    @Test("interactive: bills are inserted one at a time, invalid ones returned, Enter finishes")
    func interactive() async {
        let console = ScriptedConsole(input: ["20", "12x", "$50", " 100 ", ""])
        let code = await screen(console: console, network: FakeNetworkExecutor(scenario: .success)).run(arguments: [])
        #expect(code == 0)
        let prompt = "Insert a bill (1, 2, 5, 10, 20, 50, 100) or press Enter to finish: "
        #expect(
            console.output == String(repeating: prompt, count: 2)
                + "'12x' is not a valid bill; it has been returned.\n"
                + String(repeating: prompt, count: 3)
                + "Deposited $170.00 to account checking-001. New balance: $420.00. Receipt: fake-1\n")
        #expect(console.errors.isEmpty)
    }

    @Test("interactive: done and end of input also finish", arguments: [["10", "done"], ["10", "DONE"], ["10"]])
    func interactiveFinish(input: [String]) async {
        let console = ScriptedConsole(input: input)
        let code = await screen(console: console, network: FakeNetworkExecutor(scenario: .success)).run(arguments: [])
        #expect(code == 0)
        #expect(console.output.contains("Deposited $10.00 to account checking-001. New balance: $260.00."))
    }

    @Test("interactive: no bills means nothing is deposited")
    func interactiveNothing() async {
        let console = ScriptedConsole(input: [])
        let network = RecordingNetworkExecutor()
        let code = await screen(console: console, network: network).run(arguments: [])
        #expect(code == 0)
        #expect(console.output.hasSuffix("No bills inserted; nothing deposited.\n"))
        #expect(network.depositCalls.isEmpty)
    }

    @Test("interactive: a full slot deposits at the limit")
    func interactiveFullSlot() async {
        let console = ScriptedConsole(input: Array(repeating: "1", count: 60))
        let network = RecordingNetworkExecutor()
        let outcome = await screen(console: console, network: network).runInteractive()
        #expect(outcome.exitCode == 0)
        #expect(network.depositCalls.map(\.amount) == [Money(minorUnits: 5_000)])
    }

    @Test("--help prints the usage")
    func help() async {
        let console = ScriptedConsole()
        let code = await screen(console: console, network: RecordingNetworkExecutor()).run(arguments: ["--help"])
        #expect(code == 0)
        #expect(console.output.contains(DepositScreen.usage))
    }
}
