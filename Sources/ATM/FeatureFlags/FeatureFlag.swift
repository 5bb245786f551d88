/// A behaviour that can be switched on without a new build, named in `ATM_FEATURES`.
public enum FeatureFlag: String, Sendable, CaseIterable {
    /// In the interactive menu, show the balance after each successful deposit.
    case balanceAfterDeposit = "balance-after-deposit"
}
