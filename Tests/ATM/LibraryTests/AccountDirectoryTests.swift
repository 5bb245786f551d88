import AccountRules
import BankAPI
import Testing

@Suite("AccountDirectory")
struct AccountDirectoryTests {
    @Test("reloading re-reads the file, re-creates rules, keeps activity and says what is in force")
    func reload() throws {
        let file = try BankConfigFile(#"{"accounts": {"alice": {"depositLimitMinorUnits": 50000}}}"#)
        let accounts = HandWiredAccounts(store: BankSettingsStore(environment: file.environment))
        let directory = accounts.directory
        let alice = try account("alice")
        let before = directory.services(for: alice)
        before.activity.record("deposited $100.00")

        try file.write(
            #"{"default": {"depositFeeMinorUnits": 200}, "accounts": {"alice": {"depositLimitMinorUnits": 20000}}}"#)
        let summary = try directory.reloadConfiguration()

        #expect(
            summary == "Bank configuration reloaded from \(file.path): deposit limit $10000.00, fee $2.00 by default; "
                + "1 account with its own settings.")
        let after = directory.services(for: alice)
        #expect(after.rules !== before.rules)
        #expect(after.rules.settings?.depositLimit == Money(minorUnits: 20_000))
        #expect(after.rules.settings?.depositFee == Money(minorUnits: 200))
        #expect(after.activity === before.activity)
        #expect(after.activity.events == ["deposited $100.00", "bank configuration reloaded"])
    }

    @Test("a bad file is thrown and changes nothing")
    func badReload() throws {
        let file = try BankConfigFile(#"{"default": {"depositFeeMinorUnits": 100}}"#)
        let directory = HandWiredAccounts(store: BankSettingsStore(environment: file.environment)).directory
        let rules = directory.services(for: try account("alice")).rules
        try file.write("{")
        #expect(throws: BankSettingsError.self) { try directory.reloadConfiguration() }
        #expect(directory.services(for: try account("alice")).rules === rules)
        #expect(directory.configurationStatus.contains("is invalid: not valid JSON"))
    }

    @Test("without a file, reloading says the built-in settings apply")
    func noFile() throws {
        let directory = HandWiredAccounts().directory
        #expect(
            try directory.reloadConfiguration()
                == "No bank configuration file is set (ATM_BANK_CONFIG); built-in defaults apply: deposit limit $10000.00, fee $0.00."
        )
    }

    @Test("the activity log keeps the most recent events")
    func activityCapacity() throws {
        let activity = AccountActivity(account: try account("alice"))
        for index in 0..<(AccountActivity.capacity + 5) {
            activity.record("event \(index)")
        }
        #expect(activity.events.count == AccountActivity.capacity)
        #expect(activity.events.first == "event 5")
        #expect(activity.events.last == "event \(AccountActivity.capacity + 4)")
    }
}
