import ATMLib
import AccountRules
import BankAPI
import Terminal

/// The deposit command: takes bills from the command line or one at a time at a
/// prompt, deposits them, and tells the person what happened.
///
/// A screen runs on the main actor, as the ATM's user interface does: one conversation with
/// the person at a time, never two screens writing to the terminal at once.
///
/// Exit codes: 0 deposited (or nothing inserted), 1 not deposited, 2 not confirmed by the
/// bank (its outcome is unknown), 64 bad input.
@MainActor
public struct DepositScreen {
    /// Exit code for a usage problem, such as a bill the ATM does not accept (`EX_USAGE`).
    public nonisolated static let usageExitCode: Int32 = 64
    /// Exit code for a deposit that did not happen for any other reason.
    public nonisolated static let failureExitCode: Int32 = 1
    /// Exit code for a deposit the bank has not confirmed: it may or may not be credited.
    public nonisolated static let unconfirmedExitCode: Int32 = 2

    /// Help for the deposit command, shown by `--help` (and by apps built around this screen).
    public nonisolated static let usage = """
        ARGUMENTS:
          BILL...           Deposit the listed bills, e.g. `20 50 100` ($20 also works).
                            One invalid bill cancels the deposit before the bank is asked.
          (no bills)        Insert bills one at a time at a prompt; press Enter or type
                            done to finish. Invalid bills are handed back.

          Accepted bills: \(acceptedBills); at most \(BillScanner.maximumBillsPerDeposit) per deposit.
          The account is the card's: ATM_ACCOUNT (default \(InsertedCard.defaultAccount)).
          Deposit limits and fees per account: the JSON file named by ATM_BANK_CONFIG
          (default: a limit of \(AccountSettings.builtIn.depositLimit) per deposit, no fee).
          Exit status: 0 deposited or nothing inserted, 1 not deposited (the bills are
          returned), 2 not confirmed by the bank (check the balance), 64 invalid input.
        """

    private nonisolated static let acceptedBills = Bill.denominations.map(String.init).joined(separator: ", ")
    private nonisolated static let prompt = "Insert a bill (\(acceptedBills)) or press Enter to finish: "

    private let console: any Console
    private let depositer: ATMDepositer
    private let card: InsertedCard

    /// Creates the screen; it talks through `console` and deposits with `depositer` to `card`'s account.
    public init(console: any Console, depositer: ATMDepositer, card: InsertedCard) {
        self.console = console
        self.depositer = depositer
        self.card = card
    }

    /// Runs the command with `arguments` (bills; none means prompt for them) and returns the exit code.
    public func run(arguments: [String]) async -> Int32 {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            console.writeLine(Self.usage)
            return 0
        }
        if arguments.isEmpty {
            return await runInteractive().exitCode
        }
        var bills: [Bill] = []
        for argument in arguments {
            do {
                bills.append(try Bill(parsing: argument))
            } catch {
                console.writeError("error: \(error)")
                return Self.usageExitCode
            }
        }
        guard let account = accountOnCard() else { return Self.failureExitCode }
        return await deposit(bills, to: account).exitCode
    }

    /// Prompts for bills until Enter, `done` or end of input, then deposits them.
    ///
    /// Invalid bills are handed back with a message and the prompt repeats; once the
    /// slot holds the most bills one deposit may have, the deposit starts.
    public func runInteractive() async -> DepositOutcome {
        guard let account = accountOnCard() else { return .failed(exitCode: Self.failureExitCode) }
        var bills: [Bill] = []
        while bills.count < BillScanner.maximumBillsPerDeposit {
            console.write(Self.prompt)
            guard let line = console.readLine() else {
                // End of input: finish the prompt's line so what follows starts on its own.
                console.writeLine("")
                break
            }
            let text = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if text.isEmpty || text.lowercased() == "done" {
                break
            }
            do {
                bills.append(try Bill(parsing: text))
            } catch {
                console.writeLine("'\(error.text)' is not a valid bill; it has been returned.")
            }
        }
        if bills.count == BillScanner.maximumBillsPerDeposit {
            console.writeLine("The slot is full (\(bills.count) bills); depositing them now.")
        }
        guard !bills.isEmpty else {
            console.writeLine("No bills inserted; nothing deposited.")
            return .nothingDeposited
        }
        return await deposit(bills, to: account)
    }

    /// The card's account, or nil after reporting why the card cannot be used.
    private func accountOnCard() -> AccountID? {
        do {
            return try card.account()
        } catch {
            console.writeError("error: \(error)")
            return nil
        }
    }

    /// Deposits `bills` and reports the result.
    private func deposit(_ bills: [Bill], to account: AccountID) async -> DepositOutcome {
        do {
            let receipt = try await depositer.deposit(bills, to: account)
            let confirmation = receipt.confirmation
            let charge = receipt.fee == .zero ? "" : " (fee \(receipt.fee), credited \(receipt.credited))"
            console.writeLine(
                "Deposited \(receipt.total) to account \(confirmation.accountID)\(charge). "
                    + "New balance: \(confirmation.balance). Receipt: \(confirmation.depositID)")
            return .deposited(receipt)
        } catch {
            switch error {
            case .bank(.unreachable), .bank(.declined), .refused:
                console.writeError("error: \(error); your bills have been returned (\(Self.total(of: bills)))")
                return .failed(exitCode: Self.failureExitCode)
            case .bank(.outcomeUnknown):
                // The bank may have credited it: the bills are not handed back, and saying
                // they were would be false.
                console.writeError("error: \(error)")
                return .failed(exitCode: Self.unconfirmedExitCode)
            case .tooManyBills, .noBills:
                console.writeError("error: \(error)")
                return .failed(exitCode: Self.usageExitCode)
            case .bank:
                console.writeError("error: \(error)")
                return .failed(exitCode: Self.failureExitCode)
            }
        }
    }

    /// The value of `bills`, for telling the person what was handed back.
    private static func total(of bills: [Bill]) -> Money {
        bills.reduce(Money.zero) { sum, bill in sum.adding(bill.value) ?? sum }
    }
}
