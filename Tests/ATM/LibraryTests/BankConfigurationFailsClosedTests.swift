import ATMLib
import AccountRules
import BankAPI
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A configuration that is named but cannot be used stops deposits, whatever is wrong with it.
/// Each of these used to fall back to the built-in limit with no fee, and the deposit went
/// through: a broken file silently removed the operator's limits and fees.
@Suite("Bank configuration fails closed")
struct BankConfigurationFailsClosedTests {
    /// One way an `ATM_BANK_CONFIG` can be broken, and words its error must contain.
    struct Trigger: Sendable, CustomTestStringConvertible {
        let name: String
        let reason: String
        /// Makes the broken configuration in `folder` and returns the path to name.
        let make: @Sendable (_ folder: String) throws -> String

        var testDescription: String { name }
    }

    static let triggers: [Trigger] = [
        Trigger(name: "misspelled key", reason: "default.depositLimt: unknown setting") { folder in
            try write(#"{"default": {"depositLimt": 500}}"#, in: folder)
        },
        Trigger(name: "invalid JSON", reason: "is invalid: not valid JSON (line 1, column 3") { folder in
            try write("{ not json", in: folder)
        },
        Trigger(name: "directory", reason: "it is a directory") { folder in folder },
        Trigger(name: "missing file", reason: "no such file") { folder in "\(folder)/missing.json" },
        Trigger(name: "too large", reason: "it is larger than \(BankSettingsStore.maximumFileSize) bytes") { folder in
            try write("{}" + String(repeating: " ", count: BankSettingsStore.maximumFileSize - 1), in: folder)
        },
        Trigger(name: "too deep", reason: "nested more than \(JSONSyntaxCheck.maximumDepth) deep") { folder in
            try write(
                #"{"default": "# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}",
                in: folder)
        },
        Trigger(name: "/dev/zero", reason: "it is a device, not a regular file") { _ in "/dev/zero" },
        Trigger(name: "FIFO", reason: "it is a named pipe (FIFO), not a regular file") { folder in
            let path = "\(folder)/bank.fifo"
            guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return path
        },
    ]

    private static func write(_ text: String, in folder: String) throws -> String {
        let path = "\(folder)/bank.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The broken configuration's path, in a folder removed when `file` is released.
    private func brokenPath(_ trigger: Trigger, beside file: BankConfigFile) throws -> String {
        let folder = (file.path as NSString).deletingLastPathComponent + "/broken"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try trigger.make(folder)
    }

    @Test("every deposit is refused, with the reason, and the bank is never asked", arguments: triggers)
    func depositsAreRefused(trigger: Trigger) async throws {
        let file = try BankConfigFile("{}")
        let path = try brokenPath(trigger, beside: file)
        let clock = ContinuousClock()
        let start = clock.now
        let store = BankSettingsStore(environment: [BankSettingsStore.environmentKey: path])
        #expect(start.duration(to: clock.now) < .seconds(2), "reading the configuration must never wait")

        let problem = try #require(store.problem)
        #expect(problem.description.contains(path))
        #expect(problem.description.contains(trigger.reason), "\(problem)")
        #expect(store.current == nil)

        let rules = DepositRules(account: try account("alice"), store: store)
        #expect(rules.settings == nil)
        #expect(throws: DepositRuleViolation.configurationUnusable(problem)) {
            try rules.check(Money(minorUnits: 2_000))
        }

        let network = RecordingNetworkExecutor()
        let depositer = ATMDepositer(
            scanner: BillScanner(), network: network, accounts: HandWiredAccounts(store: store).directory)
        let error = await #expect(throws: DepositError.self) {
            try await depositer.deposit(bills(20), to: account("alice"))
        }
        #expect(error == .refused(.configurationUnusable(problem)))
        #expect(error?.description == "deposit declined: \(problem)")
        #expect(network.depositCalls.isEmpty)
    }

    @Test("a broken file stays refused across failed reloads, and a fixed one is used after a reload")
    func reloadRecovers() throws {
        let file = try BankConfigFile(#"{"default": {"depositFeeMinorUnits": -1}}"#)
        let directory = HandWiredAccounts(store: BankSettingsStore(environment: file.environment)).directory
        let alice = try account("alice")
        #expect(throws: DepositRuleViolation.self) {
            try directory.services(for: alice).rules.check(Money(minorUnits: 2_000))
        }

        try file.write("{")
        #expect(throws: BankSettingsError.self) { try directory.reloadConfiguration() }
        #expect(throws: DepositRuleViolation.self) {
            try directory.services(for: alice).rules.check(Money(minorUnits: 2_000))
        }
        #expect(directory.configurationStatus.hasSuffix("; deposits are refused until it is fixed"))

        try file.write(#"{"default": {"depositFeeMinorUnits": 100}}"#)
        _ = try directory.reloadConfiguration()
        #expect(try directory.services(for: alice).rules.check(Money(minorUnits: 2_000)).fee == Money(minorUnits: 100))
    }

    @Test("without ATM_BANK_CONFIG the built-in limit applies, as before")
    func unsetKeepsBuiltIn() throws {
        let rules = DepositRules(account: try account("alice"), store: BankSettingsStore(environment: [:]))
        #expect(rules.settings == .builtIn)
        #expect(try rules.check(Money(minorUnits: 2_000)).fee == .zero)
    }
}
