import AccountRules
import BankAPI
import Foundation
import Synchronization

/// Accounts wired by hand the way the app's graph wires them: one activity log per account
/// for as long as this lives, and rules made from the store's settings on first use and
/// made anew after a reload.
final class HandWiredAccounts: Sendable {
    let store: BankSettingsStore
    private let activities = Mutex<[AccountID: AccountActivity]>([:])
    private let rules = Mutex<[AccountID: DepositRules]>([:])

    /// Accounts under `store`'s configuration; by default the built-in one.
    init(store: BankSettingsStore = BankSettingsStore(environment: [:])) {
        self.store = store
    }

    func services(for account: AccountID) -> AccountServices {
        let activity = activities.withLock { made in
            if let existing = made[account] { return existing }
            let activity = AccountActivity(account: account)
            made[account] = activity
            return activity
        }
        let rules = rules.withLock { made in
            if let existing = made[account] { return existing }
            let rules = DepositRules(account: account, store: store)
            made[account] = rules
            return rules
        }
        return AccountServices(rules: rules, activity: activity)
    }

    func reloadAll() {
        rules.withLock { $0.removeAll() }
    }

    /// The directory libraries use, over these accounts.
    var directory: AccountDirectory {
        AccountDirectory(
            services: { [self] in services(for: $0) }, reloadAll: { [self] in reloadAll() }, settings: store)
    }
}

/// A bank configuration file in a fresh temporary folder, removed when this is released.
final class BankConfigFile: Sendable {
    let path: String
    private let folder: URL

    init(_ json: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bank-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("bank.json").path
        try write(json)
    }

    func write(_ json: String) throws {
        try Data(json.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The environment that points `BankSettingsStore` at this file.
    var environment: [String: String] {
        [BankSettingsStore.environmentKey: path]
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
