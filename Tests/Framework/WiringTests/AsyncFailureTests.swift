import Injection
import Testing
import Wiring

/// A factory that throws, or a build that is cancelled, ends the build with an error that
/// says where and why, cancels what is still running, and keeps nothing it made.
@Suite struct AsyncFailureTests {
    /// What one test's factories report: weak references to what they made, and how many
    /// noticed a cancellation. Reached through a task-local value, which the build's tasks
    /// inherit, so that tests running in parallel each see their own.
    final class Witness: Sendable {
        private let made = Locked<[WeakMade]>([])
        let cancellations = Counter()

        @TaskLocal static var current: Witness?

        func saw(_ value: Made) {
            made.withLock { $0.append(WeakMade(value)) }
        }

        var seen: Int { made.withLock { $0.count } }
        var alive: Int { made.withLock { $0.count(where: { $0.value != nil }) } }
    }

    struct WeakMade: @unchecked Sendable {
        weak var value: Made?
        init(_ value: Made) { self.value = value }
    }

    struct Report: Sendable {
        let first: Tagged<First>
        let second: Tagged<Second>
        let third: Tagged<Third>
    }

    /// A made value the witness watches.
    static func watched(_ name: String) -> Made {
        let made = Made(name)
        Witness.current?.saw(made)
        return made
    }

    /// Sleeps for `duration` unless cancelled, counting a cancellation.
    static func sleep(for duration: Duration) async throws {
        do {
            try await Task.sleep(for: duration)
        } catch {
            Witness.current?.cancellations.increment()
            throw error
        }
    }

    /// `Second` needs `First` and then fails; `Third` is slow and notices the cancellation.
    enum FailingGraph: Module {
        static let failingLine = #line + 3
        static func configure(binder: Binder) {
            binder.bind(Made.self).tagged(First.self).scoped(.singleton).to(asyncFactory: { watched("first") })
            binder.bind(Made.self).tagged(Second.self).scoped(.singleton).to(asyncFactory: {
                (_: Tagged<First>) async throws -> Made in
                try await Task.sleep(for: .milliseconds(30))
                throw DatabaseOpenError(path: "/missing")
            })
            binder.bind(Made.self).tagged(Third.self).scoped(.singleton).to(asyncFactory: {
                let made = watched("third")
                try await sleep(for: .seconds(120))
                return made
            })
            binder.bind(Report.self).to(factory: Report.init)
        }
    }

    @Test func aThrowingFactoryEndsTheBuildWithItsErrorItsLineAndItsPath() async throws {
        let witness = Witness()
        let clock = ContinuousClock()
        let start = clock.now
        let error = try await Witness.$current.withValue(witness) {
            try await #require(throws: WiringError.self) {
                _ = try await Component.build(root: Report.self, modules: [FailingGraph.self])
            }
        }
        // The slow factory was cancelled, not waited for. The bound is loose: the other suites
        // running in parallel can keep the concurrency pool busy for seconds.
        #expect(clock.now - start < .seconds(60))
        #expect(witness.cancellations.count == 1)
        #expect(error.diagnostics.map(\.kind) == [.creationFailed])
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location?.line == FailingGraph.failingLine)
        #expect(diagnostic.location?.fileID.hasSuffix("AsyncFailureTests.swift") == true)
        #expect(
            diagnostic.message == "'Made tagged Second' could not be created: its factory threw cannot open '/missing'")
        #expect(diagnostic.notes.map(\.message).contains("dependency path: Report -> Made tagged Second"))
        // The caller can react to the cause.
        #expect(error.underlyingError as? DatabaseOpenError == DatabaseOpenError(path: "/missing"))
        // Everything made was released with the failed build.
        #expect(witness.seen == 2)
        #expect(witness.alive == 0)
    }

    /// A throwing factory that is not `async` is bound the same way.
    @Test func aSynchronousThrowingFactoryIsBoundWithAsyncFactory() async throws {
        enum Throwing: Module {
            static func configure(binder: Binder) {
                binder.bind(DatabaseConfig.self).to(value: DatabaseConfig(path: ""))
                binder.bind(Database.self).scoped(.singleton).to(asyncFactory: { (config: DatabaseConfig) throws in
                    guard !config.path.isEmpty else { throw DatabaseOpenError(path: config.path) }
                    return Database(path: config.path)
                })
                binder.bind(Repository.self).to(factory: Repository.init)
            }
        }
        let error = await #expect(throws: WiringError.self) {
            _ = try await Component.build(root: Repository.self, modules: [Throwing.self])
        }
        #expect(error?.underlyingError as? DatabaseOpenError == DatabaseOpenError(path: ""))
        #expect(error?.description.contains("[Wiring.CreationFailed]") == true)
    }

    enum SlowGraph: Module {
        static func configure(binder: Binder) {
            binder.bind(Made.self).tagged(First.self).scoped(.singleton).to(asyncFactory: { watched("first") })
            binder.bind(Made.self).tagged(Second.self).scoped(.singleton).to(asyncFactory: {
                (_: Tagged<First>) async throws in
                let made = watched("second")
                try await sleep(for: .seconds(120))
                return made
            })
            binder.bind(Made.self).tagged(Third.self).scoped(.singleton).to(asyncFactory: {
                (_: Tagged<Second>) async in watched("third")
            })
            binder.bind(Report.self).to(factory: Report.init)
        }
    }

    @Test func cancellingTheBuildingTaskStopsCreationThrowsAndKeepsNothing() async throws {
        let witness = Witness()
        let clock = ContinuousClock()
        let start = clock.now
        let build = Task {
            try await Witness.$current.withValue(witness) {
                _ = try await Component.build(root: Report.self, modules: [SlowGraph.self])
            }
        }
        // Bounded: wait until the slow factory has started, at most thirty seconds.
        for _ in 0..<3000 where witness.seen < 2 {
            try await Task.sleep(for: .milliseconds(10))
        }
        build.cancel()
        let result = await build.result
        #expect(clock.now - start < .seconds(60))
        let error = try #require(throws: WiringError.self) { try result.get() }
        #expect(error.diagnostics.map(\.kind) == [.creationCancelled])
        #expect(error.underlyingError is CancellationError)
        #expect(error.description.contains("before 'Made tagged Second' was made"))
        // `Third` never started, and what was made is gone.
        #expect(witness.seen == 2)
        #expect(witness.alive == 0)
    }
}
