import ATMLibWiring
import ATMShell
import ATMShellWiring
import AccountRulesWiring
import BalanceUIWiring
import DepositUI
import DepositUIWiring
import FakeNetworkWiring
import FeatureFlagsWiring
import NetworkWiring
import TelemetryWiring
import TerminalWiring
import Testing
import Wiring

/// The real wiring libraries, combined the way apps combine them, including the mistakes the
/// framework must catch: linking a real and a fake implementation together, or leaving one out.
@Suite @MainActor struct RealWiringTests {
    /// The wiring libraries `atm` links, with their real Swift module names.
    static let production: [WiringLibrary] = [
        WiringLibrary(name: "ATMLibWiring", modules: [ATMLibModule.self]),
        WiringLibrary(name: "ATMShellWiring", modules: [ATMShellModule.self]),
        WiringLibrary(name: "AccountRulesWiring", modules: [AccountRulesModule.self]),
        WiringLibrary(name: "BalanceUIWiring", modules: [BalanceUIModule.self]),
        WiringLibrary(name: "DepositUIWiring", modules: [DepositUIModule.self]),
        WiringLibrary(name: "FeatureFlagsWiring", modules: [FeatureFlagsModule.self]),
        WiringLibrary(name: "NetworkWiring", modules: [BankNetworkModule.self]),
        WiringLibrary(name: "TelemetryWiring", modules: [TelemetryModule.self]),
        WiringLibrary(name: "TerminalWiring", modules: [TerminalModule.self]),
    ]

    static let fake = WiringLibrary(name: "FakeNetworkWiring", modules: [FakeNetworkModule.self])

    private func diagnostics(_ libraries: [WiringLibrary]) -> [Diagnostic] {
        do {
            _ = try Component(root: ATMCommandLine.self, libraries: libraries)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func productionAndUITestSetsAreValid() {
        #expect(diagnostics(Self.production) == [])
        #expect(diagnostics(Self.production.filter { $0.name != "NetworkWiring" } + [Self.fake]) == [])
    }

    @Test func linkingTheFakeBesideTheRealNetworkIsOneDuplicateNamingBoth() throws {
        let found = diagnostics(Self.production + [Self.fake])
        #expect(found.count == 1)
        let duplicate = try #require(found.first)
        #expect(duplicate.kind == .duplicateBinding)
        #expect(duplicate.message.contains("'any NetworkExecutor' is bound by two linked wiring libraries"))
        #expect(duplicate.message.contains("NetworkWiring") && duplicate.message.contains("FakeNetworkWiring"))
        #expect(duplicate.description.contains("link only one of NetworkWiring and FakeNetworkWiring"))
        #expect(duplicate.location?.filePath.hasSuffix(".swift") == true)
    }

    @Test func leavingOutATMLibWiringNamesTheLibraryToLink() throws {
        let found = diagnostics(Self.production.filter { $0.name != "ATMLibWiring" })
        let scanner = try #require(found.first { $0.message.contains("'ATMDepositer'") })
        #expect(
            scanner.description.contains(
                "none of them is the wiring library of ATMLib, the module of 'ATMDepositer'; "
                    + "link that library in this app's target in Package.swift or, if ATMLib has none, create one "
                    + "(by convention ATMLibWiring)"), "\(scanner)")
        #expect(scanner.location?.filePath.hasSuffix("Sources/ATM/DepositUIWiring/DepositUIModule.swift") == true)
        let path = try #require(scanner.notes.first { $0.message.hasPrefix("dependency path") })
        #expect(path.message == "dependency path: ATMCommandLine -> DepositScreen -> ATMDepositer")
    }

    @Test func leavingOutAccountRulesWiringNamesTheLibraryToLink() throws {
        let found = diagnostics(Self.production.filter { $0.name != "AccountRulesWiring" })
        let directory = try #require(found.first { $0.message.contains("'AccountDirectory'") })
        // AccountDirectory is what ATMLibWiring and ATMShellWiring declare they require.
        #expect(directory.kind == .unmetRequirement)
        #expect(
            directory.description.contains(
                "none of them is the wiring library of AccountRules, the module of "
                    + "'AccountDirectory'"), "\(directory)")
    }

    @Test func developmentSetBuildsTheDepositScreenAlone() throws {
        let development = Self.production.filter {
            ["ATMLibWiring", "AccountRulesWiring", "DepositUIWiring", "TerminalWiring"].contains($0.name)
        }
        let component = try Component(root: DepositScreen.self, libraries: development + [Self.fake])
        // The deposit feature's 7 bindings, the account rules' 3 and the installed account
        // component's factory; then the account component's own, its seed included.
        #expect(component.bindings.filter { $0.component == nil }.count == 11)
        #expect(
            Set(component.bindings.filter { $0.component != nil }.map(\.typeName))
                == ["AccountID", "DepositRules", "AccountActivity", "AccountServices"])
    }
}
