import Wiring

/// A small graph with one of each thing the graph export shows: a child component with a seed,
/// a collection, a map (whose keys need escaping in DOT), a provider, a tag, and an
/// asynchronous and a main-actor binding.
enum GraphFixture {
    enum BankURL: BindingTag { typealias Element = String }

    struct Ticket: Sendable { let number: Int }
    struct Plugin: Sendable { let name: String }
    final class Clock: Sendable {}
    final class Store: Sendable {
        static func open() async throws -> Store { Store() }
    }
    @MainActor final class Screen: Sendable {}

    /// The child's root: asks its parent's tagged URL and clock, and its own seed.
    struct Visit: Sendable {
        let url: Tagged<BankURL>
        let clock: Provider<Clock>
        let ticket: Ticket
    }

    enum VisitComponent: ChildComponent {
        typealias Seed = Ticket
        typealias Root = Visit
        static let scope = Scope("visit")
        static func configure(binder: Binder) {
            binder.bind(Visit.self).to(factory: Visit.init)
        }
    }

    /// The root: every other kind of request.
    struct App: Sendable {
        let plugins: [Plugin]
        let named: [String: Plugin]
        let visits: ChildFactory<VisitComponent>
        let store: AsyncProvider<Store>
        let screen: MainActorProvider<Screen>
    }

    enum AppModule: Module {
        static func configure(binder: Binder) {
            binder.install(VisitComponent.self)
            binder.bind(String.self).tagged(BankURL.self).to(value: "https://bank.example")
            binder.bind(Clock.self).scoped(.singleton).to(factory: Clock.init)
            binder.bind(Plugin.self).intoCollection().to(value: Plugin(name: "audit"))
            binder.bind(Plugin.self).intoCollection().to(value: Plugin(name: "receipts"))
            binder.bind(Plugin.self).intoMap(key: #"say "hi" \ bye"#).to(value: Plugin(name: "greeter"))
            binder.bind(Store.self).to(asyncFactory: Store.open)
            binder.bind(Screen.self).onMainActor().to(factory: { Screen() })
            binder.bind(App.self).to(factory: App.init)
        }
    }

    /// Built asynchronously, as a graph with an asynchronous binding must be.
    static func component() async throws -> Component<App> {
        try await Component.build(root: App.self, modules: [AppModule.self])
    }
}
