import Testing
import Wiring

/// Unscoped asynchronous bindings are asked for through `AsyncProvider<T>`, and only so;
/// scoped ones, made before anything can ask, through any request.
@Suite struct AsyncProviderTests {
    /// A connection opened anew for every job, by an async factory that counts the openings.
    final class Connection: Sendable {
        let number: Int
        init(number: Int) { self.number = number }
    }

    struct Job: Sendable {
        let connections: AsyncProvider<Connection>
        let database: AsyncProvider<Database>
        let config: AsyncProvider<DatabaseConfig>
    }

    enum JobModule: Module {
        static func configure(binder: Binder) {
            binder.bind(Counter.self).scoped(.singleton).to(factory: Counter.init)
            binder.bind(Connection.self).to(asyncFactory: { (counter: Counter) async throws in
                try await Task.sleep(for: .milliseconds(1))
                return Connection(number: counter.increment())
            })
            binder.bind(DatabaseConfig.self).to(value: DatabaseConfig(path: "/var/db"))
            binder.bind(Database.self).scoped(.singleton).to(asyncFactory: Database.open)
            binder.bind(Job.self).to(factory: Job.init)
        }
    }

    @Test func eachGetOfAnUnscopedAsyncBindingRunsItsFactory() async throws {
        let job = try await Component.build(root: Job.self, modules: [JobModule.self]).root
        let first = try await job.connections.get()
        let second = try await job.connections.get()
        #expect(first.number == 1 && second.number == 2)
    }

    @Test func asyncProviderOfAScopedOrSynchronousBindingReturnsWhatAProviderWould() async throws {
        let component = try await Component.build(root: Job.self, modules: [JobModule.self])
        let job = component.root
        #expect(try await job.database.get() === component.resolve(Database.self))
        #expect(try await job.config.get().path == "/var/db")
    }

    @Test func aFactoryErrorThrownFromGetNamesTheBindingAndCarriesTheError() async throws {
        enum Failing: Module {
            static let line = #line + 2
            static func configure(binder: Binder) {
                binder.bind(Connection.self).to(asyncFactory: { () async throws -> Connection in
                    throw DatabaseOpenError(path: "/socket")
                })
                binder.bind(Holder.self).to(factory: Holder.init)
            }
        }
        let holder = try await Component.build(root: Holder.self, modules: [Failing.self]).root
        let error = try await #require(throws: WiringError.self) { _ = try await holder.connections.get() }
        #expect(error.diagnostics.map(\.kind) == [.creationFailed])
        #expect(error.diagnostics.first?.location?.line == Failing.line)
        #expect(error.underlyingError as? DatabaseOpenError == DatabaseOpenError(path: "/socket"))
        #expect(error.diagnostics.first?.notes.first?.message == "dependency path: Holder -> Connection")
    }

    struct Holder: Sendable {
        let connections: AsyncProvider<Connection>
    }

    // MARK: Misuse, reported before anything exists

    struct PlainUser: Sendable {
        let connection: Connection
    }

