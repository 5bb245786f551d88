import Testing
import Wiring

final class RecordingExecutor: NetworkExecutor {
    init() {}
    func send(_ cents: Int) -> Int { -cents }
}

@Suite struct OverrideTests {
    enum FakeNetwork: Module {
        static func configure(binder: Binder) {
            binder.bind((any NetworkExecutor).self).scoped(.singleton).to(factory: RecordingExecutor.init)
        }
    }

    @Test func anOverrideReplacesTheBindingForOneBuild() throws {
        let overridden = try Component(
            root: ATMDepositer.self, modules: [ATMModule.self], overrides: [FakeNetwork.self])
        #expect(overridden.root.network is RecordingExecutor)
        let normal = try Component(root: ATMDepositer.self, modules: [ATMModule.self])
        #expect(normal.root.network is BankNetworkExecutor)
    }

    @Test func overridingABindingThatDoesNotExistIsADiagnostic() throws {
        enum Typo: Module {
            static func configure(binder: Binder) {
                binder.bind(BankNetworkExecutor.self).to(factory: BankNetworkExecutor.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: ATMDepositer.self, modules: [ATMModule.self], overrides: [Typo.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.overrideWithoutTarget])
        #expect(error.description.contains("override of 'BankNetworkExecutor' replaces nothing"))
        #expect(error.description.contains("[Wiring.OverrideWithoutTarget]"))
    }

    @Test func overridesReachChildComponents() throws {
        enum FakeLedger: Module {
            static func configure(binder: Binder) {
                binder.bind(SessionLedger.self).scoped(SessionComponent.scope).to(factory: {
                    SessionLedger(card: Card(number: "fake"))
                })
            }
        }
        let reader = try Component(
            root: CardReader.self, modules: [ReaderModule.self, ATMModule.self], overrides: [FakeLedger.self]
        ).root
        #expect(reader.sessions.build(Card(number: "1")).root.ledger.card.number == "fake")
    }
}
