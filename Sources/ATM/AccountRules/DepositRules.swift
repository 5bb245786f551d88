import BankAPI

/// The deposit limit and fee of one account, as configured when these rules were made.
///
/// The rules are a snapshot: they never change under a deposit in progress. When the bank
/// configuration is reloaded, new rules are made for the account (the old ones keep
/// answering for whoever still holds them), which is why this is a class: a reload is
/// visible as a new instance.
///
/// When the configuration file could not be used, there are no settings and every deposit
/// is refused with the reason: a deposit is never checked against limits nobody configured.
public final class DepositRules: Sendable {
    /// The account these rules are for.
    public let account: AccountID
    /// The limit and fee in force when the rules were made, or why there were none.
    private let configured: Result<AccountSettings, BankSettingsError>

    /// Rules for `account` from the configuration `store` holds now.
    public init(account: AccountID, store: BankSettingsStore) {
        self.account = account
        self.configured = Result { () throws(BankSettingsError) in try store.settings(for: account) }
    }

    /// The limit and fee in force when the rules were made; nil when the configuration file
    /// could not be used, and every deposit is refused.
    public var settings: AccountSettings? {
        try? configured.get()
    }

    /// The fee and credited amount for a deposit of `total`, or why it is refused: no usable
    /// configuration, over the limit, or not more than the fee.
    public func check(_ total: Money) throws(DepositRuleViolation) -> DepositCharge {
        let settings: AccountSettings
        switch configured {
        case .success(let configured): settings = configured
        case .failure(let problem): throw .configurationUnusable(problem)
        }
        guard total <= settings.depositLimit else {
            throw .overLimit(total: total, limit: settings.depositLimit)
        }
        guard total > settings.depositFee else {
            throw .feeTakesEverything(total: total, fee: settings.depositFee)
        }
        return DepositCharge(total: total, fee: settings.depositFee)
    }
}
