import Dispatch
import Injection
import Synchronization
import Testing
import Wiring

/// The account's fee and limit, read from the configuration when made.
final class FeePolicy: Sendable {
    let feeCents: Int
    init(account: String, configuration: ConfigurationSource) {
        feeCents = configuration.fee(for: account)
    }
}

/// The account's notifier: kept across configuration reloads.
final class AccountNotifier: Sendable {
    let account: String
    init(account: String) { self.account = account }
}

/// The current configuration, changed by tests to simulate a reloaded file.
final class ConfigurationSource: Sendable {
    private let fees = Locked<[String: Int]>([:])
    func fee(for account: String) -> Int { fees.withLock { $0[account] ?? 0 } }
    func set(fee: Int, for account: String) { fees.withLock { $0[account] = fee } }
}

enum AccountComponent: ChildComponent {
    typealias Seed = String
    typealias Root = FeePolicy
    static let scope = Scope("account")
    static func configure(binder: Binder) {
        binder.bind(FeePolicy.self).scoped(scope).onReload(.recreate).to(factory: FeePolicy.init)
        binder.bind(AccountNotifier.self).scoped(scope).onReload(.reuse).to(factory: AccountNotifier.init)
    }
}

enum AccountsModule: Module {
    static func configure(binder: Binder) {
        binder.install(AccountComponent.self)
        binder.bind(ConfigurationSource.self).scoped(.singleton).to(factory: ConfigurationSource.init)
        binder.bind(KeyedComponents<AccountComponent>.self).scoped(.singleton).to(factory: KeyedComponents.init)
    }
}

@Suite struct KeyedComponentsTests {
    private func accounts() throws -> (Component<KeyedComponents<AccountComponent>>, KeyedComponents<AccountComponent>)
    {
        let component = try Component(root: KeyedComponents<AccountComponent>.self, modules: [AccountsModule.self])
        return (component, component.root)
    }

    @Test func eachKeyHasItsOwnComponentAndFallsBackToTheGlobalGraph() throws {
        let (component, accounts) = try accounts()
        #expect(try accounts.resolve(AccountNotifier.self, for: "alice").account == "alice")
        #expect(try accounts.resolve(AccountNotifier.self, for: "bob").account == "bob")
        #expect(
            try accounts.resolve(AccountNotifier.self, for: "alice")
                === accounts.resolve(AccountNotifier.self, for: "alice"))
        let global = try component.resolve(ConfigurationSource.self)
        #expect(try accounts.resolve(ConfigurationSource.self, for: "alice") === global)
        #expect(Set(accounts.keys) == ["alice", "bob"])
    }

    @Test func reloadRecreatesConfiguredInstancesAndReusesTheOthers() throws {
        let (component, accounts) = try accounts()
        let configuration = try component.resolve(ConfigurationSource.self)
        configuration.set(fee: 100, for: "alice")
        let policy = try accounts.resolve(FeePolicy.self, for: "alice")
        let notifier = try accounts.resolve(AccountNotifier.self, for: "alice")
        #expect(policy.feeCents == 100)

        configuration.set(fee: 250, for: "alice")
        #expect(try accounts.resolve(FeePolicy.self, for: "alice").feeCents == 100, "nothing changes before the reload")
        accounts.reload("alice")
        let reloaded = try accounts.resolve(FeePolicy.self, for: "alice")
        #expect(reloaded !== policy)
        #expect(reloaded.feeCents == 250)
        #expect(try accounts.resolve(AccountNotifier.self, for: "alice") === notifier)
    }

    @Test func instancesUnderAKeyCanBeListed() throws {
        // The component is kept: the keyed registry is a singleton it caches (see LifetimeTests).
        let (component, accounts) = try accounts()
        defer { withExtendedLifetime(component) {} }
        #expect(accounts.instances(for: "alice").isEmpty)
        _ = try accounts.resolve(FeePolicy.self, for: "alice")
        _ = try accounts.resolve(AccountNotifier.self, for: "alice")
        let made = accounts.instances(for: "alice")
        #expect(made.contains { $0 is FeePolicy })
        #expect(made.contains { $0 is AccountNotifier })
        #expect(made.contains { ($0 as? String) == "alice" })
        #expect(accounts.instances(for: "bob").isEmpty)
    }

    @Test func releasingTheGraphReleasesEveryKeysInstances() throws {
        weak var notifier: AccountNotifier?
        weak var keyed: KeyedComponents<AccountComponent>?
        do {
            let (component, accounts) = try accounts()
            keyed = accounts
            notifier = try accounts.resolve(AccountNotifier.self, for: "alice")
            accounts.reload("alice")
            _ = try accounts.resolve(FeePolicy.self, for: "alice")
            #expect(notifier != nil)
            #expect(component.root === accounts)
        }
        #expect(keyed == nil)
        #expect(notifier == nil)
    }

    /// Many threads resolve for a handful of keys while others reload them; every answer is
    /// consistent and (under `--sanitize=thread`) free of data races.
    @Test func concurrentLookupsAndReloadsAreSafe() throws {
        let (component, accounts) = try accounts()
        let configuration = try component.resolve(ConfigurationSource.self)
        let keys = ["a", "b", "c", "d"]
        let notifiers = try keys.map { try accounts.resolve(AccountNotifier.self, for: $0) }
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<300 {
                let key = keys[(worker + round) % keys.count]
                if worker % 4 == 0 {
                    configuration.set(fee: round, for: key)
                    accounts.reload(key)
                } else {
                    do {
                        let notifier = try accounts.resolve(AccountNotifier.self, for: key)
                        let policy = try accounts.resolve(FeePolicy.self, for: key)
                        if notifier.account != key || policy.feeCents < 0 { failures.add(1, ordering: .relaxed) }
                    } catch {
                        failures.add(1, ordering: .relaxed)
                    }
                }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
        for (key, notifier) in zip(keys, notifiers) {
            #expect(try accounts.resolve(AccountNotifier.self, for: key) === notifier, "reused across every reload")
        }
    }
}
