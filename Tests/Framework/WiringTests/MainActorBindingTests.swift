import Injection
import Testing
import Wiring

/// Main-actor bindings: made on the main actor, once when scoped; reached from other code only
/// through `MainActorProvider`, whose `get()` the compiler keeps on the main actor; misuse is
/// reported when the graph is validated, or thrown when asked for by type.
@Suite struct MainActorBindingTests {
    enum ProfileModule: Module {
        static let modelLine = #line + 5
        static func configure(binder: Binder) {
            binder.bind(DatabaseConfig.self).to(value: DatabaseConfig(path: "/var/db"))
            binder.bind(Database.self).scoped(.singleton).to(asyncFactory: Database.open)
            binder.bind(Repository.self).to(factory: Repository.init)
            binder.bind(ProfileModel.self).onMainActor().scoped(.singleton).to(factory: ProfileModel.init)
            binder.bind(ProfileScreen.self).onMainActor().to(factory: ProfileScreen.init)
            binder.bind(Router.self).to(factory: Router.init)
        }
    }

    @MainActor
    @Test func aMainActorProviderMakesTheModelOnTheMainActorOnce() async throws {
        let router = try await Component.build(root: Router.self, modules: [ProfileModule.self]).root
        let model = router.profile.get()
        #expect(router.profile.get() === model)
        // A main-actor factory takes other main-actor bindings, and asynchronous ones, plainly.
        let screen = router.screens.get()
        #expect(screen.model === model)
        #expect(screen !== router.screens.get())
        #expect(model.repository.database.path == "/var/db")
    }

