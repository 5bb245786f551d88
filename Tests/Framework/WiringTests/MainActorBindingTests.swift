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
        let router = try await Component(root: Router.self, modules: [ProfileModule.self]).root
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
        let component = try await Component(root: Router.self, modules: [ProfileModule.self])
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
            _ = try await Component(root: Eager.self, modules: [Plain.self])
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
        let component = try await Component(root: Router.self, modules: [ProfileModule.self])
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
        let component = try await Component(root: Router.self, modules: [ProfileModule.self])
        let model = InjectionContext.withResolver(component) { ProfileView().model }
        #expect(model === component.root.profile.get())
    }

    @Test func aMainActorRootMadeOffTheMainActorStopsWithTheDiagnostic() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            enum Root: Module {
                static func configure(binder: Binder) {
                    binder.bind(DatabaseConfig.self).to(value: DatabaseConfig(path: "/var/db"))
                    binder.bind(Database.self).scoped(.singleton).to(asyncFactory: Database.open)
                    binder.bind(Repository.self).to(factory: Repository.init)
                    binder.bind(ProfileModel.self).onMainActor().to(factory: ProfileModel.init)
                }
            }
            let component = try await Component(root: ProfileModel.self, modules: [Root.self])
            _ = await Task.detached { component.root }.value
        }
        let errorOutput = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errorOutput.contains("[Wiring.MainActorRequired]"))
        #expect(errorOutput.contains("'ProfileModel' is bound on the main actor, but was asked for as a root"))
    }
}
