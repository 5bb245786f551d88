import BankAPI

/// The deposit rules that apply to one account: how much one deposit may hold and what the
/// bank charges for it.
///
/// This is what the bank configuration file boils down to for a single account, after its
/// own entry has been filled in from the file's `default` section. Amounts are never
/// negative, so a fee can never credit more than was inserted.
public struct AccountSettings: Sendable, Hashable {
    /// The largest total one deposit may have.
    public let depositLimit: Money
    /// What the bank keeps from each deposit; the rest is credited.
    public let depositFee: Money

    /// Settings with `depositLimit` and `depositFee`, or nil when either is negative.
    public init?(depositLimit: Money, depositFee: Money) {
        guard depositLimit >= .zero, depositFee >= .zero else { return nil }
        self.depositLimit = depositLimit
        self.depositFee = depositFee
    }

    private init(checkedLimit: Money, fee: Money) {
        depositLimit = checkedLimit
        depositFee = fee
    }

    /// What applies when no configuration says otherwise: the bank's own per-deposit limit
    /// (``WireFormat/depositLimit``) and no fee.
    public static let builtIn = AccountSettings(checkedLimit: WireFormat.depositLimit, fee: .zero)
}
