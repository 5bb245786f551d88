import Foundation
import Testing

/// Every app's object graph validates, and every app answers the standard options.
@Suite struct AppGraphTests {
    static let apps = ["atm", "atm-uitest", "atm-dev-deposit", "bank-server"]

    @Test(arguments: apps)
    func graphIsValid(app: String) throws {
        let result = try AppProcess.run(app, ["--check-wiring"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\(app): object graph is valid"))
    }

    @Test(arguments: apps)
    func graphIsValidAsJSON(app: String) throws {
        let result = try AppProcess.run(app, ["--check-wiring", "--json"])
        #expect(result.status == 0, "\(result)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(report?["valid"] as? Bool == true, "\(result)")
        #expect((report?["diagnostics"] as? [Any])?.isEmpty == true, "\(result)")
    }

    @Test(arguments: apps)
    func helpAndVersion(app: String) throws {
        let help = try AppProcess.run(app, ["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("\(app) — "))
        #expect(help.stdout.contains("--print-wiring"))
        #expect(help.stdout.contains("--verbose"))
        let version = try AppProcess.run(app, ["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("\(app) 0."))
    }

    /// Which implementation an app gets is decided by the wiring libraries it links.
    @Test func eachAppPrintsTheWiringLibrariesItLinks() throws {
        let production = try AppProcess.run("atm", ["--print-wiring"]).stdout
        #expect(production.contains("  NetworkWiring: BankNetworkModule"))
        #expect(!production.contains("FakeNetworkWiring"))
        #expect(production.contains("any NetworkExecutor [singleton]"))

        let uiTest = try AppProcess.run("atm-uitest", ["--print-wiring"]).stdout
        #expect(uiTest.contains("  FakeNetworkWiring: FakeNetworkModule"))
        #expect(!uiTest.contains("  NetworkWiring"))

        let development = try AppProcess.run("atm-dev-deposit", ["--print-wiring"]).stdout
        for feature in [
            "BalanceUIWiring", "FeatureFlagsWiring", "TelemetryWiring", "ATMShellWiring", "  NetworkWiring",
        ] {
            #expect(!development.contains(feature), "atm-dev-deposit links \(feature)")
        }
        #expect(development.contains("DepositUIWiring"))
    }

    /// `--verbose` belongs to the launcher: an app's own parser never sees it.
    @Test func verboseIsTakenByTheLauncher() throws {
        let status = try AppProcess.run("atm", ["--verbose", "status"])
        #expect(status.status == 0, "\(status)")
        let help = try AppProcess.run("bank-server", ["--verbose", "--help"])
        #expect(help.status == 0, "\(help)")
        #expect(help.stdout.hasPrefix("bank-server — "))
    }
}
