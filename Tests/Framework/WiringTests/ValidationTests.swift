import Testing
import Wiring

/// Validation runs over the whole graph before anything is created and reports every problem.
@Suite struct ValidationTests {
    struct Root: Sendable {
        init(depositer: ATMDepositer, report: Report) {}
    }

    struct Report: Sendable {
        init(ledger: Ledger) {}
    }

    struct Ledger: Sendable {
        init(clock: Clock) {}
    }

    struct Clock: Sendable {}

    enum Lines {
        nonisolated(unsafe) static var depositer = 0
        nonisolated(unsafe) static var report = 0
        nonisolated(unsafe) static var ledger = 0
    }

    /// Binds everything but `BillScanner`, `any NetworkExecutor` and `Clock`, and makes
    /// `Report -> Ledger -> Report` a cycle: three missing bindings and one cycle.
    enum Broken: Module {
        static func configure(binder: Binder) {
            binder.bind(Root.self).to(factory: Root.init)
            Lines.depositer = here() + 1
            binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
            Lines.report = here() + 1
            binder.bind(Report.self).to(factory: { (_: Ledger) in Report(ledger: Ledger(clock: Clock())) })
            Lines.ledger = here() + 1
            binder.bind(Ledger.self).to(factory: { (_: Report, _: Clock) in Ledger(clock: Clock()) })
        }
    }

    private func problems(_ modules: [any Module.Type], root: (some Sendable).Type = Root.self) -> [Diagnostic] {
        do {
            _ = try Component(root: root, modules: modules)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func reportsEveryProblemInOneErrorWithFileAndLine() throws {
        let diagnostics = problems([Broken.self])
        #expect(diagnostics.count == 4)
        let missing = diagnostics.filter { $0.kind == .missingBinding }
        #expect(
            missing.map(\.message).sorted() == [
                "missing binding for 'BillScanner', required by 'ATMDepositer'",
                "missing binding for 'Clock', required by 'Ledger'",
                "missing binding for 'any NetworkExecutor', required by 'ATMDepositer'",
            ])
        for diagnostic in diagnostics {
            #expect(
                diagnostic.location?.filePath.hasSuffix("Tests/Framework/WiringTests/ValidationTests.swift") == true)
        }
        #expect(missing.first { $0.message.contains("Clock") }?.location?.line == Lines.ledger)
        #expect(missing.first { $0.message.contains("BillScanner") }?.location?.line == Lines.depositer)
        #expect(diagnostics.filter { $0.kind == .dependencyCycle }.count == 1)
        let error = WiringError(diagnostics: diagnostics)
        #expect(error.description.hasSuffix("4 problems in the object graph; nothing was created"))
    }

    @Test func missingBindingShowsTheDependencyPathFromTheRoot() throws {
        let diagnostic = try #require(problems([Broken.self]).first { $0.message.contains("BillScanner") })
        let path = try #require(diagnostic.notes.first { $0.message.hasPrefix("dependency path") })
        #expect(path.message == "dependency path: Root -> ATMDepositer -> BillScanner")
    }

    @Test func cycleListsEveryEdgeWithItsDeclaration() throws {
        let cycle = try #require(problems([Broken.self]).first { $0.kind == .dependencyCycle })
        #expect(cycle.message == "dependency cycle: Report -> Ledger -> Report")
        let edges = cycle.notes.filter { $0.location != nil }
        #expect(edges.map(\.message) == ["'Report' depends on 'Ledger' here", "'Ledger' depends on 'Report' here"])
        #expect(edges.map { $0.location?.line } == [Lines.report, Lines.ledger])
    }

    struct Hub: Sendable { init(left: Spoke, right: OtherSpoke) {} }
    struct Spoke: Sendable { init(hub: Hub) {} }
    struct OtherSpoke: Sendable { init(hub: Hub) {} }
    struct Ouroboros: Sendable {}

