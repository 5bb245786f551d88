import BalanceUI
import Wiring

/// Binds the balance screen and the one dependencies struct it reaches the graph through.
public enum BalanceUIModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(BalanceDependencies.self).to(factory: BalanceDependencies.init)
        binder.bind(BalanceScreen.self).onMainActor().to(factory: { @MainActor (dependencies: BalanceDependencies) in
            BalanceScreen(dependencies: dependencies)
        })
    }
}
