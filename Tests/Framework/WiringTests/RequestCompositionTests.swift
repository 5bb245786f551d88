import Foundation
import Testing
import Wiring

/// Every request kind composes with every bound shape: a provider, lazy or weak provider of
/// a collection, a map, an optional or a tagged value reads what the inner request would,
/// and `resolve` accepts each kind a factory parameter can use.
@Suite struct RequestCompositionTests {
    /// A plugin made anew for every request, so a test can tell a fresh element from a kept one.
    final class CountedPlugin: ATMPlugin {
        let name: String
        init(counter: Counter) { name = "counted-\(counter.increment())" }
    }

    struct Consumers: Sendable {
        let plugins: Provider<[any ATMPlugin]>
        let lazyPlugins: Lazy<[any ATMPlugin]>
        let weakPlugins: WeakProvider<[any ATMPlugin]>
        let byName: Provider<[String: any ATMPlugin]>
        let lazyByName: Lazy<[String: any ATMPlugin]>
        let scanner: Provider<BillScanner?>
        let missing: Provider<Missing?>
        let lazyMissing: Lazy<Missing?>
        let bank: Provider<Tagged<BankBaseURL>>
        let lazyBank: Lazy<Tagged<BankBaseURL>>
        let optionalProvider: Provider<Missing>?
    }

    /// Nothing binds it.
    struct Missing: Sendable {}

    enum Graph: Module {
        static func configure(binder: Binder) {
            binder.bind(Counter.self).scoped(.singleton).to(factory: Counter.init)
            binder.bind((any ATMPlugin).self).intoCollection().to(value: NamedPlugin(name: "audit"))
            binder.bind((any ATMPlugin).self).intoCollection().to(factory: { (counter: Counter) -> any ATMPlugin in
                CountedPlugin(counter: counter)
            })
            binder.bind((any ATMPlugin).self).intoMap(key: "audit").to(value: NamedPlugin(name: "audit"))
            binder.bind((any ATMPlugin).self).intoMap(key: "sms").to(factory: { (counter: Counter) -> any ATMPlugin in
                CountedPlugin(counter: counter)
            })
            binder.bind(BillScanner.self).to(factory: BillScanner.init)
            binder.bind(URL.self).tagged(BankBaseURL.self).to(value: URL(fileURLWithPath: "/bank"))
            binder.bind(Consumers.self).to(factory: Consumers.init)
        }
    }

    private func names(_ plugins: [any ATMPlugin]) -> [String] { plugins.map(\.name) }

    @Test func aProviderOfACollectionGathersAnewOnEachGet() throws {
        let consumers = try Component(root: Consumers.self, modules: [Graph.self]).root
        #expect(names(consumers.plugins.get()) == ["audit", "counted-1"])
        #expect(names(consumers.plugins.get()) == ["audit", "counted-2"])
        #expect(names(consumers.weakPlugins.get() ?? []) == ["audit", "counted-3"])
    }

    @Test func aLazyCollectionIsGatheredOnceOnFirstGet() throws {
        let component = try Component(root: Consumers.self, modules: [Graph.self])
        let consumers = component.root
        let counter = try component.resolve(Counter.self)
        #expect(counter.count == 0, "nothing is gathered before get()")
        #expect(names(consumers.lazyPlugins.get()) == ["audit", "counted-1"])
        #expect(names(consumers.lazyPlugins.get()) == ["audit", "counted-1"])
    }

    @Test func aProviderOrLazyOfAMapMergesItsEntries() throws {
        let consumers = try Component(root: Consumers.self, modules: [Graph.self]).root
        #expect(consumers.byName.get().keys.sorted() == ["audit", "sms"])
        #expect(consumers.byName.get()["sms"]?.name == "counted-2")
        #expect(consumers.lazyByName.get()["sms"]?.name == "counted-3")
        #expect(consumers.lazyByName.get()["sms"]?.name == "counted-3")
    }

