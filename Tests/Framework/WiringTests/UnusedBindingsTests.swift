import Testing
import Wiring

/// `Component.check` warns about what an app's root never uses: a linked library none of whose
/// bindings it reaches, a binding no path reaches, a contribution nothing asks for; and a
/// binding marked `reachedByType()` counts as used.
@Suite struct UnusedBindingsTests {
    struct Lamp: Sendable {}
    struct Radio: Sendable {}
    struct Alarm: Sendable { let lamp: Lamp }
    struct Chime: Sendable {}
    struct Bell: Sendable { let chimes: [Chime] }
    final class Poster: Sendable {}

    /// The root: a depositer, which needs a scanner and a network executor.
    enum RootModule: Module {
        static func configure(binder: Binder) {
            binder.bind(BillScanner.self).to(factory: BillScanner.init)
            binder.bind((any NetworkExecutor).self).scoped(.singleton).to(factory: BankNetworkExecutor.init)
            binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
        }
    }

    enum LampModule: Module {
        static let lampLine = #line + 2
        static func configure(binder: Binder) {
            binder.bind(Lamp.self).to(factory: Lamp.init)
        }
    }

    enum RadioModule: Module {
        static let radioLine = #line + 2
        static func configure(binder: Binder) {
            binder.bind(Radio.self).to(factory: Radio.init)
            binder.bind(Alarm.self).to(factory: Alarm.init)
        }
    }

    /// `RootWiring`, with `RootModule` and `rootModules`, and a library of each of `extra`.
    static func libraries(_ extra: [(String, any Module.Type)], rootModules: [any Module.Type] = [])
        -> [WiringLibrary]
    {
        [WiringLibrary(name: "RootWiring", modules: [RootModule.self] + rootModules)]
            + extra.map { WiringLibrary(name: $0.0, modules: [$0.1]) }
    }

    static func warnings(_ extra: [(String, any Module.Type)] = [], rootModules: [any Module.Type] = []) throws
        -> [Diagnostic]
    {
        try Component.check(root: ATMDepositer.self, libraries: libraries(extra, rootModules: rootModules)).warnings
    }

    @Test func aGraphWhoseRootUsesEverythingHasNoWarnings() throws {
        #expect(try Self.warnings().isEmpty)
    }

