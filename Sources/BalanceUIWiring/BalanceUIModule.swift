import BalanceUI
import Wiring

/// Binds the balance screen.
public enum BalanceUIModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(BalanceScreen.self).to(factory: BalanceScreen.init)
    }
}
