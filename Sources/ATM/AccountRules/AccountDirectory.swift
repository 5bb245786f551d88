import BankAPI
import Synchronization

/// Where the ATM gets each account's services, and how it reloads the bank configuration.
///
/// Libraries that use accounts depend on this plain type, not on how the services are
/// made: the app's graph passes in closures that build each account's services (and
/// re-create the configured ones on reload), while a test can pass its own.
public final class AccountDirectory: Sendable {
    private let makeServices: @Sendable (AccountID) -> AccountServices
    private let reloadAll: @Sendable () -> Void
    private let settings: BankSettingsStore
    /// The accounts served so far, whose activity logs hear about reloads.
    private let served = Mutex<Set<AccountID>>([])

    /// A directory that gets an account's services from `services`, applies a reload to
    /// every account with `reloadAll`, and reads the configuration through `settings`.
    public init(
        services: @escaping @Sendable (AccountID) -> AccountServices,
        reloadAll: @escaping @Sendable () -> Void,
        settings: BankSettingsStore
    ) {
        self.makeServices = services
        self.reloadAll = reloadAll
        self.settings = settings
    }

    /// The services for `account` under the configuration in force now.
    public func services(for account: AccountID) -> AccountServices {
        served.withLock { _ = $0.insert(account) }
        return makeServices(account)
    }

    /// Where the configuration in force comes from, and any problem with its file.
    public var configurationStatus: String {
        settings.status
    }

    /// Reads the configuration file again and re-creates every account's rules from it,
    /// then returns one line saying what is now in force. A bad file changes nothing and
    /// throws the problem.
    public func reloadConfiguration() throws(BankSettingsError) -> String {
        let current = try settings.reload()
        reloadAll()
        for account in served.withLock({ $0 }) {
            makeServices(account).activity.record("bank configuration reloaded")
        }
        let own = current.accounts.count
        let defaults = "deposit limit \(current.defaults.depositLimit), fee \(current.defaults.depositFee)"
        guard let path = settings.path else {
            return "No bank configuration file is set (\(BankSettingsStore.environmentKey)); "
                + "built-in defaults apply: \(defaults)."
        }
        return "Bank configuration reloaded from \(path): \(defaults) by default; "
            + "\(own) account\(own == 1 ? "" : "s") with \(own == 1 ? "its" : "their") own settings."
    }
}
