import DepositUI
import Wiring

/// Binds the deposit screen.
public enum DepositUIModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(DepositScreen.self).to(factory: DepositScreen.init)
    }
}