    @Test func everyCycleIsReportedOnceEvenWhenCyclesShareANode() throws {
        enum Wheel: Module {
            static func configure(binder: Binder) {
                binder.bind(Hub.self).to(factory: Hub.init)
                binder.bind(Spoke.self).to(factory: Spoke.init)
                binder.bind(OtherSpoke.self).to(factory: OtherSpoke.init)
                binder.bind(Ouroboros.self).to(factory: { (_: Ouroboros) in Ouroboros() })
            }
        }
        let cycles = problems([Wheel.self], root: Hub.self).filter { $0.kind == .dependencyCycle }
        #expect(
            Set(cycles.map(\.message)) == [
                "dependency cycle: Hub -> Spoke -> Hub",
                "dependency cycle: Hub -> OtherSpoke -> Hub",
                "dependency cycle: Ouroboros -> Ouroboros",
            ])
        #expect(cycles.count == 3)
    }

    struct Chicken: Sendable {
        let egg: Provider<Egg>
    }

    struct Egg: Sendable {
        let chicken: Chicken
        /// How many eggs had been laid, this one included.
        let number: Int
    }

    @Test func aCycleThroughAProviderBuildsAndWorks() throws {
        enum Farm: Module {
            static let eggsLaid = Counter()
            static func configure(binder: Binder) {
                binder.bind(Chicken.self).to(factory: Chicken.init)
                binder.bind(Egg.self).to(factory: { (chicken: Chicken) in
                    Egg(chicken: chicken, number: eggsLaid.increment())
                })
            }
        }
        let chicken = try Component(root: Chicken.self, modules: [Farm.self]).root
        // The provider is the loop's deferred edge: making the root laid no egg.
        #expect(Farm.eggsLaid.count == 0)
        let egg = chicken.egg.get()
        #expect(egg.number == 1)
        // Round the loop again, through the egg's own chicken: an unscoped egg is laid anew.
        #expect(egg.chicken.egg.get().number == 2)
    }

    @Test func nothingIsCreatedWhenTheGraphIsInvalid() throws {
        enum HalfBuilt: Module {
            static let made = Counter()
            static func configure(binder: Binder) {
                binder.bind(Counter.self).to(factory: {
                    made.increment()
                    return Counter()
                })
                binder.bind(Counted.self).scoped(.singleton).to(factory: Counted.init)
                binder.bind(Root.self).to(factory: Root.init)
            }
        }
        #expect(!problems([HalfBuilt.self]).isEmpty)
        #expect(HalfBuilt.made.count == 0)
    }

    @Test func missingRootIsReported() throws {
        let diagnostics = problems([ATMModule.self], root: Root.self)
        #expect(diagnostics.map(\.kind) == [.missingRoot])
        #expect(diagnostics[0].message.contains("'Root'"))
        #expect(diagnostics[0].location?.filePath == #filePath)
    }

    @Test func duplicateWithinOneLibraryPointsAtBothBindings() throws {
        enum Twice: Module {
            static func configure(binder: Binder) {
                binder.bind(BillScanner.self).to(factory: BillScanner.init)
                binder.bind(BillScanner.self).to(factory: BillScanner.init)
            }
        }
        let diagnostics = problems([Twice.self], root: BillScanner.self)
        #expect(diagnostics.count == 1)
        let duplicate = try #require(diagnostics.first)
        #expect(duplicate.kind == .duplicateBinding)
        #expect(duplicate.message == "'BillScanner' is bound twice in WiringTests")
        #expect(duplicate.notes.first?.location != nil)
        #expect(duplicate.notes.first?.location != duplicate.location)
    }

    /// Two wiring libraries binding one type is the "linked the real and the fake" mistake.
    @Test func duplicateAcrossLibrariesNamesBothAndSaysToLinkOnlyOne() throws {
        enum RealNetworkModule: Module {
            static func configure(binder: Binder) {
                binder.bind((any NetworkExecutor).self, fileID: "NetworkWiring/BankNetworkModule.swift")
                    .to(factory: BankNetworkExecutor.init)
            }
        }
        enum FakeNetworkModule: Module {
            static func configure(binder: Binder) {
                binder.bind((any NetworkExecutor).self, fileID: "FakeNetworkWiring/FakeNetworkModule.swift")
                    .to(factory: BankNetworkExecutor.init)
            }
        }
        let diagnostics = problems([RealNetworkModule.self, FakeNetworkModule.self], root: (any NetworkExecutor).self)
        #expect(diagnostics.count == 1)
        let text = diagnostics.map(\.description).joined(separator: "\n")
        #expect(
            text.contains(
                "'any NetworkExecutor' is bound by two linked wiring libraries, NetworkWiring and FakeNetworkWiring"))
        #expect(text.contains("link only one of NetworkWiring and FakeNetworkWiring"))
        #expect(text.contains("[Wiring.DuplicateBinding]"))
    }

    @Test func unfinishedBindingIsReportedNotDropped() throws {
        enum Unfinished: Module {
            static func configure(binder: Binder) {
                _ = binder.bind(BillScanner.self)
            }
        }
        let diagnostics = problems([Unfinished.self], root: BillScanner.self)
        #expect(diagnostics.map(\.kind).contains(.unfinishedBinding))
    }

    /// The note quotes the call as it is written: `bind(any P.self)` does not compile.
    @Test func anUnfinishedExistentialBindingIsQuotedAsSourceWritesIt() throws {
        enum Unfinished: Module {
            static func configure(binder: Binder) {
                _ = binder.bind((any NetworkExecutor).self)
            }
        }
        let diagnostic = try #require(
            problems([Unfinished.self], root: BillScanner.self).first { $0.kind == .unfinishedBinding })
        #expect(
            diagnostic.notes.map(\.message) == [
                "add '.to(factory: …)' or '.to(value: …)' after 'bind((any NetworkExecutor).self)'"
            ])
    }

    @Test func aMissingToolchainTypeIsNotSentToAWiringLibraryNamedAfterSwift() throws {
        struct Greeter: Sendable {
            init(greeting: String) {}
        }
        enum GreeterModule: Module {
            static func configure(binder: Binder) {
                binder.bind(Greeter.self).to(factory: Greeter.init)
            }
        }
        let missing = try #require(problems([GreeterModule.self], root: Greeter.self).first)
        let notes = missing.notes.map(\.message).joined(separator: "\n")
        #expect(missing.message.contains("missing binding for 'String'"))
        #expect(notes.contains("binds 'String'; it is a type from Swift, which has no wiring library of its own"))
        #expect(!notes.contains("SwiftWiring"))
    }

    @Test func aBuilderHandedOnAndDroppedIsStillReported() throws {
        enum HalfWritten: Module {
            static func configure(binder: Binder) {
                _ = binder.bind(BillScanner.self).scoped(.singleton).intoCollection()
                _ = binder.bind(BillScanner.self).assisted(Int.self)
            }
        }
        let messages = problems([HalfWritten.self], root: BillScanner.self)
            .filter { $0.kind == .unfinishedBinding }.map(\.message)
        #expect(
            messages == [
                "binding for 'BillScanner' is never finished",
                "binding for 'AssistedFactory<Int, BillScanner>' is never finished",
            ])
    }

    @Test func diagnosticsPrintInCompilerFormat() throws {
        let diagnostic = try #require(problems([Broken.self]).first { $0.message.contains("BillScanner") })
        let lines = diagnostic.description.split(separator: "\n").map(String.init)
        let path = try #require(diagnostic.location).displayPath
        #expect(#filePath.hasSuffix(path))
        #expect(
            lines[0] == "\(path):\(Lines.depositer): error: missing binding for 'BillScanner', "
                + "required by 'ATMDepositer' [Wiring.MissingBinding]")
        #expect(lines[1].hasPrefix("\(path):\(Lines.depositer): note: dependency path:"))
        #expect(lines.contains { $0.hasPrefix("note: ") })
    }

    @Test func missingBindingSuggestsNearNamesAndWhereToBindIt() throws {
        struct BillScaner: Sendable {}
        enum Typo: Module {
            static func configure(binder: Binder) {
                binder.bind(BillScaner.self).to(value: BillScaner())
                binder.bind((any NetworkExecutor).self).to(factory: BankNetworkExecutor.init)
                binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
            }
        }
        let diagnostic = try #require(problems([Typo.self], root: ATMDepositer.self).first)
        let notes = diagnostic.notes.map(\.message)
        #expect(notes.contains("did you mean 'BillScaner'? it is bound here"))
        #expect(notes.contains { $0.contains("add `binder.bind(BillScanner.self).to(factory: …)`") })
    }

    protocol CatalogStore: Sendable {}
    struct CatalogSearch: Sendable {
        init(store: any CatalogStore) {}
    }
    struct CatalogScreen: Sendable {
        init(search: CatalogSearch) {}
    }

    /// A type that itself asks for the missing one is never suggested in its place, however
    /// close its name: `CatalogSearch` needs `any CatalogStore`.
    @Test func aNearMissIsNeverABindingThatNeedsTheMissingType() throws {
        enum Catalog: Module {
            static func configure(binder: Binder) {
                binder.bind(CatalogSearch.self).to(factory: CatalogSearch.init)
                binder.bind(CatalogScreen.self).to(factory: CatalogScreen.init)
            }
        }
        let diagnostic = try #require(problems([Catalog.self], root: CatalogScreen.self).first)
        #expect(diagnostic.message.hasPrefix("missing binding for 'any CatalogStore'"))
        #expect(!diagnostic.notes.contains { $0.message.contains("did you mean 'CatalogSearch'") }, "\(diagnostic)")
    }

    /// Binds the depositer and the network, not the scanner.
    enum NoScanner: Module {
        static func configure(binder: Binder) {
            binder.bind((any NetworkExecutor).self).to(factory: BankNetworkExecutor.init)
            binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
        }
    }

    private func missingScannerNote(libraries: [String]?) throws -> String {
        let error = try #require(throws: WiringError.self) {
            if let libraries {
                try Component(
                    root: ATMDepositer.self,
                    libraries: libraries.map { WiringLibrary(name: $0, modules: [NoScanner.self]) })
            } else {
                try Component(root: ATMDepositer.self, modules: [NoScanner.self])
            }
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1 && diagnostic.kind == .missingBinding, "\(error)")
        return diagnostic.notes.map(\.message).joined(separator: "\n")
    }

    /// `WiringTestsWiring` does not exist: a component built from modules knows no wiring
    /// library, so it must not send anyone to one.
    @Test func aComponentBuiltFromModulesNamesNoWiringLibraryToBindIn() throws {
        let notes = try missingScannerNote(libraries: nil)
        #expect(
            notes.contains(
                "no linked wiring library binds 'BillScanner': this component is built from modules, "
                    + "so WiringTests, the module of 'BillScanner', has no wiring library here; "
                    + "add `binder.bind(BillScanner.self).to(factory: …)` to one of those modules"), "\(notes)")
        #expect(!notes.contains("WiringTestsWiring"), "\(notes)")
    }

    @Test func anUnlinkedWiringLibraryIsNotNamedAsThePlaceToBind() throws {
        let notes = try missingScannerNote(libraries: ["ScreensWiring"])
        #expect(
            notes.contains(
                "no linked wiring library binds 'BillScanner', and none of them is the wiring library "
                    + "of WiringTests, the module of 'BillScanner'"), "\(notes)")
        #expect(!notes.contains("bind it in WiringTestsWiring"), "\(notes)")
        #expect(notes.contains("if WiringTests has none, create one (by convention WiringTestsWiring)"), "\(notes)")
    }

    @Test func aLinkedWiringLibraryOfTheTypesModuleIsNamedAsThePlaceToBind() throws {
        let notes = try missingScannerNote(libraries: ["WiringTestsWiring"])
        #expect(
            notes.contains(
                "WiringTestsWiring is linked but does not bind 'BillScanner'; "
                    + "add `binder.bind(BillScanner.self).to(factory: …)` to one of its modules"), "\(notes)")
    }

    enum Session: ChildComponent {
        typealias Seed = Void
        typealias Root = BillScanner
        static let scope = Scope("session")
        static func configure(binder: Binder) {
            binder.bind(BillScanner.self).to(factory: BillScanner.init)
        }
    }

    struct Opener: Sendable {
        init(sessions: ChildFactory<Session>) {}
    }

    /// `ChildFactory<C>` is a Wiring type: there is no `WiringWiring` to bind it in, and
    /// what is missing is the installation of `C`.
    @Test func aMissingChildFactorySaysToInstallTheChildNotToBindAWiringType() throws {
        enum NotInstalled: Module {
            static func configure(binder: Binder) {
                binder.bind(Opener.self).to(factory: Opener.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(
                root: Opener.self, libraries: [WiringLibrary(name: "WiringTestsWiring", modules: [NotInstalled.self])])
        }
        #expect(
            error.description.contains(
                "WiringTestsWiring is linked but does not bind 'ChildFactory<Session>'; "
                    + "add `binder.install(Session.self)` to one of its modules"), "\(error)")
        #expect(!error.description.contains("WiringWiring"), "\(error)")
    }

    @Test func aMissingFrameworkTypeIsBoundWhereItIsUsed() throws {
        struct Accounts: Sendable { init(sessions: KeyedComponents<Keyed>) {} }
        enum UsesKeyed: Module {
            static func configure(binder: Binder) { binder.bind(Accounts.self).to(factory: Accounts.init) }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(
                root: Accounts.self, libraries: [WiringLibrary(name: "WiringTestsWiring", modules: [UsesKeyed.self])])
        }
        #expect(
            error.description.contains(
                "no linked wiring library binds 'KeyedComponents<Keyed>'; it is a type from "
                    + "Wiring, which has no wiring library of its own"), "\(error)")
        #expect(!error.description.contains("WiringWiring"), "\(error)")
    }

    enum Keyed: ChildComponent {
        typealias Seed = Int
        typealias Root = BillScanner
        static let scope = Scope("keyed")
        static func configure(binder: Binder) {
            binder.bind(BillScanner.self).to(factory: BillScanner.init)
        }
    }
}