    /// A library none of whose bindings the root reaches is one warning, at its first binding,
    /// listing them all; its bindings are not reported one by one as well.
    @Test func aLinkedLibraryTheRootNeverReachesIsOneWarning() throws {
        let warnings = try Self.warnings([("RadioWiring", RadioModule.self), ("LampWiring", LampModule.self)])
        #expect(warnings.map(\.kind) == [.unusedLibrary, .unusedLibrary])
        let radio = try #require(warnings.first)
        #expect(radio.severity == .warning)
        #expect(radio.location?.line == RadioModule.radioLine)
        #expect(
            radio.message
                == "the app links RadioWiring, but no path from the root 'ATMDepositer' reaches any of its 2 bindings")
        #expect(radio.notes.prefix(2).map(\.message) == ["'Radio' is bound here", "'Alarm' is bound here"])
        #expect(radio.description.contains("[Wiring.UnusedLibrary]"))
        #expect(warnings.last?.message.hasPrefix("the app links LampWiring, but") == true)
    }

    /// Building never reports a warning: the same graph builds and runs.
    @Test func warningsNeverStopABuild() throws {
        let component = try Component(
            root: ATMDepositer.self,
            libraries: Self.libraries([("RadioWiring", RadioModule.self), ("LampWiring", LampModule.self)]))
        #expect(component.root.scanner == BillScanner())
    }

    /// The alarm, in a library the root uses, is reported at its line; the lamp's library, which
    /// only the alarm uses, is unused as a whole.
    @Test func aBindingNoPathReachesIsReportedAtItsLine() throws {
        enum Mixed: Module {
            static let alarmLine = #line + 3
            static func configure(binder: Binder) {
                binder.bind(BillScanner.self).to(factory: BillScanner.init)
                binder.bind(Alarm.self).to(factory: Alarm.init)
                binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
                binder.bind((any NetworkExecutor).self).to(factory: BankNetworkExecutor.init)
            }
        }
        let libraries = [
            WiringLibrary(name: "MixedWiring", modules: [Mixed.self]),
            WiringLibrary(name: "LampWiring", modules: [LampModule.self]),
        ]
        let warnings = try Component.check(root: ATMDepositer.self, libraries: libraries).warnings
        #expect(warnings.map(\.kind) == [.unusedLibrary, .unreachableBinding])
        let alarm = try #require(warnings.last)
        #expect(alarm.location?.line == Mixed.alarmLine)
        #expect(alarm.message == "no path from the root 'ATMDepositer' reaches 'Alarm'")
        #expect(alarm.notes.first?.message.contains("mark it with `.reachedByType()` after `bind(…)`") == true)
    }

    /// A contribution to a collection nothing asks for is its own warning; one that an
    /// unreachable binding asks for is an unreachable binding.
    @Test func aContributionNothingAsksForIsReportedAsSuch() throws {
        enum Chimes: Module {
            static let chimeLine = #line + 2
            static func configure(binder: Binder) {
                binder.bind(Chime.self).intoCollection().to(factory: Chime.init)
                binder.bind(Radio.self).intoMap(key: "kitchen").to(factory: Radio.init)
            }
        }
        let warnings = try Self.warnings(rootModules: [Chimes.self])
        #expect(warnings.map(\.kind) == [.unusedContribution, .unusedContribution])
        #expect(warnings.first?.location?.line == Chimes.chimeLine)
        #expect(warnings.first?.message == "nothing asks for '[Chime]', which this binding contributes to")
        #expect(warnings.last?.message == "nothing asks for '[String: Radio]', which this binding contributes to")

        enum AskedByAnUnusedBell: Module {
            static func configure(binder: Binder) {
                binder.bind(Chime.self).intoCollection().to(factory: Chime.init)
                binder.bind(Bell.self).to(factory: Bell.init)
            }
        }
        let asked = try Self.warnings(rootModules: [AskedByAnUnusedBell.self])
        #expect(asked.map(\.kind) == [.unreachableBinding, .unreachableBinding])
        #expect(asked.map(\.message).allSatisfy { $0.hasPrefix("no path from the root 'ATMDepositer' reaches") })
    }

    /// `reachedByType()` silences each warning for the binding it marks, and counts what the
    /// binding asks for as used; a property injector, found by type, always counts as used.
    @Test func aBindingMarkedReachedByTypeCountsAsUsed() throws {
        enum Marked: Module {
            static func configure(binder: Binder) {
                binder.bind(Alarm.self).reachedByType().to(factory: Alarm.init)
                binder.bind(Chime.self).reachedByType().intoCollection().to(factory: Chime.init)
                binder.bindPropertyInjection(of: Poster.self).to(injector: { (_: Poster, _: BillScanner) in })
            }
        }
        #expect(try Self.warnings([("LampWiring", LampModule.self)], rootModules: [Marked.self]).isEmpty)

        enum MarkedRadio: Module {
            static func configure(binder: Binder) {
                binder.bind(Radio.self).reachedByType().to(factory: Radio.init)
            }
        }
        #expect(try Self.warnings([("RadioWiring", MarkedRadio.self)]).isEmpty)

        // A main-actor binding is marked the same way, in a MainActorModule or after onMainActor().
        enum MarkedOnMainActor: MainActorModule {
            static func configure(binder: MainActorBinder) {
                binder.bind(Radio.self).reachedByType().to(factory: { Radio() })
            }
        }
        #expect(try Self.warnings([("RadioWiring", MarkedOnMainActor.self)]).isEmpty)
        enum UnmarkedOnMainActor: MainActorModule {
            static func configure(binder: MainActorBinder) {
                binder.bind(Radio.self).to(factory: { Radio() })
            }
        }
        #expect(try Self.warnings([("RadioWiring", UnmarkedOnMainActor.self)]).map(\.kind) == [.unusedLibrary])
    }

    /// A child component nothing builds is one warning, at its installation, not one per binding.
    @Test func aChildNothingBuildsIsReportedAtItsInstallation() throws {
        enum Visit: ChildComponent {
            typealias Seed = Lamp
            typealias Root = Alarm
            static let scope = Scope("visit")
            static func configure(binder: Binder) {
                binder.bind(Alarm.self).to(factory: Alarm.init)
                binder.bind(Radio.self).to(factory: Radio.init)
            }
        }
        enum Installs: Module {
            static let line = #line + 2
            static func configure(binder: Binder) {
                binder.install(Visit.self)
            }
        }
        let warnings = try Self.warnings(rootModules: [Installs.self])
        #expect(warnings.map(\.kind) == [.unreachableBinding])
        #expect(warnings.first?.location?.line == Installs.line)
        #expect(
            warnings.first?.message
                == "no path from the root 'ATMDepositer' reaches the child component 'Visit': nothing asks for "
                + "'ChildFactory<Visit>'")

        // Built, the child's seed is its own and its unused binding is reported.
        struct Visits: Sendable { let factory: ChildFactory<Visit> }
        enum Builds: Module {
            static func configure(binder: Binder) {
                binder.install(Visit.self)
                binder.bind(Visits.self).to(factory: Visits.init)
            }
        }
        let built = try Component.check(
            root: Visits.self, libraries: [WiringLibrary(name: "BuildsWiring", modules: [Builds.self])]
        ).warnings
        #expect(built.map(\.message) == ["no path from the root 'Visits' reaches 'Radio'"])
    }

    /// A library linked with nothing in it.
    @Test func aLinkedLibraryThatBindsNothingIsUnused() throws {
        enum Empty: Module {
            static func configure(binder: Binder) {}
        }
        let warnings = try Self.warnings([("EmptyWiring", Empty.self)])
        #expect(warnings.map(\.message) == ["the app links EmptyWiring, but EmptyWiring binds nothing"])
        #expect(warnings.first?.location == nil)
    }

    /// A wiring library checked on its own has no root: nothing is reported as unused.
    @Test func aLibraryCheckedOnItsOwnGetsNoneOfTheseWarnings() {
        let diagnostics = WiringLibrary(name: "RadioWiring", modules: [RadioModule.self, LampModule.self]).check()
        #expect(diagnostics.isEmpty)
    }

    /// An invalid graph throws its errors, as `validate` does, and has no warnings to give.
    @Test func anInvalidGraphThrowsItsErrors() {
        #expect(throws: WiringError.self) {
            try Component.check(
                root: ATMDepositer.self, libraries: [WiringLibrary(name: "LampWiring", modules: [LampModule.self])])
        }
    }

    /// The check hands out what `validate` returns, and the graph as the built component has it.
    @Test func theCheckHasTheBindingsAndTheGraph() throws {
        let libraries = Self.libraries([])
        let check = try Component.check(root: ATMDepositer.self, libraries: libraries)
        #expect(check.bindings == (try Component.validate(root: ATMDepositer.self, libraries: libraries)))
        #expect(check.graph == (try Component(root: ATMDepositer.self, libraries: libraries)).graph)
        #expect(check.libraries == ["RootWiring"])
    }
}
