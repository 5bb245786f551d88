import ATMLib
import ATMShell
import AccountRules
import BalanceUI
import BankAPI
import DepositUI
import FakeNetwork
import FeatureFlags
import Telemetry
import Testing

@Suite("ATMCommandLine")
@MainActor
struct ATMCommandLineTests {
    @MainActor
    private struct Harness {
        let console: ScriptedConsole
        let telemetry = RecordingTelemetryRecorder()
        let commandLine: ATMCommandLine

        init(
            input: [String] = [], scenario: FakeBankScenario = .success, flags: Set<FeatureFlag> = [],
            accounts: HandWiredAccounts = HandWiredAccounts()
        ) {
            console = ScriptedConsole(input: input)
            let bank = FakeNetworkExecutor(scenario: scenario)
            let card = InsertedCard(environment: [:])
            let directory = accounts.directory
            commandLine = ATMCommandLine(
                console: console,
                deposit: DepositScreen(
                    console: console,
                    depositer: ATMDepositer(scanner: BillScanner(), network: bank, accounts: directory), card: card),
                balance: BalanceScreen(dependencies: BalanceDependencies(network: bank, console: console, card: card)),
                flags: FeatureFlagSet(enabled: flags),
                telemetry: telemetry,
                accounts: directory)
        }
    }

    private static let menu = "1) Deposit\n2) Balance\n3) Quit\n4) Reload bank configuration\nChoose an option: "