    @Test func aProviderOfAnOptionalGivesTheValueOrNil() throws {
        let consumers = try Component(root: Consumers.self, modules: [Graph.self]).root
        #expect(consumers.scanner.get() == BillScanner())
        #expect(consumers.missing.get() == nil)
        #expect(consumers.lazyMissing.get() == nil)
        #expect(consumers.optionalProvider == nil, "an optional provider of an unbound type is nil")
    }

    @Test func aProviderOrLazyOfATaggedValueReadsTheTaggedBinding() throws {
        let consumers = try Component(root: Consumers.self, modules: [Graph.self]).root
        #expect(consumers.bank.get().value.path == "/bank")
        #expect(consumers.lazyBank.get().value.path == "/bank")
    }

    @Test func taggedRequestsComposeWithOptionalsAndWeakProviders() throws {
        enum Unbound: BindingTag { typealias Element = URL }
        struct TaggedConsumers: Sendable {
            let bank: Tagged<BankBaseURL>?
            let unbound: Tagged<Unbound>?
            let weakBank: WeakProvider<Tagged<BankBaseURL>>
            let lazyUnbound: Lazy<Tagged<Unbound>?>
        }
        enum Tags: Module {
            static func configure(binder: Binder) {
                binder.bind(URL.self).tagged(BankBaseURL.self).to(value: URL(fileURLWithPath: "/bank"))
                binder.bind(TaggedConsumers.self).to(factory: TaggedConsumers.init)
            }
        }
        let component = try Component(root: TaggedConsumers.self, modules: [Tags.self])
        let consumers = component.root
        #expect(consumers.bank?.value.path == "/bank")
        #expect(consumers.unbound == nil)
        #expect(consumers.weakBank.get()?.value.path == "/bank")
        #expect(consumers.lazyUnbound.get() == nil)
        #expect(try component.resolve(Provider<Tagged<BankBaseURL>>.self).get().value.path == "/bank")
        #expect(try component.resolve(Tagged<Unbound>?.self) == nil)
    }

    @Test func aProviderOfACollectionWithNoContributionsGivesAnEmptyArray() throws {
        struct NeedsPlugins: Sendable { let plugins: Provider<[any ATMPlugin]> }
        enum Empty: Module {
            static func configure(binder: Binder) {
                binder.bind(NeedsPlugins.self).to(factory: NeedsPlugins.init)
            }
        }
        let component = try Component(root: NeedsPlugins.self, modules: [Empty.self])
        #expect(component.root.plugins.get().isEmpty)
    }

    @Test func aProviderOfADirectlyBoundArrayReadsThatBinding() throws {
        struct Names: Sendable { let names: Provider<[String]> }
        enum Direct: Module {
            static func configure(binder: Binder) {
                binder.bind([String].self).to(value: ["a", "b"])
                binder.bind(Names.self).to(factory: Names.init)
            }
        }
        #expect(try Component(root: Names.self, modules: [Direct.self]).root.names.get() == ["a", "b"])
    }

    /// A contribution that reaches its own collection through a provider: allowed, as any
    /// provider edge is, and released with its graph like any other.
    final class Registry: ATMPlugin {
        let name = "registry"
        let all: Provider<[any ATMPlugin]>
        init(all: Provider<[any ATMPlugin]>) { self.all = all }
    }

    @Test func aContributionMayReachItsOwnCollectionThroughAProviderAndIsReleased() throws {
        enum SelfListing: Module {
            static func configure(binder: Binder) {
                binder.bind(Registry.self).scoped(.singleton).to(factory: Registry.init)
                binder.bind((any ATMPlugin).self).intoCollection().to(factory: {
                    (registry: Registry) -> any ATMPlugin in registry
                })
                binder.bind((any ATMPlugin).self).intoCollection().to(value: NamedPlugin(name: "audit"))
            }
        }
        weak var registry: Registry?
        do {
            let component = try Component(root: Registry.self, modules: [SelfListing.self])
            let made = component.root
            registry = made
            #expect(names(made.all.get()) == ["registry", "audit"])
            #expect(made.all.get().first as? Registry === made)
        }
        #expect(registry == nil)
    }