/// Problems are reported in declaration order, not grouped by kind: modules in the order they
/// were first included, each one's bindings top to bottom, child components after their parent.
@Suite struct DeclarationOrderTests {
    enum Lines {
        nonisolated(unsafe) static var needsClock = 0
        nonisolated(unsafe) static var scoped = 0
        nonisolated(unsafe) static var needsLedger = 0
        nonisolated(unsafe) static var unfinished = 0
        nonisolated(unsafe) static var twice = 0
        nonisolated(unsafe) static var cycle = 0
        nonisolated(unsafe) static var install = 0
        nonisolated(unsafe) static var childLedger = 0
        nonisolated(unsafe) static var override = 0
        nonisolated(unsafe) static var build = 0
    }

    struct NeedsClock: Sendable { init(clock: ValidationTests.Clock) {} }
    struct NeedsLedger: Sendable { init(ledger: ValidationTests.Ledger) {} }
    struct Unbound: Sendable {}

    /// Included last but written first: its problems still come after the first module's.
    enum Second: Module {
        static func configure(binder: Binder) {
            Lines.cycle = here() + 1
            binder.bind(ValidationTests.Ouroboros.self).to(factory: { (_: ValidationTests.Ouroboros) in .init() })
            Lines.install = here() + 1
            binder.install(Child.self)
        }
    }

