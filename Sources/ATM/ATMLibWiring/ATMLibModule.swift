import ATMLib
import Wiring

/// Binds the ATM's core: the bill scanner, the depositer and the inserted card.
public enum ATMLibModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(BillScanner.self).to(factory: BillScanner.init)
        binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
        binder.bind(InsertedCard.self).scoped(.singleton).to(factory: { InsertedCard() })
    }
}
