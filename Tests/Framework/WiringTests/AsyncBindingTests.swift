import Testing
import Wiring

/// Asynchronous and throwing factories: made while the component is built, in dependency
/// order and concurrently where independent; failures and cancellation end the build, release
/// everything made, and say where; unscoped ones only through `AsyncProvider`.
@Suite struct AsyncBindingTests {
    enum DatabaseModule: Module {
        /// The line of the database's binding.
        static let databaseLine = #line + 3
        static func configure(binder: Binder) {
            binder.bind(DatabaseConfig.self).to(value: DatabaseConfig(path: "/var/db"))
            binder.bind(Database.self).scoped(.singleton).to(asyncFactory: { (config: DatabaseConfig) async throws in
                try await Database.open(config)
            })
            binder.bind(Repository.self).to(factory: Repository.init)
        }
    }

    @Test func scopedAsyncSingletonExistsWhenTheBuildReturnsAndPlainParametersTakeIt() async throws {
        let component = try await Component.build(root: Repository.self, modules: [DatabaseModule.self])
        let repository = component.root
        #expect(repository.database.path == "/var/db")
        #expect(try component.resolve(Database.self) === repository.database)
        #expect(component.root.database === repository.database)
    }

    @Test func theSynchronousInitializerReportsEachAsyncBindingWithItsLine() throws {
        let error = try #require(throws: WiringError.self) {
            try Component(root: Repository.self, modules: [DatabaseModule.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.asyncBuildRequired])
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location?.fileID.hasSuffix("AsyncBindingTests.swift") == true)
        #expect(diagnostic.location?.line == DatabaseModule.databaseLine)
        #expect(diagnostic.description.contains("build it with `try await Component.build(…)`"))
    }

    // MARK: Order and concurrency

    /// Two factories of 200 ms each, independent of each other.
    enum Slow: Module {
        static func configure(binder: Binder) {
            binder.bind(CreationLog.self).scoped(.singleton).to(factory: CreationLog.init)
            binder.bind(Made.self).tagged(First.self).scoped(.singleton).to(asyncFactory: { (log: CreationLog) in
                log.record("first started")
                try await Task.sleep(for: .milliseconds(200))
                log.record("first finished")
                return Made("first")
            })
            binder.bind(Made.self).tagged(Second.self).scoped(.singleton).to(asyncFactory: { (log: CreationLog) in
                log.record("second started")
                try await Task.sleep(for: .milliseconds(200))
                log.record("second finished")
                return Made("second")
            })
            binder.bind(Pair.self).to(factory: Pair.init)
        }
    }

    @Test func independentAsyncSingletonsAreMadeConcurrently() async throws {
        let component = try await Component.build(root: Pair.self, modules: [Slow.self])
        #expect(component.root.first.value.name == "first" && component.root.second.value.name == "second")
        // Both started before either finished.
        let log = try component.resolve(CreationLog.self).entries
        #expect(Set(log.prefix(2)) == ["first started", "second started"], "\(log)")
    }

    /// The same build, timed in a process of its own: in this one, the other suites running in
    /// parallel can keep the concurrency pool busy and delay any task.
    @Test func twoIndependentTwoHundredMillisecondFactoriesTakeWellUnderFourHundred() async {
        await #expect(processExitsWith: .success) {
            let clock = ContinuousClock()
            let start = clock.now
            _ = try await Component.build(root: Pair.self, modules: [Slow.self]).root
            let elapsed = clock.now - start
            // One after the other would take 400 ms or more.
            if elapsed >= .milliseconds(300) { fatalError("took \(elapsed)") }
        }
    }

    struct Pair: Sendable {
        let first: Tagged<First>
        let second: Tagged<Second>
    }

    /// `Third` needs `Second` through a synchronous object in between; `Second` needs `First`
    /// only through a provider its factory calls. Each is made after what it can reach.
    @Test func asyncSingletonsAreMadeAfterEverythingTheirFactoriesCanReach() async throws {
        enum Ordered: Module {
            static func configure(binder: Binder) {
                binder.bind(CreationLog.self).scoped(.singleton).to(factory: CreationLog.init)
                binder.bind(Made.self).tagged(Third.self).scoped(.singleton).to(asyncFactory: {
                    (middle: Middle, log: CreationLog) async in
                    log.record("third, after \(middle.second.value.name)")
                    return Made("third")
                })
                binder.bind(Middle.self).to(factory: Middle.init)
                binder.bind(Made.self).tagged(Second.self).scoped(.singleton).to(asyncFactory: {
                    (first: TaggedProvider<First>, log: CreationLog) async in
                    log.record("second, after \(first.get().name)")
                    return Made("second")
                })
                binder.bind(Made.self).tagged(First.self).scoped(.singleton).to(asyncFactory: {
                    (log: CreationLog) async throws in
                    try await Task.sleep(for: .milliseconds(20))
                    log.record("first")
                    return Made("first")
                })
                binder.bind(Triple.self).to(factory: Triple.init)
            }
        }
        let component = try await Component.build(root: Triple.self, modules: [Ordered.self])
        #expect(component.root.third.value.name == "third")
        #expect(
            try component.resolve(CreationLog.self).entries == ["first", "second, after first", "third, after second"])
    }

    struct Middle: Sendable {
        let second: Tagged<Second>
    }

    struct Triple: Sendable {
        let third: Tagged<Third>
    }

    /// Two asynchronous singletons that reach each other only through providers cannot be
    /// ordered: the one declared first is made first, and asking for the other while its
    /// factory runs is reported, not waited for.
    @Test func askingForAnAsyncSingletonBeforeItIsMadeIsReported() async throws {
        enum Loop: Module {
            static let secondLine = #line + 6
            static func configure(binder: Binder) {
                binder.bind(Made.self).tagged(First.self).scoped(.singleton).to(asyncFactory: {
                    (second: AsyncProvider<Tagged<Second>>) async throws in
                    Made("first, after \(try await second.get().value.name)")
                })
                binder.bind(Made.self).tagged(Second.self).scoped(.singleton).to(asyncFactory: {
                    (_: TaggedProvider<First>) in Made("second")
                })
                binder.bind(Pair.self).to(factory: Pair.init)
            }
        }
        let error = try await #require(throws: WiringError.self) {
            _ = try await Component.build(root: Pair.self, modules: [Loop.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.asyncInstanceNotReady])
        #expect(error.diagnostics.first?.location?.line == Loop.secondLine)
        #expect(
            error.diagnostics.first?.message
                == "'Made tagged Second' is made by an asynchronous factory and did not exist yet when it was asked "
                + "for through AsyncProvider")
    }

    /// Validating checks the graph as the asynchronous build would, and runs no factory.
    @Test func validatingAloneRunsNoFactory() throws {
        enum Counting: Module {
            static func configure(binder: Binder) {
                binder.bind(Counter.self).scoped(.singleton).to(value: AsyncBindingTests.opened)
                binder.bind(Made.self).tagged(First.self).scoped(.singleton).to(asyncFactory: { (counter: Counter) in
                    counter.increment()
                    return Made("first")
                })
                binder.bind(Holder.self).to(factory: Holder.init)
            }
        }
        let bindings = try Component<Holder>.validate(libraries: [
            WiringLibrary(name: "Counting", modules: [Counting.self])
        ])
        #expect(bindings.count == 3)
        #expect(Self.opened.count == 0)
        // The same rules as the asynchronous build: a plain parameter of an unscoped async binding is reported.
        let error = try #require(throws: WiringError.self) {
            _ = try Component<PlainUser>.validate(libraries: [WiringLibrary(name: "Plain", modules: [Plain.self])])
        }
        #expect(error.diagnostics.map(\.kind) == [.asyncProviderRequired])
    }

    /// Shared by the test above and nothing else, so no other test increments it.
    static let opened = Counter()

    struct Holder: Sendable {
        let first: Tagged<First>
    }

    struct PlainUser: Sendable {
        let made: Made
    }

    enum Plain: Module {
        static func configure(binder: Binder) {
            binder.bind(Made.self).to(asyncFactory: { Made("unscoped") })
            binder.bind(PlainUser.self).to(factory: PlainUser.init)
        }
    }

    /// Scoped asynchronous contributions are made with the component, so the collection and the
    /// map that gather them are read like any other.
    @Test func scopedAsyncContributionsAreGatheredIntoCollectionsAndMaps() async throws {
        enum Gathered: Module {
            static func configure(binder: Binder) {
                binder.bind(Made.self).intoCollection().scoped(.singleton).to(asyncFactory: { Made("async element") })
                binder.bind(Made.self).intoCollection().to(value: Made("plain element"))
                binder.bind(Made.self).intoMap(key: "async").scoped(.singleton).to(asyncFactory: { Made("async entry") }
                )
                binder.bind(Gathering.self).to(factory: Gathering.init)
            }
        }
        let gathering = try await Component.build(root: Gathering.self, modules: [Gathered.self]).root
        #expect(gathering.all.map(\.name) == ["async element", "plain element"])
        #expect(gathering.byName["async"]?.name == "async entry")
        #expect(gathering.later.get().first === gathering.all.first)
    }

    struct Gathering: Sendable {
        let all: [Made]
        let byName: [String: Made]
        let later: Provider<[Made]>
    }
}
