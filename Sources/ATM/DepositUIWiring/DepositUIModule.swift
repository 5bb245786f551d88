import ATMLib
import DepositUI
import Terminal
import Wiring

/// Binds the deposit screen, on the main actor, where the screens run.
public enum DepositUIModule: Module {
    public static func configure(binder: Binder) {
        binder.requires((any Console).self)
        binder.requires(ATMDepositer.self)
        binder.requires(InsertedCard.self)
        binder.bind(DepositScreen.self).onMainActor().scoped(.singleton).to(factory: DepositScreen.init)
    }
}
