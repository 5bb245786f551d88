import BankAPI
import FakeNetwork
import Wiring

/// Binds the in-memory fake bank, in the scenario chosen at launch (`ATM_SCENARIO`).
public enum FakeNetworkModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(FakeBankScenario.self).to(factory: { FakeBankScenario.current() })
        binder.bind((any NetworkExecutor).self).scoped(.singleton).to(factory: FakeNetworkExecutor.init)
    }
}