    @Test("deposit runs the deposit screen")
    func deposit() async {
        let harness = Harness()
        let code = await harness.commandLine.run(arguments: ["deposit", "20", "50", "100"])
        #expect(code == 0)
        #expect(
            harness.console.output
                == "Deposited $170.00 to account checking-001. New balance: $420.00. Receipt: fake-1\n")
    }

    @Test("deposit failures keep the screen's exit code")
    func depositFailure() async {
        let harness = Harness(scenario: .bankDown)
        #expect(await harness.commandLine.run(arguments: ["deposit", "20"]) == 1)
        #expect(await harness.commandLine.run(arguments: ["deposit", "7"]) == 64)
    }

    @Test("balance runs the balance screen")
    func balance() async {
        let harness = Harness()
        let code = await harness.commandLine.run(arguments: ["balance"])
        #expect(code == 0)
        #expect(harness.console.output == "Balance for account checking-001: $250.00\n")
    }

    @Test("an unknown command is a usage error")
    func unknownCommand() async {
        let harness = Harness()
        let code = await harness.commandLine.run(arguments: ["withdraw", "20"])
        #expect(code == 64)
        #expect(harness.console.errors == ["error: unknown command 'withdraw'; run with --help to see the commands"])
    }

    @Test("--help prints the commands and environment variables")
    func help() async {
        let harness = Harness()
        #expect(await harness.commandLine.run(arguments: ["--help"]) == 0)
        for word in [
            "deposit", "balance", "ATM_BANK_URL", "ATM_BANK_TOKEN", "ATM_ACCOUNT", "ATM_FEATURES", "ATM_TELEMETRY_FILE",
            "ATM_BANK_CONFIG",
        ] {
            #expect(ATMCommandLine.usage.contains(word))
        }
        // What each deposit outcome means, and its exit status.
        for outcome in ["deposited (exit 0)", "not deposited", "(exit 1)", "not confirmed", "(exit 2)"] {
            #expect(ATMCommandLine.usage.contains(outcome), "\(outcome)")
        }
        #expect(ATMCommandLine.usage.contains("never twice: check the balance"))
        #expect(harness.console.output.contains(ATMCommandLine.usage))
    }

    @Test("the menu deposits, shows the balance, rejects unknown options and quits")
    func menu() async {
        let harness = Harness(input: ["1", "20", "", "2", "9", "3"])
        let code = await harness.commandLine.run(arguments: [])
        #expect(code == 0)
        let prompt = "Insert a bill (1, 2, 5, 10, 20, 50, 100) or press Enter to finish: "
        #expect(
            harness.console.output == "Welcome to the Wiring ATM.\n"
                + Self.menu + prompt + prompt
                + "Deposited $20.00 to account checking-001. New balance: $270.00. Receipt: fake-1\n"
                + Self.menu + "Balance for account checking-001: $270.00\n"
                + Self.menu + "'9' is not an option.\n"
                + Self.menu + "Goodbye.\n")
    }

    @Test("option 4 reloads the bank configuration, and the next deposit follows it")
    func menuReload() async throws {
        let file = try BankConfigFile(#"{"default": {"depositLimitMinorUnits": 50000}}"#)
        let accounts = HandWiredAccounts(store: BankSettingsStore(environment: file.environment))
        let harness = Harness(input: ["1", "100", "", "4", "1", "100", "", "3"], accounts: accounts)
        try file.write(#"{"default": {"depositLimitMinorUnits": 50000, "depositFeeMinorUnits": 200}}"#)
        #expect(await harness.commandLine.run(arguments: []) == 0)
        let output = harness.console.output
        #expect(output.contains("Deposited $100.00 to account checking-001. New balance: $350.00. Receipt: fake-1\n"))
        #expect(
            output.contains(
                Self.menu + "Bank configuration reloaded from \(file.path): "
                    + "deposit limit $500.00, fee $2.00 by default; 0 accounts with their own settings.\n" + Self.menu))
        #expect(
            output.contains(
                "Deposited $100.00 to account checking-001 (fee $2.00, credited $98.00). New balance: $448.00. Receipt: fake-2\n"
            ))
        #expect(output.hasSuffix("Goodbye.\n"))
        #expect(harness.console.errors.isEmpty)
        #expect(
            accounts.services(for: try account("checking-001")).activity.events == [
                "deposited $100.00", "bank configuration reloaded", "deposited $100.00 (fee $2.00, credited $98.00)",
            ])
    }

    @Test("option 4 with a bad file reports it on stderr, and the menu goes on")
    func menuReloadBadFile() async throws {
        let file = try BankConfigFile("{}")
        let harness = Harness(
            input: ["4", "3"], accounts: HandWiredAccounts(store: BankSettingsStore(environment: file.environment)))
        try file.write(#"{"default": {"depositFeeMinorUnits": -1}}"#)
        #expect(await harness.commandLine.run(arguments: []) == 0)
        #expect(
            harness.console.errors == [
                "error: the bank configuration \(file.path) is invalid: default.depositFeeMinorUnits: must not be negative (it is -1)"
            ])
        #expect(harness.console.output.hasSuffix(Self.menu + Self.menu + "Goodbye.\n"))
    }

    @Test("the menu says goodbye on q and at end of input", arguments: [["q"], []])
    func menuQuit(input: [String]) async {
        let harness = Harness(input: input)
        #expect(await harness.commandLine.run(arguments: []) == 0)
        #expect(harness.console.output.hasSuffix("Goodbye.\n"))
    }

    @Test("the menu's exit code is 0 even when the bank is down")
    func menuBankDown() async {
        let harness = Harness(input: ["2", "1", "5", ""], scenario: .bankDown)
        #expect(await harness.commandLine.run(arguments: []) == 0)
        #expect(harness.console.errors.count == 2)
    }

    @Test("with balance-after-deposit, the menu shows the balance after a deposit")
    func balanceAfterDeposit() async {
        let harness = Harness(input: ["1", "20", ""], flags: [.balanceAfterDeposit])
        #expect(await harness.commandLine.run(arguments: []) == 0)
        #expect(
            harness.console.output.contains(
                "Receipt: fake-1\nBalance for account checking-001: $270.00\n" + Self.menu))
    }

    @Test("without balance-after-deposit, no balance follows a deposit")
    func noBalanceAfterDeposit() async {
        let harness = Harness(input: ["1", "20", ""])
        #expect(await harness.commandLine.run(arguments: []) == 0)
        #expect(!harness.console.output.contains("Balance for account"))
    }

    @Test("every command is recorded as started and finished")
    func telemetry() async {
        let harness = Harness()
        _ = await harness.commandLine.run(arguments: ["deposit", "7"])
        let events = harness.telemetry.events
        #expect(events.map(\.name) == ["command.started", "command.finished"])
        #expect(events.first?.attributes == ["command": "deposit"])
        let finished = events.last?.attributes ?? [:]
        #expect(finished["command"] == "deposit")
        #expect(finished["exitCode"] == "64")
        #expect(finished["durationMs"].flatMap { Int($0) }.map { $0 >= 0 } == true)
    }
}
