import Testing
import Wiring

/// A child component whose scoped bindings include asynchronous ones is built with
/// `try await AsyncChildFactory.build(_:)`; `ChildFactory` for it is reported when the graph
/// is validated, not when a child is built.
@Suite struct AsyncChildComponentTests {
    /// One session per configuration: its database is opened when the session is built.
    enum SessionComponent: ChildComponent {
        typealias Seed = DatabaseConfig
        typealias Root = Repository
        static let scope = Scope("async-session")
        static let databaseLine = #line + 3
        static func configure(binder: Binder) {
            binder.bind(Repository.self).to(factory: Repository.init)
            binder.bind(Database.self).scoped(scope).to(asyncFactory: Database.open)
        }
    }

    struct Sessions: Sendable {
        let factory: AsyncChildFactory<SessionComponent>
    }

    enum App: Module {
        static func configure(binder: Binder) {
            binder.install(SessionComponent.self)
            binder.bind(Sessions.self).to(factory: Sessions.init)
        }
    }

    @Test func buildingAChildMakesItsAsyncSingletonsFirst() async throws {
        let sessions = try await Component.build(root: Sessions.self, modules: [App.self]).root
        let first = try await sessions.factory.build(DatabaseConfig(path: "/a"))
        let second = try await sessions.factory.build(DatabaseConfig(path: "/b"))
        #expect(first.root.database.path == "/a")
        #expect(second.root.database.path == "/b")
        #expect(first.root.database === first.root.database)
        #expect(try first.resolve(Database.self) === first.root.database)
    }

    @Test func aFailingChildBuildThrowsWithTheBindingsLineAndTheError() async throws {
        let sessions = try await Component.build(root: Sessions.self, modules: [App.self]).root
        let error = try await #require(throws: WiringError.self) {
            _ = try await sessions.factory.build(DatabaseConfig(path: ""))
        }
        #expect(error.diagnostics.map(\.kind) == [.creationFailed])
        #expect(error.diagnostics.first?.location?.line == SessionComponent.databaseLine)
        #expect(error.diagnostics.first?.notes.first?.message == "dependency path: Repository -> Database")
        #expect(error.underlyingError as? DatabaseOpenError == DatabaseOpenError(path: ""))
        // The parent is untouched: the next build works.
        #expect(try await sessions.factory.build(DatabaseConfig(path: "/c")).root.database.path == "/c")
    }

    struct SyncSessions: Sendable {
        let factory: ChildFactory<SessionComponent>
    }

    @Test func theSynchronousChildFactoryOfSuchAChildIsReportedAtValidation() async throws {
        enum SyncApp: Module {
            static let line = #line + 3
            static func configure(binder: Binder) {
                binder.install(SessionComponent.self)
                binder.bind(SyncSessions.self).to(factory: SyncSessions.init)
            }
        }
        let error = try await #require(throws: WiringError.self) {
            _ = try await Component.build(root: SyncSessions.self, modules: [SyncApp.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.asyncBuildRequired])
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location?.line == SyncApp.line)
        #expect(diagnostic.notes.first?.location?.line == SessionComponent.databaseLine)
        #expect(diagnostic.description.contains("take 'AsyncChildFactory<SessionComponent>' instead"))
    }

    /// A child's asynchronous bindings are made when `AsyncChildFactory` builds the child, so
    /// they do not stop its parent from being built synchronously.
    @Test func aSynchronousParentOfAnAsyncChildIsBuiltAndTheChildMakesItsOwn() async throws {
        let sessions = try Component(root: Sessions.self, modules: [App.self]).root
        let child = try await sessions.factory.build(DatabaseConfig(path: "/sync-parent"))
        #expect(child.root.database.path == "/sync-parent")
    }

    /// A tenant's session, keyed by its name, whose database is opened asynchronously.
    enum TenantComponent: ChildComponent {
        typealias Seed = String
        typealias Root = Repository
        static let scope = Scope("tenant")
        static let databaseLine = #line + 3
        static func configure(binder: Binder) {
            binder.bind(Repository.self).to(factory: Repository.init)
            binder.bind(Database.self).scoped(scope).to(asyncFactory: { (name: String) in
                try await Database.open(DatabaseConfig(path: "/tenants/" + name))
            })
        }
    }

    /// `KeyedComponents` builds each key's child synchronously and has no asynchronous form,
    /// so it is told so, and what to do instead, rather than to take `AsyncChildFactory`.
    @Test func keyedComponentsOfAChildWithAsyncBindingsIsReportedWithWhatToDoInstead() async throws {
        enum Tenants: Module {
            static let line = #line + 3
            static func configure(binder: Binder) {
                binder.install(TenantComponent.self)
                binder.bind(KeyedComponents<TenantComponent>.self).scoped(.singleton).to(factory: KeyedComponents.init)
            }
        }
        let error = try await #require(throws: WiringError.self) {
            _ = try await Component.build(root: KeyedComponents<TenantComponent>.self, modules: [Tenants.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.asyncBuildRequired])
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location?.line == Tenants.line)
        #expect(diagnostic.notes.first?.location?.line == TenantComponent.databaseLine)
        #expect(diagnostic.message.contains("builds each key's 'TenantComponent' synchronously"), "\(diagnostic)")
        #expect(!diagnostic.description.contains("take 'AsyncChildFactory"), "\(diagnostic)")
        #expect(diagnostic.notes.last?.message.hasPrefix("KeyedComponents has no asynchronous form") == true)
    }
}