    @Test func aChildSeesItsAncestorsContributionsFirstThroughAProvider() throws {
        struct SessionPlugins: Sendable { let plugins: Provider<[any ATMPlugin]> }
        enum PluginSession: ChildComponent {
            typealias Seed = Void
            typealias Root = SessionPlugins
            static let scope = Scope("plugin-session")
            static func configure(binder: Binder) {
                binder.bind((any ATMPlugin).self).intoCollection().to(value: NamedPlugin(name: "session"))
                binder.bind(SessionPlugins.self).to(factory: SessionPlugins.init)
            }
        }
        struct Root: Sendable { let sessions: ChildFactory<PluginSession> }
        enum Parent: Module {
            static func configure(binder: Binder) {
                binder.install(PluginSession.self)
                binder.bind((any ATMPlugin).self).intoCollection().to(value: NamedPlugin(name: "root"))
                binder.bind(Root.self).to(factory: Root.init)
            }
        }
        let component = try Component(root: Root.self, modules: [Parent.self])
        let child = component.root.sessions.build()
        #expect(names(child.root.plugins.get()) == ["root", "session"])
        #expect(names(try child.resolve([any ATMPlugin].self)) == ["root", "session"])
        #expect(names(try component.resolve([any ATMPlugin].self)) == ["root"])
    }

    // MARK: resolve accepts every request kind

    @Test func resolveAcceptsEveryRequestKindAFactoryParameterCanUse() throws {
        let component = try Component(root: Consumers.self, modules: [Graph.self])
        #expect(try component.resolve(Provider<BillScanner>.self).get() == BillScanner())
        #expect(try component.resolve(Lazy<BillScanner>.self).get() == BillScanner())
        #expect(try component.resolve(WeakProvider<BillScanner>.self).get() == BillScanner())
        #expect(try component.resolve(BillScanner?.self) == BillScanner())
        #expect(try component.resolve(Missing?.self) == nil)
        #expect(try component.resolve(Tagged<BankBaseURL>.self).value.path == "/bank")
        #expect(try component.resolve(TaggedProvider<BankBaseURL>.self).get().path == "/bank")
        #expect(names(try component.resolve([any ATMPlugin].self)) == ["audit", "counted-1"])
        #expect(try component.resolve([String: any ATMPlugin].self).keys.sorted() == ["audit", "sms"])
        #expect(names(try component.resolve(Provider<[any ATMPlugin]>.self).get()) == ["audit", "counted-3"])
        #expect(try component.resolve(Provider<Missing?>.self).get() == nil)
    }

    @Test func resolveOfAWrapperAroundAnUnboundTypeNamesWhatIsMissing() throws {
        let component = try Component(root: Consumers.self, modules: [Graph.self])
        for attempt in [
            { _ = try component.resolve(Provider<Missing>.self) },
            { _ = try component.resolve(Lazy<Missing>.self) },
        ] as [() throws -> Void] {
            let error = try #require(throws: WiringError.self) { try attempt() }
            #expect(error.diagnostics.map(\.kind) == [.missingBinding])
            #expect(error.description.contains("Missing"))
        }
    }

    @Test func resolveOfACollectionOrMapNothingContributesToIsEmpty() throws {
        let component = try Component(root: Consumers.self, modules: [Graph.self])
        #expect(try component.resolve([Missing].self).isEmpty)
        #expect(try component.resolve([String: Missing].self).isEmpty)
        #expect(try component.resolve(Lazy<[String: Missing]>.self).get().isEmpty)
    }

    @Test func resolveGivesChildFactoriesAndAssistedFactories() throws {
        let component = try Component(root: CardReader.self, modules: [ReaderModule.self, ATMModule.self])
        let sessions = try component.resolve(ChildFactory<SessionComponent>.self)
        #expect(sessions.build(Card(number: "7")).root.card == Card(number: "7"))
    }
}
