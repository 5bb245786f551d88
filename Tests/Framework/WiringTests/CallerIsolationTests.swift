import Testing
import Wiring

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The asynchronous build runs where it is called. From the main actor, as from an app's
/// `main.swift`, it stays there: a graph with no asynchronous factory starts no thread, and
/// nothing waits for one. Modules are configured during the build, so the thread a module's
/// `configure` ran on is the thread the build ran on; a build that passed through the global
/// executor would configure on one of its threads instead.
@Suite(.serialized) struct CallerIsolationTests {
    /// The ATM graph, recording the thread it was configured on.
    enum RecordingModule: Module {
        static let configuredOn = Locked<pthread_t?>(nil)

        static func configure(binder: Binder) {
            configuredOn.withLock { $0 = pthread_self() }
            binder.include(ATMModule.self)
        }

        static func configuredOnThisThread() -> Bool {
            configuredOn.withLock { $0 }.map { pthread_equal($0, pthread_self()) != 0 } ?? false
        }
    }

    /// Builds from its own isolation, as a service actor of an app might.
    actor Launcher {
        func buildHere() async throws -> Bool {
            RecordingModule.configuredOn.withLock { $0 = nil }
            _ = try await Component.build(root: ATMDepositer.self, modules: [RecordingModule.self])
            return RecordingModule.configuredOnThisThread()
        }
    }

    @MainActor
    @Test func fromTheMainActorTheAsynchronousBuildStaysThere() async throws {
        RecordingModule.configuredOn.withLock { $0 = nil }
        let component = try await Component.build(root: ATMDepositer.self, modules: [RecordingModule.self])
        #expect(RecordingModule.configuredOnThisThread())
        #expect(component.root.network.send(20) == 20)
    }

    @Test func fromAnActorTheAsynchronousBuildStaysThere() async throws {
        #expect(try await Launcher().buildHere())
    }

    /// `AsyncProvider.get()` and `AsyncChildFactory.build(_:)` run where they are called too:
    /// each gives the same values from the main actor, a detached task and an async closure.
    @MainActor
    @Test func asyncProvidersAndChildFactoriesWorkFromEveryContext() async throws {
        let job = try await Component.build(
            root: AsyncProviderTests.Job.self, modules: [AsyncProviderTests.JobModule.self]
        ).root
        let sessions = try await Component.build(
            root: AsyncChildComponentTests.Sessions.self, modules: [AsyncChildComponentTests.App.self]
        ).root
        let fromMainActor = try await job.config.get().path
        let childFromMainActor = try await sessions.factory.build(DatabaseConfig(path: "/main")).root
        let fromTask = try await Task.detached {
            let child = try await sessions.factory.build(DatabaseConfig(path: "/task")).root
            return (try await job.config.get().path, child.database.path)
        }.value
        let inClosure: @Sendable () async throws -> String = {
            try await sessions.factory.build(DatabaseConfig(path: "/closure")).root.database.path
        }
        #expect(fromMainActor == "/var/db")
        #expect(childFromMainActor.database.path == "/main")
        #expect(fromTask.0 == "/var/db" && fromTask.1 == "/task")
        #expect(try await inClosure() == "/closure")
    }
}
