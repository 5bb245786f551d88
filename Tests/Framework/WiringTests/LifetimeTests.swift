import Testing
import Wiring

/// Releasing a graph releases every instance it made, including through provider cycles.
@Suite struct LifetimeTests {
    final class Service: Sendable {
        let helper: Provider<Helper>
        init(helper: Provider<Helper>) { self.helper = helper }
    }

    final class Helper: Sendable {
        let service: Service
        init(service: Service) { self.service = service }
    }

    enum Cyclic: Module {
        static func configure(binder: Binder) {
            binder.bind(Service.self).scoped(.singleton).to(factory: Service.init)
            binder.bind(Helper.self).scoped(.singleton).to(factory: Helper.init)
        }
    }

    @Test func singletonsInAProviderCycleAreReleasedWithTheGraph() throws {
        weak var service: Service?
        weak var helper: Helper?
        do {
            let component = try Component(root: Service.self, modules: [Cyclic.self])
            service = component.root
            helper = component.root.helper.get()
            #expect(helper?.service === service)
        }
        #expect(service == nil)
        #expect(helper == nil)
    }

    struct App: Sendable {
        let service: Provider<Service>
    }

    @Test func anUnscopedRootKeepsItsGraphWorkingAfterTheComponentIsGone() throws {
        enum WithApp: Module {
            static func configure(binder: Binder) {
                binder.include(Cyclic.self)
                binder.bind(App.self).to(factory: App.init)
            }
        }
        let app = try Component(root: App.self, modules: [WithApp.self]).root
        #expect(app.service.get() === app.service.get())
    }

    @Test func aChildFactoryOutlivingItsComponentStillBuildsChildren() throws {
        let reader = try Component(root: CardReader.self, modules: [ReaderModule.self, ATMModule.self]).root
        let session = reader.sessions.build(Card(number: "2")).root
        #expect(session.card == Card(number: "2"))
        #expect(session.ledger === session.sameLedger)
    }

    @Test func aScopedObjectsProviderGivesTheOneInstanceWhileItsGraphLives() throws {
        let component = try Component(root: Service.self, modules: [Cyclic.self])
        let service = component.root
        #expect(service.helper.get() === service.helper.get())
        #expect(service.helper.get().service === service)
    }

    /// After release, a fresh store would make a second "singleton"; the provider says so instead.
    @Test func aScopedObjectsProviderUsedAfterItsGraphIsReleasedStopsWithTheDiagnostic() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var component: Component<Service>? = try Component(root: Service.self, modules: [Cyclic.self])
            let service = try #require(component?.root)
            _ = service.helper.get()
            component = nil
            _ = service.helper.get()
        }
        let errorOutput = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errorOutput.contains("error: Provider<Helper> was used after the component it came from was released"))
        #expect(errorOutput.contains("[Wiring.UsedAfterRelease]"))
        #expect(errorOutput.contains("note: or take WeakProvider<T>"))
    }

    final class Keeper: Sendable {
        let sessions: ChildFactory<SessionComponent>
        init(sessions: ChildFactory<SessionComponent>) { self.sessions = sessions }
    }

    @Test func aCachedChildFactoryUsedAfterItsGraphIsReleasedStopsWithTheDiagnostic() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            enum Kept: Module {
                static func configure(binder: Binder) {
                    binder.include(ReaderModule.self)
                    binder.include(ATMModule.self)
                    binder.bind(Keeper.self).scoped(.singleton).to(factory: Keeper.init)
                }
            }
            var component: Component<Keeper>? = try Component(root: Keeper.self, modules: [Kept.self])
            let keeper = try #require(component?.root)
            _ = keeper.sessions.build(Card(number: "1")).root
            component = nil
            _ = keeper.sessions.build(Card(number: "2"))
        }
        let errorOutput = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errorOutput.contains("error: ChildFactory<SessionComponent> was used after the component"))
    }

    @Test func aWeakProviderGivesNilOnceItsGraphIsReleased() throws {
        final class Watcher: Sendable {
            let helper: WeakProvider<Helper>
            init(helper: WeakProvider<Helper>) { self.helper = helper }
        }
        enum Watched: Module {
            static func configure(binder: Binder) {
                binder.include(Cyclic.self)
                binder.bind(Watcher.self).scoped(.singleton).to(factory: Watcher.init)
            }
        }
        var component: Component<Watcher>? = try Component(root: Watcher.self, modules: [Watched.self])
        let watcher = try #require(component?.root)
        #expect(watcher.helper.get() != nil)
        component = nil
        #expect(watcher.helper.get() == nil)
    }
}
