import ATMLib

/// How a deposit screen run ended, for callers that do more than exit (such as the menu).
public enum DepositOutcome: Sendable, Hashable {
    /// The bank credited the deposit.
    case deposited(DepositReceipt)
    /// No bills were inserted, so nothing was sent to the bank.
    case nothingDeposited
    /// The deposit did not happen; the problem has been shown and this is the exit code.
    case failed(exitCode: Int32)

    /// The process exit code for this outcome: 0 unless the deposit failed.
    public var exitCode: Int32 {
        switch self {
        case .deposited, .nothingDeposited: 0
        case .failed(let exitCode): exitCode
        }
    }
}
