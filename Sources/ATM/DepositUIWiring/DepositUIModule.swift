import DepositUI
import Wiring

/// Binds the deposit screen, on the main actor, where the screens run.
public enum DepositUIModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(DepositScreen.self).onMainActor().to(factory: DepositScreen.init)
    }
}