    enum Included: Module {
        static func configure(binder: Binder) {
            Lines.needsLedger = here() + 1
            binder.bind(NeedsLedger.self).to(factory: NeedsLedger.init)
        }
    }

    enum First: Module {
        static func configure(binder: Binder) {
            Lines.needsClock = here() + 1
            binder.bind(NeedsClock.self).to(factory: NeedsClock.init)
            Lines.scoped = here() + 1
            binder.bind(Int.self).scoped(Scope("elsewhere")).to(value: 1)
            binder.include(Included.self)
            Lines.unfinished = here() + 1
            _ = binder.bind(String.self)
            Lines.twice = here() + 1
            binder.bind(Int.self).to(value: 2)
        }
    }

    enum Child: ChildComponent {
        typealias Seed = Void
        typealias Root = Unbound
        static let scope = Scope("order-child")
        static func configure(binder: Binder) {
            Lines.childLedger = here() + 1
            binder.bind(ValidationTests.Ledger.self).to(factory: ValidationTests.Ledger.init)
        }
    }

    enum Typo: Module {
        static func configure(binder: Binder) {
            Lines.override = here() + 1
            binder.bind(Double.self).to(value: 1)
        }
    }

    @Test func problemsOfDifferentKindsAreReportedInTheOrderTheirDeclarationsWereMade() throws {
        // Inside `#require`'s closure, the component's default `#line` is the macro's own line.
        Lines.build = here() + 1
        let error = try #require(throws: WiringError.self) {
            _ = try Component(root: Unbound.self, modules: [First.self, Second.self], overrides: [Typo.self])
        }
        let found = error.diagnostics.map { ($0.kind, $0.location?.line ?? -1) }
        let expected: [(Diagnostic.Kind, Int)] = [
            (.missingRoot, Lines.build),
            (.missingBinding, Lines.needsClock),
            (.scopeMismatch, Lines.scoped),
            (.missingBinding, Lines.needsLedger),
            (.unfinishedBinding, Lines.unfinished),
            (.duplicateBinding, Lines.twice),
            (.dependencyCycle, Lines.cycle),
            (.missingRoot, Lines.install),
            (.overrideWithoutTarget, Lines.override),
        ]
        #expect(found.map(\.0) == expected.map(\.0), "\(error)")
        #expect(found.map(\.1) == expected.map(\.1), "\(error)")
        // The child's ledger needs the same clock: one missing type is one problem, which names both.
        let clock = try #require(error.diagnostics.first { $0.location?.line == Lines.needsClock })
        #expect(clock.notes.contains { $0.location?.line == Lines.childLedger && $0.message.contains("needs it here") })
    }

    /// A child whose scope clashes is reported where it is installed, among its module's bindings.
    @Test func aProblemFoundWhileInstallingStandsWhereTheInstallationIs() throws {
        enum Clash: ChildComponent {
            typealias Seed = Void
            typealias Root = Unbound
            static let scope = Scope.singleton
            static func configure(binder: Binder) {}
        }
        enum Installs: Module {
            static func configure(binder: Binder) {
                binder.bind(NeedsClock.self).to(factory: NeedsClock.init)
                binder.install(Clash.self)
                binder.bind(NeedsLedger.self).to(factory: NeedsLedger.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: NeedsClock.self, modules: [Installs.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.missingBinding, .duplicateScope, .missingBinding], "\(error)")
    }
}

protocol BillScanning: Sendable {}
struct ConcreteScanner: BillScanning {}

@Suite struct NearMissTests {
    @Test func missingConcreteTypeSuggestsTheBoundProtocol() throws {
        struct Needs: Sendable { let scanner: BillScanner }
        enum Bound: Module {
            static func configure(binder: Binder) {
                binder.bind((any BillScanning).self).to(value: ConcreteScanner())
                binder.bind(Needs.self).to(factory: Needs.init)
            }
        }
        let error = try #require(throws: WiringError.self) { try Component(root: Needs.self, modules: [Bound.self]) }
        #expect(error.description.contains("did you mean 'any BillScanning'? it is bound here"))
    }
}
