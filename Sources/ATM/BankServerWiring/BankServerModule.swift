import BankServer
import Wiring

/// Binds the bank server's command, the root of the `bank-server` app.
public enum BankServerModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(BankServerCommand.self).to(factory: BankServerCommand.init)
    }
}
