import Testing
import Wiring

struct TransactionID: Sendable, Hashable {
    let value: Int
}

struct ReceiptPrinter: Sendable {
    let transaction: TransactionID
    let scanner: BillScanner
}

class BaseScreen: @unchecked Sendable {
    var network: (any NetworkExecutor)?
}

final class DepositViewController: BaseScreen, @unchecked Sendable {
    var scanner: BillScanner?
}

@Suite struct AssistedAndPropertyInjectionTests {
    struct Printing: Sendable {
        let printers: AssistedFactory<TransactionID, ReceiptPrinter>
    }

    enum PrintingModule: Module {
        static func configure(binder: Binder) {
            binder.bind(ReceiptPrinter.self).assisted(TransactionID.self).to(factory: ReceiptPrinter.init)
            binder.bind(Printing.self).to(factory: Printing.init)
        }
    }

    @Test func theCallSiteArgumentReachesTheBuiltObject() throws {
        let printing = try Component(root: Printing.self, modules: [PrintingModule.self, ATMModule.self]).root
        let printer = printing.printers.build(TransactionID(value: 42))
        #expect(printer.transaction == TransactionID(value: 42))
        #expect(printing.printers.build(TransactionID(value: 7)).transaction.value == 7)
    }

    @Test func assistedDependenciesAreValidatedLikeAnyOther() throws {
        let error = try #require(throws: WiringError.self) {
            try Component(root: Printing.self, modules: [PrintingModule.self])
        }
        #expect(error.diagnostics.map(\.message) == [
            "missing binding for 'BillScanner', required by 'AssistedFactory<TransactionID, ReceiptPrinter>'",
        ])
    }

    enum Injection: Module {
        static func configure(binder: Binder) {
            binder.bindPropertyInjection(of: BaseScreen.self).to { (screen: BaseScreen, network: any NetworkExecutor) in
                screen.network = network
            }
            binder.bindPropertyInjection(of: DepositViewController.self).to {
                (controller: DepositViewController, base: PropertyInjector<BaseScreen>, scanner: BillScanner) in
                base.inject(into: controller)
                controller.scanner = scanner
            }
        }
    }

    @Test func propertyInjectionFillsAnObjectAndChainsToItsSuperclass() throws {
        let component = try Component(root: BillScanner.self, modules: [Injection.self, ATMModule.self])
        let controller = DepositViewController()
        try component.injectProperties(into: controller)
        #expect(controller.scanner != nil)
        #expect(controller.network is BankNetworkExecutor)
    }

    @Test func injectingATypeWithoutAnInjectorThrows() throws {
        let component = try Component(root: BillScanner.self, modules: [ATMModule.self])
        #expect(throws: WiringError.self) { try component.injectProperties(into: DepositViewController()) }
    }
}
