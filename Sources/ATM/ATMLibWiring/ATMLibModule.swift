import ATMLib
import AccountRules
import BankAPI
import Wiring

/// Binds the ATM's core: the bill scanner, the depositer and the inserted card. The bank it
/// talks to and the accounts' rules come from other wiring libraries.
public enum ATMLibModule: Module {
    public static func configure(binder: Binder) {
        binder.requires((any NetworkExecutor).self)
        binder.requires(AccountDirectory.self)
        binder.bind(BillScanner.self).to(factory: BillScanner.init)
        binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
        binder.bind(InsertedCard.self).scoped(.singleton).to(factory: { InsertedCard() })
    }
}
