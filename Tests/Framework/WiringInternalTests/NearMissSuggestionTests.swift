import Testing
import WiringSupport

@testable import Wiring

/// Which bound names a missing binding's message suggests: what a person most likely meant.
/// The API tests check the suggestion in the message itself.
@Suite struct NearMissSuggestionTests {
    @Test(arguments: [
        ("BillScanner", ["any BillScanning", "Ledger"], ["any BillScanning"]),
        ("BankNetworkExecutor", ["any NetworkExecutor", "Clock"], ["any NetworkExecutor"]),
        ("any NetworkExecutor", ["NetworkExecutor"], ["NetworkExecutor"]),
        ("BillScaner", ["BillScanner"], ["BillScanner"]),
        ("Ledger", ["Clock", "Report"], []),
        // A shared generic wrapper says nothing; the arguments are compared.
        ("PropertyInjector<BaseScreen>", ["PropertyInjector<DepositViewController>"], []),
        ("PropertyInjector<BillScaner>", ["PropertyInjector<BillScanner>"], ["PropertyInjector<BillScanner>"]),
    ])
    func suggestsWhatAPersonMostLikelyMeant(missing: String, bound: [String], expected: [String]) {
        #expect(NearMiss.suggestions(for: missing, among: bound) == expected)
    }
}
