// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// The wiring half of the README's examples (tags, modules, components, app code), compiled
// and run; the library half, the types a library declares, is in DocumentedLibraries, which
// cannot see Wiring. `ReadmeTests` checks that every declaration and statement of README.md's
// Swift blocks appears verbatim in a source file of this repository, so the examples cannot
// drift from code that compiles.
import DocumentedLibraries
import Foundation
import Testing
import Wiring

// MARK: Tags

public enum BankURL: BindingTag { public typealias Element = URL }
public enum ReceiptsFolder: BindingTag { public typealias Element = URL }

public enum LocationsModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(URL.self).tagged(BankURL.self).to(value: URL(fileURLWithPath: "/bank"))
        binder.bind(URL.self).tagged(ReceiptsFolder.self).to(value: URL(fileURLWithPath: "/receipts"))
        binder.bind(ReceiptArchive.self).to(factory: { (bank: Tagged<BankURL>, folder: Tagged<ReceiptsFolder>) in
            ReceiptArchive(bank: bank.value, folder: folder.value)
        })
    }
}

// MARK: Collections and maps

public enum ChecksModule: Module {
    public static func configure(binder: Binder) {
        binder.bind((any DepositCheck).self).intoCollection().to(factory: LimitCheck.init)
        binder.bind((any DepositCheck).self).intoCollection().to(elements: [PositiveCheck()])
        binder.bind((any DepositCheck).self).intoMap(key: "limit").to(factory: LimitCheck.init)
    }
}

// MARK: Child components

public enum CardSessionComponent: ChildComponent {
    public typealias Seed = CardNumber
    public typealias Root = CardSession
    public static let scope = Scope("card-session")

    public static func configure(binder: Binder) {
        binder.bind(SessionJournal.self).scoped(scope).to(factory: SessionJournal.init)
        binder.bind(CardSession.self).to(factory: CardSession.init)
    }
}

public enum CardSlotModule: Module {
    public static func configure(binder: Binder) {
        binder.install(CardSessionComponent.self)
        binder.bind(CardSlot.self).to(factory: { (sessions: ChildFactory<CardSessionComponent>) in
            CardSlot(sessions: { card in sessions.build(card).root })
        })
    }
}

// MARK: Assisted injection

public enum PrintingModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(ReceiptPrinting.self).assisted(TransactionNumber.self).to(factory: ReceiptPrinting.init)
    }
}

public enum TellerModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(Teller.self).to(factory: { (printers: AssistedFactory<TransactionNumber, ReceiptPrinting>) in
            Teller(printers: printers.build)
        })
    }
}

// MARK: Property injection

public enum ControllersModule: Module {
    public static func configure(binder: Binder) {
        binder.bindPropertyInjection(of: ScreenController.self).to { (controller: ScreenController, archive: ReceiptArchive) in
            controller.archive = archive
        }
        binder.bindPropertyInjection(of: StatementController.self).to {
            (controller: StatementController, base: PropertyInjector<ScreenController>, policy: DepositPolicy) in
            base.inject(into: controller)
            controller.policy = policy
        }
    }
}

// MARK: Overrides

public enum RecordingAnalyticsOverride: Module {
    public static func configure(binder: Binder) {
        binder.bind((any Analytics).self).to(factory: RecordingAnalytics.init)
    }
}

/// Building and using a graph, as the README's "A first look" shows it.
func firstLook() throws -> (Teller, ReceiptArchive) {
    let component = try Component(root: Teller.self, modules: [PrintingModule.self, LocationsModule.self, TellerModule.self])
    let teller = component.root
    let archive = try component.resolve(ReceiptArchive.self)
    return (teller, archive)
}

/// Runs the README's examples.
@Suite struct ReadmeExampleTests {
    enum AppModules: Module {
        static func configure(binder: Binder) {
            binder.include(LocationsModule.self)
            binder.include(ChecksModule.self)
            binder.include(CardSlotModule.self)
            binder.include(PrintingModule.self)
            binder.include(TellerModule.self)
            binder.include(ControllersModule.self)
            binder.bind(DepositPolicy.self).to(factory: DepositPolicy.init)
            binder.bind(ReceiptScreen.self).to(factory: ReceiptScreen.init)
            binder.bind((any Analytics).self).to(value: RecordingAnalytics())
        }
    }

    @Test func firstLookRuns() throws {
        let (teller, archive) = try firstLook()
        #expect(archive.bank.path == "/bank")
        #expect(archive.folder.path == "/receipts")
        let receipt = teller.printReceipt(for: TransactionNumber(value: 7))
        #expect(receipt.transaction.value == 7)
        #expect(receipt.archive.folder.path == "/receipts")
    }

    @Test func everyExampleWorks() throws {
        let component = try Component(root: Teller.self, modules: [AppModules.self])
        #expect(try component.resolve(ReceiptArchive.self).folder.path == "/receipts")
        #expect(try component.resolve(DepositPolicy.self).checks.count == 2)
        #expect(try component.resolve(DepositPolicy.self).byName.keys.sorted() == ["limit"])
        let slot = try component.resolve(CardSlot.self)
        let session = slot.insert(CardNumber(digits: "4242"))
        #expect(session.card.digits == "4242")
        #expect(session.journal !== slot.insert(CardNumber(digits: "4242")).journal)
        #expect(component.root.printReceipt(for: TransactionNumber(value: 9)).transaction.value == 9)
        let controller = StatementController()
        try component.injectProperties(into: controller)
        #expect(controller.archive != nil && controller.policy != nil)
        let overridden = try Component(root: ReceiptScreen.self, modules: [AppModules.self],
                                       overrides: [RecordingAnalyticsOverride.self])
        #expect(overridden.root.analytics is RecordingAnalytics)
    }
}
