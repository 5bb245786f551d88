import Testing

@testable import Wiring

/// What a build makes for itself, the level tree, the frozen graph and the handles providers
/// hold, is released with its component: nothing in it may keep the
/// graph alive through a reference cycle. The API tests check the same of the instances a
/// graph makes; these check the graph's own objects, which only the framework can see.
@Suite struct GraphReleaseTests {
    // MARK: A graph with a child component

    /// A root singleton, and a child component, one per card, with a scoped ledger.
    final class Bank: Sendable { init() {} }
    struct Card: Sendable, Hashable { let number: String }
    final class Ledger: Sendable {
        let card: Card
        init(card: Card) { self.card = card }
    }
    final class Session: Sendable {
        let ledger: Ledger
        let bank: Bank
        init(ledger: Ledger, bank: Bank) {
            self.ledger = ledger
            self.bank = bank
        }
    }
    enum SessionComponent: ChildComponent {
        typealias Seed = Card
        typealias Root = Session
        static let scope = Scope("session")
        static func configure(binder: Binder) {
            binder.bind(Ledger.self).scoped(scope).to(factory: Ledger.init)
            binder.bind(Session.self).to(factory: Session.init)
        }
    }
    struct Reader: Sendable { let sessions: ChildFactory<SessionComponent> }
    enum ReaderModule: Module {
        static func configure(binder: Binder) {
            binder.install(SessionComponent.self)
            binder.bind(Bank.self).scoped(.singleton).to(factory: Bank.init)
            binder.bind(Reader.self).to(factory: Reader.init)
        }
    }

    /// The level tree is the graph's description while it is built; a child level once held
    /// its parent strongly while the parent held its children, so every tree with a child
    /// component outlived its build.
    @Test func theLevelTreeOfAGraphWithAChildIsReleasedAfterTheBuild() throws {
        weak var root: ComponentLevel?
        weak var child: ComponentLevel?
        do {
            let (tree, problems) = ComponentLevel.tree(
                rootKey: BindingKey(Reader.self), modules: [ReaderModule.self], overrides: [],
                builtAt: SourceLocation(fileID: #fileID, filePath: #filePath, line: #line))
            #expect(problems.isEmpty)
            root = tree
            child = tree.children.first
            _ = try GraphFreezer.freeze(DependencyGraph(root: tree))
        }
        #expect(child != nil || root == nil)
        #expect(root == nil, "the root level outlived its build")
        #expect(child == nil, "the child level outlived its build")
    }

    /// A child factory's recipe belongs to the graph; if it held the graph, no graph with a
    /// child component would ever be released.
    @Test func theFrozenGraphOfAGraphWithAChildIsReleasedWithItsComponent() throws {
        weak var frozen: AnyObject?
        weak var session: Session?
        do {
            let component = try Component(root: Reader.self, modules: [ReaderModule.self])
            let child = component.root.sessions.build(Card(number: "1"))
            session = child.root
            #expect(child.root.ledger === child.root.ledger)
            frozen = component.frozenGraph
            #expect(frozen != nil)
        }
        #expect(frozen == nil, "the frozen graph outlived its component")
        #expect(session == nil)
    }

    // MARK: Providers held by singletons

    final class Service: Sendable {
        let helper: Provider<Helper>
        init(helper: Provider<Helper>) { self.helper = helper }
    }
    final class Helper: Sendable {
        let service: Service
        init(service: Service) { self.service = service }
    }
    final class TwoProviders: Sendable {
        let first: Provider<Helper>
        let second: Provider<Service>
        init(first: Provider<Helper>, second: Provider<Service>) {
            self.first = first
            self.second = second
        }
    }

    /// Providers held by singletons hold their store weakly, all the same store, and the graph
    /// is still released.
    @Test func providersInsideSingletonsHoldTheirStoreWeakly() throws {
        enum WithTwo: Module {
            static func configure(binder: Binder) {
                binder.bind(Service.self).scoped(.singleton).to(factory: Service.init)
                binder.bind(Helper.self).scoped(.singleton).to(factory: Helper.init)
                binder.bind(TwoProviders.self).scoped(.singleton).to(factory: TwoProviders.init)
            }
        }
        weak var held: TwoProviders?
        do {
            let component = try Component(root: TwoProviders.self, modules: [WithTwo.self])
            let root = component.root
            held = root
            guard case .weak(let first) = root.first.handle, case .weak(let second) = root.second.handle,
                case .weak(let third) = root.second.get().helper.handle
            else {
                Issue.record("a singleton's providers should hold their graph weakly")
                return
            }
            #expect(first.store === second.store)
            #expect(first.store === third.store)
        }
        #expect(held == nil)
    }

    // MARK: Keyed components

    final class Fee: Sendable {
        let account: String
        init(account: String) { self.account = account }
    }
    enum AccountComponent: ChildComponent {
        typealias Seed = String
        typealias Root = Fee
        static let scope = Scope("account")
        static func configure(binder: Binder) {
            binder.bind(Fee.self).scoped(scope).onReload(.recreate).to(factory: Fee.init)
        }
    }
    enum AccountsModule: Module {
        static func configure(binder: Binder) {
            binder.install(AccountComponent.self)
            binder.bind(KeyedComponents<AccountComponent>.self).scoped(.singleton).to(factory: KeyedComponents.init)
        }
    }

    /// Keyed components, looked up and reloaded, leave nothing of the graph behind.
    @Test func theFrozenGraphOfKeyedComponentsIsReleasedWithItsComponent() throws {
        weak var fee: Fee?
        weak var frozen: AnyObject?
        do {
            let component = try Component(
                root: KeyedComponents<AccountComponent>.self, modules: [AccountsModule.self])
            let accounts = component.root
            let before = try accounts.resolve(Fee.self, for: "alice")
            accounts.reload("alice")
            fee = try accounts.resolve(Fee.self, for: "alice")
            #expect(fee !== before)
            frozen = component.frozenGraph
            #expect(frozen != nil)
        }
        #expect(fee == nil)
        #expect(frozen == nil, "the frozen graph outlived its component")
    }

    // MARK: A collection reached through its own provider

    protocol Plugin: Sendable { var name: String { get } }
    struct NamedPlugin: Plugin { let name: String }
    final class Registry: Plugin {
        let name = "registry"
        let all: Provider<[any Plugin]>
        init(all: Provider<[any Plugin]>) { self.all = all }
    }

    /// A contribution that reaches its own collection through a provider gets a recipe made for
    /// `Provider<[T]>`; it is released with the graph like any other.
    @Test func theRecipeOfAProviderOfACollectionIsReleasedWithTheGraph() throws {
        enum SelfListing: Module {
            static func configure(binder: Binder) {
                binder.bind(Registry.self).scoped(.singleton).to(factory: Registry.init)
                binder.bind((any Plugin).self).intoCollection().to(factory: {
                    (registry: Registry) -> any Plugin in registry
                })
                binder.bind((any Plugin).self).intoCollection().to(value: NamedPlugin(name: "audit"))
            }
        }
        weak var registry: Registry?
        weak var frozen: AnyObject?
        do {
            let component = try Component(root: Registry.self, modules: [SelfListing.self])
            let made = component.root
            registry = made
            frozen = component.frozenGraph
            #expect(made.all.get().map(\.name) == ["registry", "audit"])
        }
        #expect(registry == nil)
        #expect(frozen == nil, "the recipe made for Provider<[T]> outlived its graph")
    }
}
