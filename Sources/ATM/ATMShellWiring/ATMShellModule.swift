import ATMShell
import AccountRules
import BalanceUI
import DepositUI
import FeatureFlags
import Telemetry
import Terminal
import Wiring

/// Binds the ATM's command line, the root of the `atm` and `atm-uitest` apps. Its screens,
/// console, flags, telemetry and accounts come from the other wiring libraries.
public enum ATMShellModule: Module {
    public static func configure(binder: Binder) {
        binder.requires((any Console).self)
        binder.requires(DepositScreen.self)
        binder.requires(BalanceScreen.self)
        binder.requires(FeatureFlagSet.self)
        binder.requires((any TelemetryRecorder).self)
        binder.requires(AccountDirectory.self)
        binder.bind(ATMCommandLine.self).onMainActor().scoped(.singleton).to(factory: ATMCommandLine.init)
    }
}
