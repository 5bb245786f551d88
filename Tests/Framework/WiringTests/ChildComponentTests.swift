import Testing
import Wiring

/// A session per inserted card: the child component of the ATM.
struct Card: Sendable, Hashable {
    let number: String
}

final class Session: Sendable {
    let card: Card
    let ledger: SessionLedger
    let sameLedger: SessionLedger
    let network: any NetworkExecutor
    let plugins: [any ATMPlugin]
    init(
        card: Card, ledger: SessionLedger, sameLedger: SessionLedger, network: any NetworkExecutor,
        plugins: [any ATMPlugin]
    ) {
        self.card = card
        self.ledger = ledger
        self.sameLedger = sameLedger
        self.network = network
        self.plugins = plugins
    }
}

final class SessionLedger: Sendable {
    let card: Card
    init(card: Card) { self.card = card }
}

enum SessionComponent: ChildComponent {
    typealias Seed = Card
    typealias Root = Session
    static let scope = Scope("session")
    static func configure(binder: Binder) {
        binder.bind(SessionLedger.self).scoped(scope).to(factory: SessionLedger.init)
        binder.bind(Session.self).to(factory: Session.init)
        binder.bind((any ATMPlugin).self).intoCollection().to(value: NamedPlugin(name: "session"))
    }
}

struct CardReader: Sendable {
    let sessions: ChildFactory<SessionComponent>
    let plugins: [any ATMPlugin]
}

enum ReaderModule: Module {
    static func configure(binder: Binder) {
        binder.install(SessionComponent.self)
        binder.bind(CardReader.self).to(factory: CardReader.init)
        binder.bind((any ATMPlugin).self).intoCollection().to(value: NamedPlugin(name: "root"))
    }
}

@Suite struct ChildComponentTests {
    private func reader() throws -> (Component<CardReader>, CardReader) {
        let component = try Component(root: CardReader.self, modules: [ReaderModule.self, ATMModule.self])
        return (component, component.root)
    }

    /// A module declares `install(_:)` and the child's own bindings; the installation that
    /// `ChildFactory<C>` reads and the seed are the child's doing, so counts leave them out.
    /// An app's launch makes the metadata of each `ChildFactory<C>` its factories take. A
    /// requirement on the type's parameter would make the runtime look up `C`'s conformance
    /// then, scanning every conformance record of the binary, once per child component; the
    /// requirement sits on what the factories do instead, so these types name any type.
    @Test func aChildFactoryTypeRequiresNothingOfItsParameter() {
        let types: [Any.Type] = [ChildFactory<Card>.self, AsyncChildFactory<Card>.self]
        #expect(types.map { "\($0)" } == ["ChildFactory<Card>", "AsyncChildFactory<Card>"])
    }

    @Test func aChildsInstallationAndSeedAreListedButNotDeclared() throws {
        let bindings = try Component<CardReader>.validate(
            libraries: [WiringLibrary(name: "ReaderWiring", modules: [ReaderModule.self, ATMModule.self])])
        let implicit = bindings.filter { !$0.isDeclared }.map(\.typeName).sorted()
        #expect(implicit == ["Card", "ChildFactory<SessionComponent>"])
        #expect(bindings.filter(\.isDeclared).allSatisfy { !$0.typeName.hasPrefix("ChildFactory<") })
    }

    @Test func eachChildInstanceSeesItsOwnSeed() throws {
        let (_, reader) = try reader()
        let alice = reader.sessions.build(Card(number: "1111"))
        let bob = reader.sessions.build(Card(number: "2222"))
        #expect(alice.root.card.number == "1111")
        #expect(bob.root.card.number == "2222")
        #expect(alice.root.ledger.card.number == "1111")
        #expect(alice.seed == Card(number: "1111"))
    }

    @Test func childScopedInstanceIsSharedWithinOneChildAndDiffersBetweenChildren() throws {
        let (_, reader) = try reader()
        let card = Card(number: "1111")
        let first = reader.sessions.build(card)
        let second = reader.sessions.build(card)
        #expect(first.root.ledger === first.root.sameLedger)
        #expect(first.root.ledger === first.root.ledger)
        #expect(first.root.ledger !== second.root.ledger)
    }

    @Test func childSeesItsAncestorsSingletons() throws {
        let (component, reader) = try reader()
        let session = reader.sessions.build(Card(number: "1"))
        #expect(session.root.network as AnyObject === (try component.resolve((any NetworkExecutor).self)) as AnyObject)
    }

    @Test func childCollectionHoldsItsOwnAndItsAncestorsContributionsTheParentsOnlyItsOwn() throws {
        let (_, reader) = try reader()
        #expect(reader.plugins.map(\.name) == ["root"])
        #expect(reader.sessions.build(Card(number: "1")).root.plugins.map(\.name) == ["root", "session"])
    }

    @Test func parentNeverSeesTheChildsBindings() throws {
        struct Peeker: Sendable { let ledger: SessionLedger }
        enum Peek: Module {
            static func configure(binder: Binder) {
                binder.install(SessionComponent.self)
                binder.bind(Peeker.self).to(factory: Peeker.init)
                binder.bind((any ATMPlugin).self).intoCollection().to(value: NamedPlugin(name: "root"))
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: Peeker.self, modules: [Peek.self, ATMModule.self])
        }
        #expect(error.diagnostics.map(\.message) == ["missing binding for 'SessionLedger', required by 'Peeker'"])
    }

    @Test func childrenAreValidatedBeforeAnythingIsBuilt() throws {
        enum Incomplete: Module {
            static func configure(binder: Binder) {
                binder.install(SessionComponent.self)
                binder.bind(CardReader.self).to(factory: CardReader.init)
                binder.bind((any ATMPlugin).self).intoCollection().to(value: NamedPlugin(name: "root"))
            }
        }
        // The session needs `any NetworkExecutor`, which nothing binds here.
        let error = try #require(throws: WiringError.self) {
            try Component(root: CardReader.self, modules: [Incomplete.self])
        }
        #expect(
            error.diagnostics.map(\.message) == [
                "missing binding for 'any NetworkExecutor', required by 'Session' in child component 'SessionComponent'"
            ])
        #expect(error.description.contains("dependency path: Session -> any NetworkExecutor"))
    }

    @Test func childWithTheSameScopeAsAnAncestorIsADiagnostic() throws {
        enum Nested: ChildComponent {
            typealias Seed = Void
            typealias Root = SessionLedger
            static let scope = Scope.singleton
            static func configure(binder: Binder) {}
        }
        enum Installs: Module {
            static func configure(binder: Binder) {
                binder.install(Nested.self)
                binder.bind(BillScanner.self).to(factory: BillScanner.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: BillScanner.self, modules: [Installs.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.duplicateScope])
        #expect(
            error.description.contains(
                "child component 'Nested' has scope 'singleton', which the root component already has"))
    }

    @Test func aBindingScopedToAnotherComponentIsADiagnostic() throws {
        enum Misplaced: Module {
            static func configure(binder: Binder) {
                binder.bind(BillScanner.self).scoped(SessionComponent.scope).to(factory: BillScanner.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: BillScanner.self, modules: [Misplaced.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.scopeMismatch])
        #expect(
            error.description.contains(
                "'BillScanner' is scoped 'session', but the root component has scope 'singleton'"))
    }

    @Test func releasingAChildInstanceReleasesItsScopedInstances() throws {
        let (_, reader) = try reader()
        weak var ledger: SessionLedger?
        do {
            let session = reader.sessions.build(Card(number: "1"))
            ledger = session.root.ledger
            #expect(ledger != nil)
        }
        #expect(ledger == nil)
    }
}
