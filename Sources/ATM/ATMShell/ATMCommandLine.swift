import AccountRules
import BalanceUI
import DepositUI
import FeatureFlags
import Telemetry
import Terminal

/// The `atm` command line: picks the command from the arguments, or runs the menu.
///
/// The one place that knows the command names, so the screens stay reusable and the
/// app's `main` only has to pass its arguments. Every run is timed into telemetry. It runs
/// on the main actor with the screens it shows.
@MainActor
public struct ATMCommandLine {
    /// Exit code for an unknown command or misused arguments (`EX_USAGE`).
    public nonisolated static let usageExitCode: Int32 = 64

    /// The commands section of `atm --help`: what the ATM can do and how to configure it.
    public nonisolated static let usage = """
        COMMANDS:
          deposit [BILL...]   Deposit the listed bills, e.g. `deposit 20 50 100` ($20 also
                              works); with no bills, insert them one at a time at a prompt.
          balance             Show the balance of the account on the card.
          (no command)        Open the interactive menu: deposit, balance, quit, or reload
                              the bank configuration (ATM_BANK_CONFIG) without restarting.

        DEPOSIT OUTCOMES:
          deposited (exit 0)  The bank credited the deposit; the receipt names it.
          not deposited       The bank did not credit it: it declined or refused it, or
            (exit 1)          could not be reached before the deposit was sent. The bills
                              are handed back.
          not confirmed       The deposit was sent, but the bank's answer was lost or said
            (exit 2)          the outcome was not known yet, even after asking again with
                              the same idempotency key (and after each Retry-After the bank
                              gave) for up to 3 × ATM_BANK_TIMEOUT. It may or may not be
                              credited, never twice: check the balance.

        ENVIRONMENT:
          ATM_BANK_URL        The bank's base http:// URL (default \(defaultBankURL)).
          ATM_BANK_TOKEN      The bank's API token; required to reach the bank.
          ATM_BANK_TIMEOUT    Seconds to wait for each answer from the bank (default 5).
          ATM_ACCOUNT         The account on the card (default checking-001).
          ATM_BANK_CONFIG     A JSON file of deposit limits and fees in cents, by default and
                              per account, e.g. {"default": {"depositLimitMinorUnits": 1000000},
                              "accounts": {"alice": {"depositFeeMinorUnits": 150}}}.
                              Unset: \(builtInRules). A file that cannot
                              be read or is invalid stops deposits until it is
                              fixed. Menu option 4 reads the file again without
                              restarting.
          ATM_FEATURES        Comma-separated feature flags to turn on: \(featureNames).
          ATM_TELEMETRY_FILE  Append telemetry events to this file, one JSON object per line.
        """

    private nonisolated static let defaultBankURL = "http://127.0.0.1:8080"
    private nonisolated static let builtInRules =
        "a limit of \(AccountSettings.builtIn.depositLimit) per deposit, no fee"
    /// The flag names, by a plain loop: `map` and `joined(separator:)` made the runtime look up
    /// generic metadata and scan every protocol conformance, about 0.3 ms of `atm --help`.
    private nonisolated static let featureNames: String = {
        var names = ""
        for flag in FeatureFlag.allCases {
            names += names.isEmpty ? flag.rawValue : ", " + flag.rawValue
        }
        return names
    }()

    private let console: any Console
    private let deposit: DepositScreen
    private let balance: BalanceScreen
    private let flags: FeatureFlagSet
    private let telemetry: any TelemetryRecorder
    private let accounts: AccountDirectory

    /// Creates the command line from its screens, the enabled feature flags, where telemetry
    /// goes, and the accounts whose bank configuration the menu can reload.
    public init(
        console: any Console, deposit: DepositScreen, balance: BalanceScreen,
        flags: FeatureFlagSet, telemetry: any TelemetryRecorder, accounts: AccountDirectory
    ) {
        self.console = console
        self.deposit = deposit
        self.balance = balance
        self.flags = flags
        self.telemetry = telemetry
        self.accounts = accounts
    }

    /// Runs the command in `arguments` (without the program name) and returns the exit code.
    public func run(arguments: [String]) async -> Int32 {
        let command = ATMCommand(arguments: arguments)
        telemetry.record(TelemetryEvent(name: "command.started", attributes: ["command": command.telemetryName]))
        let clock = ContinuousClock()
        let start = clock.now
        let exitCode = await run(command)
        let elapsed = start.duration(to: clock.now)
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        telemetry.record(
            TelemetryEvent(
                name: "command.finished",
                attributes: [
                    "command": command.telemetryName,
                    "exitCode": String(exitCode),
                    "durationMs": String(milliseconds),
                ]))
        return exitCode
    }

    private func run(_ command: ATMCommand) async -> Int32 {
        switch command {
        case .menu:
            return await runMenu()
        case .help:
            console.writeLine(Self.usage)
            return 0
        case .deposit(let bills):
            return await deposit.run(arguments: bills)
        case .balance(let extraArguments):
            guard extraArguments.isEmpty else {
                if extraArguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
                    console.writeLine(BalanceScreen.usage)
                    return 0
                }
                console.writeError("error: balance takes no arguments; run with --help to see the commands")
                return Self.usageExitCode
            }
            return await balance.run()
        case .status:
            return StatusCommand().run(console: console)
        case .unknown(let name):
            console.writeError("error: unknown command '\(name)'; run with --help to see the commands")
            return Self.usageExitCode
        }
    }

    /// The interactive menu: deposit, balance, quit or reload the bank configuration, until
    /// quit or end of input.
    private func runMenu() async -> Int32 {
        console.writeLine("Welcome to the Wiring ATM.")
        while true {
            console.writeLine("1) Deposit")
            console.writeLine("2) Balance")
            console.writeLine("3) Quit")
            console.writeLine("4) Reload bank configuration")
            console.write("Choose an option: ")
            guard let line = console.readLine() else {
                // End of input: finish the prompt's line before saying goodbye.
                console.writeLine("")
                break
            }
            let choice = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            switch choice.lowercased() {
            case "1":
                let outcome = await deposit.runInteractive()
                if case .deposited = outcome, flags.isEnabled(.balanceAfterDeposit) {
                    _ = await balance.run()
                }
            case "2":
                _ = await balance.run()
            case "3", "q", "quit":
                console.writeLine("Goodbye.")
                return 0
            case "4":
                reloadConfiguration()
            case "":
                continue
            default:
                console.writeLine("'\(choice)' is not an option.")
            }
        }
        console.writeLine("Goodbye.")
        return 0
    }

    /// Reloads the bank configuration and says what is now in force; a bad file is reported
    /// and changes nothing.
    private func reloadConfiguration() {
        do {
            console.writeLine(try accounts.reloadConfiguration())
        } catch {
            console.writeError("error: \(error)")
        }
    }
}
