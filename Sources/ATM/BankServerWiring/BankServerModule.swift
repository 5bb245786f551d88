import BankServer
import Wiring

/// Binds the bank server's command, the root of the `bank-server` app, and the child
/// component that opens its storage once the options are parsed.
public enum BankServerModule: Module {
    public static func configure(binder: Binder) {
        binder.install(BankStorageComponent.self)
        binder.bind(BankServerCommand.self).to(factory: { (storage: AsyncChildFactory<BankStorageComponent>) in
            BankServerCommand(openStorage: { options in try await storage.build(options).root })
        })
    }
}
