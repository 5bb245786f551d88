import ATMLib
import BalanceUI
import BankAPI
import Terminal
import Wiring

/// Binds the balance screen and the one dependencies struct it reaches the graph through.
public enum BalanceUIModule: Module {
    public static func configure(binder: Binder) {
        binder.requires((any NetworkExecutor).self)
        binder.requires((any Console).self)
        binder.requires(InsertedCard.self)
        binder.bind(BalanceDependencies.self).to(factory: BalanceDependencies.init)
        binder.bind(BalanceScreen.self).onMainActor().to(factory: { @MainActor (dependencies: BalanceDependencies) in
            BalanceScreen(dependencies: dependencies)
        })
    }
}
