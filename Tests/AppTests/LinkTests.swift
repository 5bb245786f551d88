import Foundation
import Testing

/// Link tests: read the built binaries' symbol tables to prove that an app contains only the
/// implementations its wiring libraries chose.
@Suite struct LinkTests {
    /// Every symbol name in a built product: `nm`'s table, demangled by `swift demangle`,
    /// because mangling abbreviates repeated words (`FakeNetworkExecutor` is stored as
    /// `11FakeNetwork0A8Executor`), so mangled names cannot be searched reliably.
    private func symbols(of product: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "-c", #"set -o pipefail; nm "$1" | swift demangle"#, "bash",
                             AppProcess.executable(product).path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let collector = OutputCollector(stdout: output, stderr: Pipe())
        try process.run()
        process.waitUntilExit()
        let (text, _) = collector.finish()
        #expect(process.terminationStatus == 0, "nm failed on \(product)")
        return text
    }

    @Test func productionAppContainsNoFake() throws {
        let atm = try symbols(of: "atm")
        #expect(atm.contains("BankNetworkExecutor"), "control: the real client must be found")
        #expect(!atm.contains("FakeNetwork"))
    }

    @Test func uiTestAppContainsNoRealBankClient() throws {
        let uiTest = try symbols(of: "atm-uitest")
        #expect(uiTest.contains("FakeNetworkExecutor"), "control: the fake must be found")
        #expect(!uiTest.contains("BankNetworkExecutor"))
    }

    @Test func developmentAppContainsNoOtherFeature() throws {
        let development = try symbols(of: "atm-dev-deposit")
        #expect(development.contains("DepositScreen"), "control: the deposit feature must be found")
        for feature in ["BalanceUI", "BalanceScreen", "FeatureFlag", "Telemetry", "ATMShell", "BankNetworkExecutor"] {
            #expect(!development.contains(feature), "atm-dev-deposit contains \(feature)")
        }
    }
}
