import Foundation
import Testing

/// Link tests: read the built binaries' symbol tables to prove that an app contains only the
/// implementations its wiring libraries chose, and their dynamic sections to prove what they load.
@Suite struct LinkTests {
    /// Every symbol name in a built product: `nm`'s table, demangled by `swift demangle`,
    /// because mangling abbreviates repeated words (`FakeNetworkExecutor` is stored as
    /// `11FakeNetwork0A8Executor`), so mangled names cannot be searched reliably.
    private func symbols(of product: String) throws -> String {
        try output(of: #"nm "$1" | swift demangle"#, on: AppProcess.executable(product))
    }

    /// The shared libraries `binary` asks the loader for: the `NEEDED` entries of its dynamic section.
    private func neededLibraries(of binary: URL) throws -> [String] {
        let text = try output(of: #"readelf --dynamic "$1""#, on: binary)
        return text.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
            line.split(separator: "[").last?.split(separator: "]").first.map(String.init)
        }
    }

    /// The standard output of the bash `pipeline`, run with `binary`'s path as `$1`.
    private func output(of pipeline: String, on binary: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "-c", "set -o pipefail; " + pipeline, "bash", binary.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let collector = OutputCollector(stdout: output, stderr: Pipe())
        try process.run()
        process.waitUntilExit()
        let (text, _) = collector.finish()
        #expect(process.terminationStatus == 0, "'\(pipeline)' failed on \(binary.path)")
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

    /// The production app's bank client speaks HTTP over a socket (URLSession traps on an answer
    /// cut short on Linux; see BankNetworkExecutor), and nothing else it links needs more than
    /// FoundationEssentials, so it loads neither libcurl nor Foundation's ICU data. This holds
    /// it there, which also keeps the shipped `atm` linkable with the Swift runtime inside.
    @Test func productionAppLoadsOnlyFoundationEssentials() throws {
        let libraries = try neededLibraries(of: AppProcess.executable("atm"))
        #expect(libraries.contains("libswiftCore.so"), "control: the Swift runtime must be found in \(libraries)")
        for heavy in ["libFoundation.so", "libFoundationNetworking.so", "libFoundationInternationalization.so"] {
            #expect(!libraries.contains(heavy), "atm loads \(heavy)")
        }
    }

    /// The shipped `atm` links the Swift runtime and FoundationEssentials in, so it runs where
    /// no Swift toolchain is installed and the loader has no Swift libraries to bind at start-up.
    @Test(.enabled(if: AppProcess.shippedATM != nil, "Scripts/test builds the shipped atm"))
    func shippedAppCarriesItsOwnSwiftRuntime() throws {
        let shipped = try #require(AppProcess.shippedATM)
        let libraries = try neededLibraries(of: shipped)
        #expect(libraries.contains("libc.so.6"), "control: the C library must be found in \(libraries)")
        let swiftLibraries = libraries.filter {
            $0.hasPrefix("libswift") || $0.hasPrefix("libFoundation") || $0 == "libdispatch.so"
        }
        #expect(swiftLibraries.isEmpty, "the shipped atm loads \(swiftLibraries)")

        let check = try AppProcess.run(shipped, ["--check-wiring"])
        #expect(check.status == 0, "the shipped atm must validate its own graph: \(check)")
    }
}
