// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// The README's examples, compiled and run. `ReadmeTests` checks that every Swift block in
// README.md appears verbatim in a source file of this repository, so the examples cannot
// drift from code that compiles.
import Foundation
import Testing
import Wiring

// MARK: Tags

public enum BankURL: BindingTag { public typealias Element = URL }
public enum ReceiptsFolder: BindingTag { public typealias Element = URL }

public struct ReceiptArchive: Sendable {
    public init(bank: Tagged<BankURL>, folder: Tagged<ReceiptsFolder>) {
        self.bank = bank.value
        self.folder = folder.value
    }
    let bank: URL
    let folder: URL
}

public enum LocationsModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(URL.self).tagged(BankURL.self).to(value: URL(fileURLWithPath: "/bank"))
        binder.bind(URL.self).tagged(ReceiptsFolder.self).to(value: URL(fileURLWithPath: "/receipts"))
        binder.bind(ReceiptArchive.self).to(factory: ReceiptArchive.init)
    }
}

// MARK: Collections and maps

public protocol DepositCheck: Sendable {
    func allows(cents: Int) -> Bool
}

public struct LimitCheck: DepositCheck {
    public init() {}
    public func allows(cents: Int) -> Bool { cents <= 1_000_000 }
}

public struct PositiveCheck: DepositCheck {
    public init() {}
    public func allows(cents: Int) -> Bool { cents > 0 }
}

public enum ChecksModule: Module {
    public static func configure(binder: Binder) {
        binder.bind((any DepositCheck).self).intoCollection().to(factory: LimitCheck.init)
        binder.bind((any DepositCheck).self).intoCollection().to(elements: [PositiveCheck()])
        binder.bind((any DepositCheck).self).intoMap(key: "limit").to(factory: LimitCheck.init)
    }
}

public struct DepositPolicy: Sendable {
    public init(checks: [any DepositCheck], byName: [String: any DepositCheck]) {
        self.checks = checks
        self.byName = byName
    }
    let checks: [any DepositCheck]
    let byName: [String: any DepositCheck]
}

// MARK: Optional bindings

public protocol Analytics: Sendable {
    func track(_ event: String)
}

public struct ReceiptScreen: Sendable {
    // nil unless a linked wiring library binds `any Analytics`.
    public init(analytics: (any Analytics)?) {
        self.analytics = analytics
    }
    let analytics: (any Analytics)?
}

// MARK: Child components

public struct CardNumber: Sendable, Hashable {
    public let digits: String
}

public final class CardSession: Sendable {
    public init(card: CardNumber, journal: SessionJournal) {
        self.card = card
        self.journal = journal
    }
    public let card: CardNumber
    public let journal: SessionJournal
}

public final class SessionJournal: Sendable {
    public init() {}
}

public enum CardSessionComponent: ChildComponent {
    public typealias Seed = CardNumber
    public typealias Root = CardSession
    public static let scope = Scope("card-session")

    public static func configure(binder: Binder) {
        binder.bind(SessionJournal.self).scoped(scope).to(factory: SessionJournal.init)
        binder.bind(CardSession.self).to(factory: CardSession.init)
    }
}

public struct CardSlot: Sendable {
    public init(sessions: ChildFactory<CardSessionComponent>) {
        self.sessions = sessions
    }
    let sessions: ChildFactory<CardSessionComponent>

    func insert(_ card: CardNumber) -> ChildInstance<CardSessionComponent> {
        sessions.build(card)
    }
}

public enum CardSlotModule: Module {
    public static func configure(binder: Binder) {
        binder.install(CardSessionComponent.self)
        binder.bind(CardSlot.self).to(factory: CardSlot.init)
    }
}

// MARK: Assisted injection

public struct TransactionNumber: Sendable, Hashable {
    public let value: Int
}

public struct ReceiptPrinting: Sendable {
    public init(transaction: TransactionNumber, folder: Tagged<ReceiptsFolder>) {
        self.transaction = transaction
        self.folder = folder.value
    }
    let transaction: TransactionNumber
    let folder: URL
}

public enum PrintingModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(ReceiptPrinting.self).assisted(TransactionNumber.self).to(factory: ReceiptPrinting.init)
    }
}

public struct Teller: Sendable {
    public init(printers: AssistedFactory<TransactionNumber, ReceiptPrinting>) {
        self.printers = printers
    }
    let printers: AssistedFactory<TransactionNumber, ReceiptPrinting>

    func printReceipt(for transaction: TransactionNumber) -> ReceiptPrinting {
        printers.build(transaction)
    }
}

// MARK: Property injection

open class ScreenController: @unchecked Sendable {
    public var archive: ReceiptArchive?
    public init() {}
}

public final class StatementController: ScreenController, @unchecked Sendable {
    public var policy: DepositPolicy?
}

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

public struct RecordingAnalytics: Analytics {
    public init() {}
    public func track(_ event: String) {}
}

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

public enum TellerModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(Teller.self).to(factory: Teller.init)
    }
}

/// Runs the README's examples.
@Suite struct ReadmeExampleTests {
    enum AppModules: Module {
        static func configure(binder: Binder) {
            binder.include(LocationsModule.self)
            binder.include(ChecksModule.self)
            binder.include(CardSlotModule.self)
            binder.include(PrintingModule.self)
            binder.include(ControllersModule.self)
            binder.bind(DepositPolicy.self).to(factory: DepositPolicy.init)
            binder.bind(ReceiptScreen.self).to(factory: ReceiptScreen.init)
            binder.bind(Teller.self).to(factory: Teller.init)
            binder.bind((any Analytics).self).to(value: RecordingAnalytics())
        }
    }

    @Test func firstLookRuns() throws {
        let (teller, archive) = try firstLook()
        #expect(archive.bank.path == "/bank")
        #expect(archive.folder.path == "/receipts")
        let receipt = teller.printReceipt(for: TransactionNumber(value: 7))
        #expect(receipt.transaction.value == 7)
        #expect(receipt.folder.path == "/receipts")
    }

    @Test func everyExampleWorks() throws {
        let component = try Component(root: Teller.self, modules: [AppModules.self])
        #expect(try component.resolve(ReceiptArchive.self).folder.path == "/receipts")
        #expect(try component.resolve(DepositPolicy.self).checks.count == 2)
        #expect(try component.resolve(DepositPolicy.self).byName.keys.sorted() == ["limit"])
        let session = try component.resolve(CardSlot.self).insert(CardNumber(digits: "4242"))
        #expect(session.root.card.digits == "4242")
        #expect(session.root.journal === session.root.journal)
        #expect(component.root.printReceipt(for: TransactionNumber(value: 9)).transaction.value == 9)
        let controller = StatementController()
        try component.injectProperties(into: controller)
        #expect(controller.archive != nil && controller.policy != nil)
        let overridden = try Component(root: ReceiptScreen.self, modules: [AppModules.self],
                                       overrides: [RecordingAnalyticsOverride.self])
        #expect(overridden.root.analytics is RecordingAnalytics)
    }
}
