import ATMShell
import Wiring

/// Binds the ATM's command line, the root of the `atm` and `atm-uitest` apps.
public enum ATMShellModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(ATMCommandLine.self).onMainActor().to(factory: ATMCommandLine.init)
    }
}