    /// The scoped model is made once even when many tasks ask for it on the main actor.
    @MainActor
    @Test func aScopedMainActorBindingIsMadeOnceWhateverAsksForIt() async throws {
        let component = try await Component.build(root: Router.self, modules: [ProfileModule.self])
        let router = component.root
        let models = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<16 {
                group.addTask { @MainActor in ObjectIdentifier(router.profile.get()) }
            }
            var made: Set<ObjectIdentifier> = []
            for await model in group { made.insert(model) }
            return made
        }
        #expect(models.count == 1)
        #expect(try component.resolve(ProfileModel.self) === router.profile.get())
    }

    struct Eager: Sendable {
        let model: ProfileModel
    }

    struct Provided: Sendable {
        let model: Provider<ProfileModel>
    }

    @Test func aPlainParameterOffTheMainActorIsReportedWithBothLines() async throws {
        enum Plain: Module {
            static let line = #line + 3
            static func configure(binder: Binder) {
                binder.include(ProfileModule.self)
                binder.bind(Eager.self).to(factory: Eager.init)
                binder.bind(Provided.self).to(factory: Provided.init)
            }
        }
        let error = try await #require(throws: WiringError.self) {
            _ = try await Component.build(root: Eager.self, modules: [Plain.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.mainActorProviderRequired, .mainActorProviderRequired])
        let plain = try #require(error.diagnostics.first)
        #expect(plain.location?.line == Plain.line)
        #expect(plain.notes.first?.location?.line == ProfileModule.modelLine)
        #expect(
            plain.message
                == "'Eager' asks for 'ProfileModel' as 'ProfileModel', but 'ProfileModel' is bound on the main actor "
                + "and this request could make it elsewhere")
        #expect(plain.description.contains("take 'MainActorProvider<ProfileModel>' and call get() on the main actor"))
        #expect(error.diagnostics.last?.message.contains("as 'Provider<ProfileModel>'") == true)
    }

    @Test func resolvingByTypeOffTheMainActorThrows() async throws {
        let component = try await Component.build(root: Router.self, modules: [ProfileModule.self])
        let result = await Task.detached {
            Result { () throws(WiringError) in try component.resolve(ProfileModel.self) }
        }.value
        let error = try #require(throws: WiringError.self) { _ = try result.get() }
        #expect(error.diagnostics.map(\.kind) == [.mainActorRequired])
        // Its provider may be handed out anywhere: only its get() needs the main actor.
        let provider = try await Task.detached { try component.resolve(MainActorProvider<ProfileModel>.self) }.value
        #expect(await provider.get() === component.root.profile.get())
    }

    /// A main-actor object that the app's code makes, with `@Injected` properties.
    @MainActor
    final class ProfileView {
        @Injected var model: ProfileModel?
        init() {}
    }

    @MainActor
    @Test func injectedWorksForAMainActorTypeReadOnTheMainActor() async throws {
        let component = try await Component.build(root: Router.self, modules: [ProfileModule.self])
        let model = InjectionContext.withResolver(component) { ProfileView().model }
        #expect(model === component.root.profile.get())
    }

    /// Off the main actor the type is bound but cannot be made: the error says what the graph
    /// said, and does not tell its user to bind what is bound.
    @Test func injectedOffTheMainActorSaysItIsBoundButNotResolvableThere() async throws {
        let component = try await Component.build(root: Router.self, modules: [ProfileModule.self])
        let error = await Task.detached {
            InjectionContext.withResolver(component) { () -> InjectionError? in
                do throws(InjectionError) {
                    _ = try Injected<ProfileModel>().resolve()
                    return nil
                } catch {
                    return error
                }
            }
        }.value
        let reason = try #require(error?.reason)
        guard case .unresolved(let detail) = reason else {
            Issue.record("a bound main-actor type read off the main actor is not .unresolved: \(reason)")
            return
        }
        #expect(detail.contains("[Wiring.MainActorRequired]"), "\(detail)")
        #expect(error?.description.contains("is bound, but cannot be resolved here") == true)
        #expect(error?.description.contains("bind it in a linked wiring library") == false)
    }

    /// The profile model as a root: scoped, so the component makes it on the main actor when it
    /// is built, and `root` may then be read anywhere.
    enum ProfileRoot: Module {
        static func configure(binder: Binder) {
            binder.bind(DatabaseConfig.self).to(value: DatabaseConfig(path: "/var/db"))
            binder.bind(Database.self).scoped(.singleton).to(asyncFactory: Database.open)
            binder.bind(Repository.self).to(factory: Repository.init)
            binder.bind(ProfileModel.self).onMainActor().scoped(.singleton).to(factory: ProfileModel.init)
        }
    }

    @Test func aMainActorRootIsMadeWhenTheComponentIsBuiltSoRootCanBeReadAnywhere() async throws {
        let component = try await Component.build(root: ProfileModel.self, modules: [ProfileRoot.self])
        let offMain = await Task.detached { ObjectIdentifier(component.root) }.value
        #expect(offMain == ObjectIdentifier(component.root))
    }

    enum SynchronousProfileRoot: Module {
        static func configure(binder: Binder) {
            binder.bind(Repository.self).to(factory: { Repository(database: Database(path: "/tmp/db")) })
            binder.bind(ProfileModel.self).onMainActor().scoped(.singleton).to(factory: ProfileModel.init)
        }
    }

    @MainActor
    @Test func aSynchronousBuildOnTheMainActorMakesTheMainActorRoot() throws {
        let component = try Component(root: ProfileModel.self, modules: [SynchronousProfileRoot.self])
        #expect(component.root.repository.database.path == "/tmp/db")
    }

    @Test func aSynchronousBuildOffTheMainActorThrowsRatherThanStopping() async throws {
        let result = await Task.detached {
            Result { () throws(WiringError) in
                try Component(root: ProfileModel.self, modules: [SynchronousProfileRoot.self])
            }
        }.value
        let error = try #require(throws: WiringError.self) { _ = try result.get() }
        #expect(error.diagnostics.map(\.kind) == [.mainActorRequired])
        #expect(error.description.contains("build it") || error.description.contains("main actor"))
    }

    @Test func anUnscopedMainActorRootIsReportedAtValidation() async throws {
        enum Unscoped: Module {
            static func configure(binder: Binder) {
                binder.bind(Repository.self).to(factory: { Repository(database: Database(path: "/tmp/db")) })
                binder.bind(ProfileModel.self).onMainActor().to(factory: ProfileModel.init)
            }
        }
        let error = try await #require(throws: WiringError.self) {
            _ = try await Component.build(root: ProfileModel.self, modules: [Unscoped.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.mainActorProviderRequired])
        #expect(error.description.contains("the root 'ProfileModel' is bound on the main actor but not scoped"))
    }

    /// A child component whose root is a main-actor binding: `AsyncChildFactory` makes the
    /// root on the main actor; `ChildFactory` for it is reported at validation.
    enum ProfileSession: ChildComponent {
        typealias Seed = DatabaseConfig
        typealias Root = ProfileModel
        static let scope = Scope("profile-session")
        static func configure(binder: Binder) {
            binder.bind(Repository.self).to(factory: { (config: DatabaseConfig) in
                Repository(database: Database(path: config.path))
            })
            binder.bind(ProfileModel.self).onMainActor().scoped(scope).to(factory: ProfileModel.init)
        }
    }

    struct Sessions: Sendable {
        let sessions: AsyncChildFactory<ProfileSession>
    }

    struct SyncSessions: Sendable {
        let sessions: ChildFactory<ProfileSession>
    }

    @Test func aChildsMainActorRootIsMadeByItsAsynchronousBuild() async throws {
        enum App: Module {
            static func configure(binder: Binder) {
                binder.install(ProfileSession.self)
                binder.bind(Sessions.self).to(factory: Sessions.init)
                binder.bind(SyncSessions.self).to(factory: SyncSessions.init)
            }
        }
        let error = try await #require(throws: WiringError.self) {
            _ = try await Component.build(root: SyncSessions.self, modules: [App.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.asyncBuildRequired])
        #expect(error.description.contains("has a root bound on the main actor"))
        enum AsyncOnly: Module {
            static func configure(binder: Binder) {
                binder.install(ProfileSession.self)
                binder.bind(Sessions.self).to(factory: Sessions.init)
            }
        }
        let sessions = try await Component.build(root: Sessions.self, modules: [AsyncOnly.self]).root.sessions
        let session = try await sessions.build(DatabaseConfig(path: "/a"))
        let path = await Task.detached { session.root.repository.database.path }.value
        #expect(path == "/a")
    }
}
