import AccountRules
import BankAPI
import Wiring

/// One account's services, built per account from its ID (the seed, injectable inside).
///
/// A configuration reload re-creates the account's `DepositRules` from the reloaded file and
/// keeps its `AccountActivity`, whose history is not configuration.
public enum AccountComponent: ChildComponent {
    public typealias Seed = AccountID
    public typealias Root = AccountServices
    public static let scope = Scope("account")

    public static func configure(binder: Binder) {
        binder.bind(DepositRules.self).scoped(scope).onReload(.recreate).to(factory: DepositRules.init)
        binder.bind(AccountActivity.self).scoped(scope).onReload(.reuse).to(factory: AccountActivity.init)
        binder.bind(AccountServices.self).to(factory: AccountServices.init)
    }
}
