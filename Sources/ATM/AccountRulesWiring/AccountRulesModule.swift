import AccountRules
import Wiring

/// Binds the bank configuration, the per-account components and the directory other
/// libraries use to reach them.
public enum AccountRulesModule: Module {
    public static func configure(binder: Binder) {
        binder.install(AccountComponent.self)
        binder.bind(BankSettingsStore.self).scoped(.singleton).to(factory: { BankSettingsStore() })
        binder.bind(KeyedComponents<AccountComponent>.self).scoped(.singleton).to(factory: KeyedComponents.init)
        binder.bind(AccountDirectory.self).scoped(.singleton).to(factory: {
            (keyed: KeyedComponents<AccountComponent>, settings: BankSettingsStore) in
            AccountDirectory(
                services: { keyed.component(for: $0).root },
                reloadAll: { keyed.reloadAll() },
                settings: settings)
        })
    }
}
