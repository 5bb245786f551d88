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
        #expect(
            error.diagnostics.map(\.message) == [
                "missing binding for 'BillScanner', required by 'AssistedFactory<TransactionID, ReceiptPrinter>'"
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

    /// The subclass's injector chains to its superclass's, which nothing binds.
    enum ChainsToAMissingBase: Module {
        static func configure(binder: Binder) {
            binder.bindPropertyInjection(of: DepositViewController.self).to {
                (controller: DepositViewController, base: PropertyInjector<BaseScreen>, scanner: BillScanner) in
                base.inject(into: controller)
                controller.scanner = scanner
            }
        }
    }

    /// A property injector is declared with `bindPropertyInjection(of:)`, not `bind(_:)`, and
    /// belongs with the class it fills, not in a `WiringWiring` named after `PropertyInjector`'s module.
    @Test func aMissingSuperclassInjectorSuggestsBindPropertyInjection() throws {
        for libraries in [[String](), ["WiringTestsWiring"]] {
            let modules: [any Module.Type] = [ChainsToAMissingBase.self, ATMModule.self]
            let error = try #require(throws: WiringError.self) {
                if libraries.isEmpty {
                    try Component(root: BillScanner.self, modules: modules)
                } else {
                    try Component(
                        root: BillScanner.self, libraries: [WiringLibrary(name: libraries[0], modules: modules)])
                }
            }
            let diagnostic = try #require(error.diagnostics.first)
            #expect(error.diagnostics.count == 1)
            #expect(
                diagnostic.message
                    == "missing binding for 'PropertyInjector<BaseScreen>', required by 'PropertyInjector<DepositViewController>'"
            )
            let notes = diagnostic.notes.map(\.message).joined(separator: "\n")
            #expect(
                notes.contains("add `binder.bindPropertyInjection(of: BaseScreen.self).to(injector: …)`"), "\(notes)")
            #expect(!notes.contains("binder.bind(PropertyInjector"), "\(notes)")
            #expect(!notes.contains("WiringWiring"), "\(notes)")
            // The subclass's own injector is what asks; it is no near miss.
            #expect(!notes.contains("did you mean"), "\(notes)")
        }
    }

    struct ScreenOpener: Sendable {
        init(controllers: PropertyInjector<DepositViewController>) {}
    }

    /// Only the superclass has an injector, and the subclass's is asked for.
    @Test func aSuperclassInjectorDoesNotAnswerForItsSubclassAndTheNoteSaysSo() throws {
        enum BaseOnly: Module {
            static func configure(binder: Binder) {
                binder.bindPropertyInjection(of: BaseScreen.self).to {
                    (screen: BaseScreen, network: any NetworkExecutor) in
                    screen.network = network
                }
                binder.bind(ScreenOpener.self).to(factory: ScreenOpener.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: ScreenOpener.self, modules: [BaseOnly.self, ATMModule.self])
        }
        let notes = try #require(error.diagnostics.first).notes.map(\.message).joined(separator: "\n")
        #expect(
            notes.contains("'PropertyInjector<BaseScreen>' is bound here, for a superclass of 'DepositViewController'"),
            "\(notes)")
        #expect(
            notes.contains("add `binder.bindPropertyInjection(of: DepositViewController.self).to(injector: …)`"),
            "\(notes)")
    }

    @Test func injectingATypeWithoutAnInjectorThrows() throws {
        let component = try Component(root: BillScanner.self, modules: [ATMModule.self])
        #expect(throws: WiringError.self) { try component.injectProperties(into: DepositViewController()) }
    }
}
