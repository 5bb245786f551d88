import BankAPI
import Network
import Wiring

/// Binds the real bank client: HTTP to the bank named by `ATM_BANK_URL`.
public enum BankNetworkModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(BankEndpoint.self).to(factory: { BankEndpoint() })
        binder.bind((any NetworkExecutor).self).scoped(.singleton).to(factory: BankNetworkExecutor.init)
    }
}
