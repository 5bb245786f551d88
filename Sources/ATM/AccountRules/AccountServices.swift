/// Everything the ATM uses for one account, handed out together so a deposit sees one
/// consistent pair even if the configuration is reloaded meanwhile.
public struct AccountServices: Sendable {
    /// The account's deposit limit and fee; made anew when the configuration is reloaded.
    public let rules: DepositRules
    /// The account's activity log; the same one across reloads.
    public let activity: AccountActivity

    /// Groups one account's `rules` and `activity`.
    public init(rules: DepositRules, activity: AccountActivity) {
        self.rules = rules
        self.activity = activity
    }
}
