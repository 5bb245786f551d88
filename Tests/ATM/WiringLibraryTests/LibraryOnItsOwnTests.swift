import ATMLibWiring
import ATMShellWiring
import AccountRulesWiring
import BalanceUIWiring
import BankServerWiring
import DepositUIWiring
import FakeNetworkWiring
import FeatureFlagsWiring
import NetworkWiring
import TelemetryWiring
import TerminalWiring
import Testing
import Wiring

/// Every wiring library of the monorepo passes the check on its own: it binds or declares
/// (`binder.requires`) everything its bindings need, and declares nothing it does not use.
/// `swift package check-wiring` runs the same check from the built libraries.
@Suite struct LibraryOnItsOwnTests {
    static let libraries: [WiringLibrary] = [
        WiringLibrary(name: "ATMLibWiring", modules: [ATMLibModule.self]),
        WiringLibrary(name: "ATMShellWiring", modules: [ATMShellModule.self]),
        WiringLibrary(name: "AccountRulesWiring", modules: [AccountRulesModule.self]),
        WiringLibrary(name: "BalanceUIWiring", modules: [BalanceUIModule.self]),
        WiringLibrary(name: "BankServerWiring", modules: [BankServerModule.self]),
        WiringLibrary(name: "DepositUIWiring", modules: [DepositUIModule.self]),
        WiringLibrary(name: "FakeNetworkWiring", modules: [FakeNetworkModule.self]),
        WiringLibrary(name: "FeatureFlagsWiring", modules: [FeatureFlagsModule.self]),
        WiringLibrary(name: "NetworkWiring", modules: [BankNetworkModule.self]),
        WiringLibrary(name: "TelemetryWiring", modules: [TelemetryModule.self]),
        WiringLibrary(name: "TerminalWiring", modules: [TerminalModule.self]),
    ]

    @Test(arguments: libraries.indices)
    func theLibraryPassesOnItsOwn(index: Int) {
        let library = Self.libraries[index]
        let diagnostics = library.check()
        #expect(diagnostics.isEmpty, "\(library.name):\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }
}