    @Test func aPlainParameterOfAnUnscopedAsyncBindingIsReportedWithBothLines() async throws {
        enum Plain: Module {
            static let connectionLine = #line + 2
            static func configure(binder: Binder) {
                binder.bind(Connection.self).to(asyncFactory: { Connection(number: 0) })
                binder.bind(PlainUser.self).to(factory: PlainUser.init)
            }
        }
        let error = try await #require(throws: WiringError.self) {
            _ = try await Component.build(root: PlainUser.self, modules: [Plain.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.asyncProviderRequired])
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location?.line == Plain.connectionLine + 1)
        #expect(diagnostic.notes.first?.location?.line == Plain.connectionLine)
        #expect(
            diagnostic.message
                == "'PlainUser' asks for 'Connection' as 'Connection', but 'Connection' is unscoped and made by an "
                + "asynchronous factory")
    }

    struct ProviderUser: Sendable {
        let connections: Provider<Connection>
        let all: [Connection]
    }

    @Test func everySynchronousRequestOfAnUnscopedAsyncBindingIsReported() async throws {
        enum Wrapped: Module {
            static func configure(binder: Binder) {
                binder.bind(Connection.self).to(asyncFactory: { Connection(number: 0) })
                binder.bind(Connection.self).intoCollection().to(asyncFactory: { Connection(number: 1) })
                binder.bind(ProviderUser.self).to(factory: ProviderUser.init)
            }
        }
        let error = try await #require(throws: WiringError.self) {
            _ = try await Component.build(root: ProviderUser.self, modules: [Wrapped.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.asyncProviderRequired, .asyncProviderRequired])
        #expect(error.description.contains("as 'Provider<Connection>'"))
        #expect(error.description.contains("as 'Array<Connection>'") || error.description.contains("as '[Connection]'"))
    }

    @Test func anUnscopedAsyncRootIsReported() async throws {
        enum Root: Module {
            static func configure(binder: Binder) {
                binder.bind(Connection.self).to(asyncFactory: { Connection(number: 0) })
            }
        }
        let error = try await #require(throws: WiringError.self) {
            _ = try await Component.build(root: Connection.self, modules: [Root.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.asyncProviderRequired])
        #expect(error.description.contains("the root 'Connection' is unscoped"))
    }

    @Test func resolvingByTypeThrowsRatherThanMakingAnUnscopedAsyncBinding() async throws {
        let component = try await Component.build(root: Job.self, modules: [JobModule.self])
        let error = try #require(throws: WiringError.self) { _ = try component.resolve(Connection.self) }
        #expect(error.diagnostics.map(\.kind) == [.asyncProviderRequired])
        let provider = try component.resolve(AsyncProvider<Connection>.self)
        #expect(try await provider.get().number == 1)
    }

    // A notifier made asynchronously, contributed to a collection.
    protocol OverdueNotifier: Sendable {}
    struct MailNotifier: OverdueNotifier {}
    struct Reminders: Sendable { let notifiers: [any OverdueNotifier] }
    struct AwaitedReminders: Sendable { let notifiers: AsyncProvider<[any OverdueNotifier]> }

    /// A collection is assembled synchronously however it is asked for, so an unscoped
    /// asynchronous contribution cannot be in one: the note says to scope it, and never to take
    /// `AsyncProvider<[…]>`, which would be refused the same way.
    @Test func anUnscopedAsyncContributionIsToldToBeScopedNotToBeAwaited() async throws {
        enum Unscoped: Module {
            static let line = #line + 2
            static func configure(binder: Binder) {
                binder.bind((any OverdueNotifier).self).intoCollection().to(asyncFactory: {
                    () async throws -> any OverdueNotifier in MailNotifier()
                })
                binder.bind(Reminders.self).to(factory: Reminders.init)
                binder.bind(AwaitedReminders.self).to(factory: AwaitedReminders.init)
            }
        }
        let error = try await #require(throws: WiringError.self) {
            _ = try await Component.build(root: Reminders.self, modules: [Unscoped.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.asyncProviderRequired, .asyncProviderRequired])
        for diagnostic in error.diagnostics {
            #expect(!diagnostic.description.contains("take 'AsyncProvider"), "\(diagnostic)")
            #expect(diagnostic.notes.first?.location?.line == Unscoped.line, "\(diagnostic)")
            #expect(diagnostic.notes.last?.message.hasPrefix("scope the contribution") == true, "\(diagnostic)")
        }
        #expect(error.description.contains("as 'AsyncProvider<[any OverdueNotifier]>'"), "\(error)")

        // What the note says to do works, for both requests.
        enum Scoped: Module {
            static func configure(binder: Binder) {
                binder.bind((any OverdueNotifier).self).intoCollection().scoped(.singleton).to(asyncFactory: {
                    () async throws -> any OverdueNotifier in MailNotifier()
                })
                binder.bind(Reminders.self).to(factory: Reminders.init)
                binder.bind(AwaitedReminders.self).to(factory: AwaitedReminders.init)
            }
        }
        let component = try await Component.build(root: Reminders.self, modules: [Scoped.self])
        #expect(component.root.notifiers.count == 1)
        #expect(try await component.resolve(AwaitedReminders.self).notifiers.get().count == 1)
    }
}
