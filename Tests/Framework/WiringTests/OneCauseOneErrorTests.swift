import Testing
import Wiring

/// One type nothing linked binds is one error, however many libraries require it or bindings
/// ask for it: it names who needs it, shows the dependency path once, and says what to do.
@Suite struct OneCauseOneErrorTests {
    protocol Clock: Sendable {}
    struct SystemClock: Clock {}
    struct Feed: Sendable { let clock: any Clock }
    struct Ledger: Sendable { let clock: any Clock }
    struct Alarm: Sendable { let clock: any Clock }
    struct Shell: Sendable {
        let feed: Feed
        let ledger: Ledger
        let alarm: Alarm
    }

    /// Libraries in one test module have one module name; these say which library declares
    /// each requirement, as `#fileID` would in a package of many.
    enum FeedModule: Module {
        static func configure(binder: Binder) {
            binder.requires(
                (any Clock).self, fileID: "FeedWiring/FeedModule.swift", filePath: "/p/FeedModule.swift", line: 3)
            binder.bind(Feed.self).to(factory: Feed.init)
        }
    }

    enum LedgerModule: Module {
        static func configure(binder: Binder) {
            binder.requires(
                (any Clock).self, fileID: "LedgerWiring/LedgerModule.swift", filePath: "/p/LedgerModule.swift", line: 3)
            binder.bind(Ledger.self).to(factory: Ledger.init)
        }
    }

    enum AlarmModule: Module {
        static func configure(binder: Binder) {
            binder.requires(
                (any Clock).self, fileID: "AlarmWiring/AlarmModule.swift", filePath: "/p/AlarmModule.swift", line: 3)
            binder.bind(Alarm.self).to(factory: Alarm.init)
        }
    }

    enum ShellModule: Module {
        static func configure(binder: Binder) {
            binder.bind(Shell.self).to(factory: Shell.init)
        }
    }

    /// The clock's real wiring library, which lost its binding.
    enum ClockModule: Module {
        static func configure(binder: Binder) {}
    }

    private static let libraries = [
        WiringLibrary(name: "AlarmWiring", modules: [AlarmModule.self]),
        WiringLibrary(name: "ClockWiring", modules: [ClockModule.self]),
        WiringLibrary(name: "FeedWiring", modules: [FeedModule.self]),
        WiringLibrary(name: "LedgerWiring", modules: [LedgerModule.self]),
        WiringLibrary(name: "ShellWiring", modules: [ShellModule.self]),
    ]

    @Test func aTypeManyLibrariesRequireIsOneErrorNamingThemAll() throws {
        let error = try #require(throws: WiringError.self) {
            try Component(root: Shell.self, libraries: Self.libraries)
        }
        #expect(error.diagnostics.map(\.kind) == [.unmetRequirement], "\(error)")
        let unmet = try #require(error.diagnostics.first)
        #expect(unmet.message == "3 wiring libraries require 'any Clock', but no linked wiring library binds it")
        // Libraries are configured in the order they are linked, which `LinkedWiring` lists by name.
        #expect(unmet.location?.fileID == "AlarmWiring/AlarmModule.swift", "the first requirement declared")
        let notes = unmet.notes.map(\.message)
        #expect(notes.first == "required by AlarmWiring, FeedWiring, LedgerWiring", "\(notes)")
        #expect(notes.filter { $0.hasPrefix("dependency path:") } == ["dependency path: Shell -> Alarm -> any Clock"])
        #expect(notes.filter { $0.hasSuffix("needs it here") }.count == 2, "\(notes)")
    }

    /// `swift package check-wiring` tells the check what every library of the package binds: the
    /// fix names the linked library that stands where one that binds the type would.
    @Test func withThePackagesBindingsTheFixNamesTheLibraryThatLostTheBinding() throws {
        let bindings = PackageBindings(boundTypes: [
            "FakeClockWiring": ["any Clock"], "ClockWiring": [], "FeedWiring": ["Feed"],
        ])
        let error = try #require(throws: WiringError.self) {
            try Component.check(root: Shell.self, libraries: Self.libraries, packageBindings: bindings)
        }
        let unmet = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(
            unmet.notes.last?.message
                == "ClockWiring is linked where FakeClockWiring binds 'any Clock', but binds no 'any Clock' itself; add "
                + "`binder.bind((any Clock).self).to(factory: …)` to one of its modules, or link FakeClockWiring instead"
        )

        let elsewhere = PackageBindings(boundTypes: ["SystemClockWiring": ["any Clock"]])
        let unlinked = try #require(throws: WiringError.self) {
            try Component.check(root: Shell.self, libraries: Self.libraries, packageBindings: elsewhere)
        }
        #expect(
            unlinked.diagnostics.first?.notes.last?.message
                == "SystemClockWiring binds 'any Clock', but it is not linked; link it in this app's target in Package.swift"
        )
    }

    /// Without requirements, the bindings that ask for the type are one missing binding, at the first.
    @Test func aTypeManyBindingsAskForIsOneMissingBinding() throws {
        let error = try #require(throws: WiringError.self) {
            try Component(root: Shell.self, modules: [ShellModule.self, UnrequiredModule.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.missingBinding], "\(error)")
        let missing = try #require(error.diagnostics.first)
        #expect(missing.message.hasPrefix("missing binding for 'any Clock', required by 'Feed'"), "\(missing)")
        let notes = missing.notes.map(\.message)
        #expect(notes.contains("'Ledger' needs it here"), "\(notes)")
        #expect(notes.contains("'Alarm' needs it here"), "\(notes)")
    }

    enum UnrequiredModule: Module {
        static func configure(binder: Binder) {
            binder.bind(Feed.self).to(factory: Feed.init)
            binder.bind(Ledger.self).to(factory: Ledger.init)
            binder.bind(Alarm.self).to(factory: Alarm.init)
        }
    }

    /// Beyond the first and two more, the others are counted.
    @Test func manyRequestersAreCounted() throws {
        struct Many: Sendable {
            init(a: Feed, b: Ledger, c: Alarm, d: Extra1, e: Extra2) {}
        }
        struct Extra1: Sendable { let clock: any Clock }
        struct Extra2: Sendable { let clock: any Clock }
        enum Wide: Module {
            static func configure(binder: Binder) {
                binder.bind(Feed.self).to(factory: Feed.init)
                binder.bind(Ledger.self).to(factory: Ledger.init)
                binder.bind(Alarm.self).to(factory: Alarm.init)
                binder.bind(Extra1.self).to(factory: Extra1.init)
                binder.bind(Extra2.self).to(factory: Extra2.init)
                binder.bind(Many.self).to(factory: Many.init)
            }
        }
        let error = try #require(throws: WiringError.self) { try Component(root: Many.self, modules: [Wide.self]) }
        #expect(error.diagnostics.count == 1, "\(error)")
        #expect(error.diagnostics.first?.notes.contains { $0.message == "and 2 more bindings need it" } == true)
    }
}
