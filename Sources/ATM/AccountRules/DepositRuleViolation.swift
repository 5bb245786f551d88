import BankAPI

/// Why an account's deposit rules refuse a deposit.
///
/// Refused before the bank is asked, so the person at the ATM gets their bills back and
/// a line saying why, in the account's own terms.
public enum DepositRuleViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// The total is over the account's per-deposit limit.
    case overLimit(total: Money, limit: Money)
    /// The fee would take the whole deposit, so nothing would be credited.
    case feeTakesEverything(total: Money, fee: Money)
    /// The bank configuration file is named but could not be used, so the account's limit
    /// and fee are unknown.
    case configurationUnusable(BankSettingsError)

    /// One line, for example `$600.00 is over this account's deposit limit of $500.00`.
    public var description: String {
        switch self {
        case .overLimit(let total, let limit):
            "\(total) is over this account's deposit limit of \(limit)"
        case .feeTakesEverything(let total, let fee):
            "\(total) does not cover this account's deposit fee of \(fee)"
        case .configurationUnusable(let problem):
            "\(problem)"
        }
    }
}
