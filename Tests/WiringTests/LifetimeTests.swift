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

    @Test func aScopedObjectOutlivingItsGraphStillGetsWorkingProviders() throws {
        var component: Component<Service>? = try Component(root: Service.self, modules: [Cyclic.self])
        let service = try #require(component?.root)
        component = nil
        // The graph is gone; the provider answers from a fresh store instead of failing.
        #expect(service.helper.get().service !== service)
    }
}
