import Testing
import Wiring

@Suite struct OptionalBindingTests {
    struct Screen: Sendable {
        let telemetry: (any NetworkExecutor)?
    }

    enum ScreenModule: Module {
        static func configure(binder: Binder) {
            binder.bind(Screen.self).to(factory: Screen.init)
        }
    }

    @Test func optionalParameterIsNilWhenNothingBindsIt() throws {
        #expect(try Component(root: Screen.self, modules: [ScreenModule.self]).root.telemetry == nil)
    }

    @Test func optionalParameterGetsTheValueWhenItsLibraryIsLinked() throws {
        let screen = try Component(root: Screen.self, modules: [ScreenModule.self, ATMModule.self]).root
        #expect(screen.telemetry is BankNetworkExecutor)
    }

    @Test func askingForAValueBoundOnlyAsOptionalSaysSo() throws {
        struct Needs: Sendable { let scanner: BillScanner }
        enum BoundOptional: Module {
            static func configure(binder: Binder) {
                binder.bind(Optional<BillScanner>.self).to(value: nil)
                binder.bind(Needs.self).to(factory: Needs.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: Needs.self, modules: [BoundOptional.self])
        }
        #expect(error.description.contains("'BillScanner?' is bound here; ask for 'BillScanner?'"))
    }
}
