import AccountRules
import AccountRulesWiring
import BankAPI
import Foundation
import Synchronization
import Testing
import Wiring

/// The real `AccountRulesModule` and `AccountComponent`: each account gets its own rules and
/// activity, and a configuration reload re-creates the rules while keeping the activity.
@Suite(.serialized) struct AccountRulesWiringTests {
    /// A bank configuration file in a fresh temporary folder, removed when this is released.
    final class ConfigFile: Sendable {
        let path: String

        init(_ json: String) throws {
            path =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("wiring-bank-\(UUID().uuidString).json").path
            try write(json)
        }

        func write(_ json: String) throws {
            try Data(json.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The configuration file the store of the graph under test reads. A module is a type, so
    /// it cannot carry a test's file; this is set just before each graph is built (the suite is
    /// serialized), and the override reads it while the graph is configured.
    static let configPath = Mutex("")

    /// Points the real module's store at the test's file instead of `ATM_BANK_CONFIG`.
    enum TestConfigOverride: Module {
        static func configure(binder: Binder) {
            let environment = [BankSettingsStore.environmentKey: AccountRulesWiringTests.configPath.withLock { $0 }]
            binder.bind(BankSettingsStore.self).scoped(.singleton).to(factory: {
                BankSettingsStore(environment: environment)
            })
        }
    }

    private func account(_ text: String) throws -> AccountID {
        try #require(AccountID(text))
    }

    private func directory(reading file: ConfigFile) throws -> Component<AccountDirectory> {
        Self.configPath.withLock { $0 = file.path }
        return try Component(
            root: AccountDirectory.self, modules: [AccountRulesModule.self], overrides: [TestConfigOverride.self])
    }

    @Test func rulesFollowTheFileAndAReloadRecreatesThemButKeepsTheActivity() throws {
        let file = try ConfigFile(
            """
            {"default": {"depositFeeMinorUnits": 50},
             "accounts": {"alice": {"depositLimitMinorUnits": 50000, "depositFeeMinorUnits": 150}}}
            """)
        let component = try directory(reading: file)
        let directory = component.root
        let alice = try account("alice"), bob = try account("bob")

        let aliceBefore = directory.services(for: alice)
        let bobBefore = directory.services(for: bob)
        #expect(aliceBefore.rules.settings?.depositLimit == Money(minorUnits: 50_000))
        #expect(aliceBefore.rules.settings?.depositFee == Money(minorUnits: 150))
        #expect(bobBefore.rules.settings?.depositFee == Money(minorUnits: 50))
        #expect(aliceBefore.rules.account == alice, "the seed is injected inside the account's component")
        #expect(aliceBefore.activity.account == alice)
        // Scoped to the account: the same instances until a reload.
        #expect(directory.services(for: alice).rules === aliceBefore.rules)
        #expect(directory.services(for: alice).activity === aliceBefore.activity)
        #expect(aliceBefore.activity !== bobBefore.activity)

        try file.write(
            """
            {"default": {"depositFeeMinorUnits": 75},
             "accounts": {"alice": {"depositLimitMinorUnits": 20000, "depositFeeMinorUnits": 200}}}
            """)
        #expect(directory.services(for: alice).rules === aliceBefore.rules, "nothing changes before the reload")
        let summary = try directory.reloadConfiguration()
        #expect(summary.hasPrefix("Bank configuration reloaded from \(file.path): "))

        let aliceAfter = directory.services(for: alice)
        #expect(aliceAfter.rules !== aliceBefore.rules)
        #expect(aliceAfter.rules.settings?.depositLimit == Money(minorUnits: 20_000))
        #expect(aliceAfter.rules.settings?.depositFee == Money(minorUnits: 200))
        #expect(aliceAfter.activity === aliceBefore.activity)
        #expect(aliceAfter.activity.events == ["bank configuration reloaded"])

        let bobAfter = directory.services(for: bob)
        #expect(bobAfter.rules !== bobBefore.rules, "every account is reloaded")
        #expect(bobAfter.rules.settings?.depositFee == Money(minorUnits: 75))
        #expect(bobAfter.activity === bobBefore.activity)

        let keyed = try component.resolve(KeyedComponents<AccountComponent>.self)
        #expect(Set(keyed.keys) == [alice, bob])
        #expect(try keyed.resolve(DepositRules.self, for: alice) === aliceAfter.rules)
    }

    @Test func aBadFileOnReloadChangesNothing() throws {
        let file = try ConfigFile(#"{"default": {"depositFeeMinorUnits": 50}}"#)
        // The component is kept: the directory is a singleton it caches, whose keyed accounts
        // need the graph.
        let component = try directory(reading: file)
        let directory = component.root
        let rules = directory.services(for: try account("alice")).rules
        try file.write(#"{"default": {"depositFeeMinorUnits": "lots"}}"#)
        #expect(throws: BankSettingsError.self) { try directory.reloadConfiguration() }
        #expect(directory.services(for: try account("alice")).rules === rules)
    }

    @Test func theStoreAndTheDirectoryAreSingletons() throws {
        let file = try ConfigFile("{}")
        let component = try directory(reading: file)
        #expect(try component.resolve(BankSettingsStore.self) === component.resolve(BankSettingsStore.self))
        #expect(try component.resolve(AccountDirectory.self) === component.root)
    }
}
