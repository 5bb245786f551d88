import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// UI tests of the bank configuration: `atm-uitest` driven interactively while its
/// configuration file changes under it, the way an operator would reload it at an ATM.
@Suite struct BankConfigurationUITests {
    /// A bank configuration file in a fresh temporary folder, removed when this is released.
    final class ConfigFile {
        let path: String
        private let folder: URL

        init(_ json: String) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("atm-config-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appendingPathComponent("bank.json").path
            try write(json)
        }

        /// Replaces the file's contents in one step, as an editor saving it would.
        func write(_ json: String) throws {
            try Data(json.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    private static let menuPrompt = "Choose an option: "
    private static let billPrompt = "or press Enter to finish: "

    /// Deposits one $100 bill from the menu and returns what the ATM said about it.
    private func depositHundred(_ atm: InteractiveAppProcess) throws -> String {
        try atm.send("1")
        try atm.waitForOutput(Self.billPrompt)
        try atm.send("100")
        try atm.waitForOutput(Self.billPrompt)
        try atm.send("")
        return try atm.waitForOutput(Self.menuPrompt)
    }

    @Test func reloadingTheConfigurationFromTheMenuChargesTheNewFee() throws {
        let config = try ConfigFile(#"{"accounts": {"ui-reload": {"depositLimitMinorUnits": 50000}}}"#)
        let atm = try InteractiveAppProcess(
            "atm-uitest", environment: ["ATM_BANK_CONFIG": config.path, "ATM_ACCOUNT": "ui-reload"])

        let welcome = try atm.waitForOutput(Self.menuPrompt)
        #expect(welcome.contains("Welcome to the Wiring ATM."))
        #expect(welcome.contains("4) Reload bank configuration"))

        let first = try depositHundred(atm)
        #expect(
            first.contains("Deposited $100.00 to account ui-reload. New balance: $350.00. Receipt: fake-1\n"),
            "\(first)")

        try config.write(
            #"{"accounts": {"ui-reload": {"depositLimitMinorUnits": 50000, "depositFeeMinorUnits": 200}}}"#)
        try atm.send("4")
        let reloaded = try atm.waitForOutput(Self.menuPrompt)
        #expect(
            reloaded.contains(
                "Bank configuration reloaded from \(config.path): "
                    + "deposit limit $10000.00, fee $0.00 by default; 1 account with its own settings.\n"),
            "\(reloaded)")

        let second = try depositHundred(atm)
        #expect(
            second.contains(
                "Deposited $100.00 to account ui-reload (fee $2.00, credited $98.00). "
                    + "New balance: $448.00. Receipt: fake-2\n"), "\(second)")

        try atm.send("3")
        try atm.waitForOutput("Goodbye.\n")
        let result = try atm.waitForExit()
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test func aBadFileOnReloadIsOneLineAndTheMenuGoesOn() throws {
        let config = try ConfigFile(#"{"default": {"depositFeeMinorUnits": 100}}"#)
        let atm = try InteractiveAppProcess("atm-uitest", environment: ["ATM_BANK_CONFIG": config.path])
        try atm.waitForOutput(Self.menuPrompt)

        try config.write(#"{"default": {"depositFeeMinorUnits": -100}}"#)
        try atm.send("4")
        let error = try atm.waitForError("\n")
        #expect(
            error == "error: the bank configuration \(config.path) is invalid: "
                + "default.depositFeeMinorUnits: must not be negative (it is -100)\n")
        try atm.waitForOutput(Self.menuPrompt)

        // The settings from before the bad edit still apply.
        let deposit = try depositHundred(atm)
        #expect(deposit.contains("(fee $1.00, credited $99.00)"), "\(deposit)")
        try atm.send("3")
        #expect(try atm.waitForExit().status == 0)
    }

    @Test func aDepositOverTheConfiguredLimitIsDeclinedAndTheBillsReturned() throws {
        let config = try ConfigFile(#"{"accounts": {"ui-limit": {"depositLimitMinorUnits": 50000}}}"#)
        let result = try AppProcess.run(
            "atm-uitest", ["deposit", "100", "100", "100", "100", "100", "100"],
            environment: ["ATM_BANK_CONFIG": config.path, "ATM_ACCOUNT": "ui-limit"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr == "error: deposit declined: $600.00 is over this account's deposit limit of $500.00; "
                + "your bills have been returned ($600.00)\n")
        #expect(result.stdout.isEmpty)
    }

    /// A broken configuration used to fall back to the built-in limit with no fee, and the
    /// deposit succeeded with exit 0; a FIFO blocked every command. Now each stops deposits
    /// with one line on stderr and exit 1, at once, and `status` says why.
    @Test(arguments: ["misspelled key", "invalid JSON", "directory", "missing file", "too deep", "/dev/zero", "FIFO"])
    func aBrokenFileAtLaunchStopsDepositsWithOneLine(trigger: String) throws {
        let config = try ConfigFile("{}")
        let folder = (config.path as NSString).deletingLastPathComponent
        let path: String
        switch trigger {
        case "misspelled key":
            path = config.path
            try config.write(#"{"accounts": {"ui-broken": {"depositLimitMinorUnit": 100}}}"#)
        case "invalid JSON":
            path = config.path
            try config.write("{ not json")
        case "directory": path = folder
        case "missing file": path = folder + "/missing.json"
        case "too deep":
            path = config.path
            try config.write(String(repeating: "[", count: 513))
        case "/dev/zero": path = "/dev/zero"
        default:
            path = folder + "/bank.fifo"
            try #require(mkfifo(path, 0o600) == 0)
        }
        let environment = ["ATM_BANK_CONFIG": path, "ATM_ACCOUNT": "ui-broken"]
        let deposit = try AppProcess.run("atm-uitest", ["deposit", "20"], environment: environment, timeout: 15)
        #expect(deposit.status == 1, "\(deposit)")
        #expect(deposit.stdout.isEmpty, "\(deposit)")
        #expect(deposit.stderr.hasPrefix("error: deposit declined: "), "\(deposit)")
        #expect(deposit.stderr.contains(path), "\(deposit)")
        #expect(deposit.stderr.hasSuffix("; your bills have been returned ($20.00)\n"), "\(deposit)")
        #expect(deposit.stderr.split(separator: "\n").count == 1, "\(deposit)")

        let status = try AppProcess.run("atm-uitest", ["status"], environment: environment, timeout: 15)
        #expect(status.stdout.contains("; deposits are refused until it is fixed\n"), "\(status)")
    }

    @Test func theProductionATMRefusesToo() throws {
        let config = try ConfigFile(#"{"default": {"depositFee": 100}}"#)
        let result = try AppProcess.run(
            "atm", ["deposit", "20"],
            environment: ["ATM_BANK_CONFIG": config.path, "ATM_BANK_URL": "http://127.0.0.1:1", "ATM_BANK_TOKEN": "t"],
            timeout: 15)
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr == "error: deposit declined: the bank configuration \(config.path) is invalid: "
                + "default.depositFee: unknown setting; expected 'depositFeeMinorUnits' or 'depositLimitMinorUnits'; "
                + "your bills have been returned ($20.00)\n", "\(result)")
    }

    @Test func aBrokenFileFixedAndReloadedFromTheMenuAllowsDepositsAgain() throws {
        let config = try ConfigFile(#"{"default": {"depositFeeMinorUnits": "1.00"}}"#)
        let atm = try InteractiveAppProcess("atm-uitest", environment: ["ATM_BANK_CONFIG": config.path])
        try atm.waitForOutput(Self.menuPrompt)
        try atm.send("1")
        try atm.waitForOutput(Self.billPrompt)
        try atm.send("100")
        try atm.waitForOutput(Self.billPrompt)
        try atm.send("")
        let refused = try atm.waitForError("\n")
        #expect(
            refused.hasPrefix("error: deposit declined: the bank configuration \(config.path) is invalid: "),
            "\(refused)")
        try atm.waitForOutput(Self.menuPrompt)

        try config.write(#"{"default": {"depositFeeMinorUnits": 100}}"#)
        try atm.send("4")
        try atm.waitForOutput(Self.menuPrompt)
        let deposit = try depositHundred(atm)
        #expect(deposit.contains("(fee $1.00, credited $99.00)"), "\(deposit)")
        try atm.send("3")
        #expect(try atm.waitForExit().status == 0)
    }
}
