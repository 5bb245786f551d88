import Testing
import Wiring

protocol ATMPlugin: Sendable {
    var name: String { get }
}

struct NamedPlugin: ATMPlugin {
    let name: String
}

@Suite struct CollectionTests {
    struct Plugins: Sendable {
        let all: [any ATMPlugin]
        let byName: [String: any ATMPlugin]
    }

    enum AuditPlugins: Module {
        static func configure(binder: Binder) {
            binder.bind((any ATMPlugin).self).intoCollection().to(value: NamedPlugin(name: "audit"))
            binder.bind((any ATMPlugin).self).intoMap(key: "audit").to(value: NamedPlugin(name: "audit"))
        }
    }

    enum ReceiptPlugins: Module {
        static func configure(binder: Binder) {
            binder.bind((any ATMPlugin).self).intoCollection().to(elements: [
                NamedPlugin(name: "paper"), NamedPlugin(name: "email"),
            ])
            binder.bind((any ATMPlugin).self).intoCollection().to(factory: { () -> any ATMPlugin in
                NamedPlugin(name: "sms")
            })
            binder.bind((any ATMPlugin).self).intoMap(key: "receipts").to(factory: { () -> any ATMPlugin in
                NamedPlugin(name: "paper")
            })
        }
    }

    enum PluginsModule: Module {
        static func configure(binder: Binder) {
            binder.bind(Plugins.self).to(factory: Plugins.init)
        }
    }

    @Test func contributionsFromEveryModuleAreGatheredInInclusionOrder() throws {
        let plugins = try Component(
            root: Plugins.self, modules: [AuditPlugins.self, ReceiptPlugins.self, PluginsModule.self]
        ).root
        #expect(plugins.all.map(\.name) == ["audit", "paper", "email", "sms"])
        #expect(plugins.byName.mapValues(\.name) == ["audit": "audit", "receipts": "paper"])

        let reversed = try Component(
            root: Plugins.self, modules: [ReceiptPlugins.self, AuditPlugins.self, PluginsModule.self]
        ).root
        #expect(reversed.all.map(\.name) == ["paper", "email", "sms", "audit"])
    }

    @Test func aScopeChosenBeforeIntoCollectionIsKept() throws {
        final class Counter: Sendable {}
        struct Counters: Sendable {
            let all: [Counter]
        }
        enum CountersModule: Module {
            static func configure(binder: Binder) {
                binder.bind(Counter.self).scoped(.singleton).intoCollection().to(factory: Counter.init)
                binder.bind(Counters.self).to(factory: Counters.init)
            }
        }
        let component = try Component(root: Counters.self, modules: [CountersModule.self])
        let first = try #require(component.root.all.first)
        let second = try #require(component.root.all.first)
        #expect(first === second)
    }

    @Test func duplicateMapKeyNamesBothContributions() throws {
        enum Clash: Module {
            static func configure(binder: Binder) {
                binder.bind((any ATMPlugin).self).intoMap(key: "audit").to(value: NamedPlugin(name: "second"))
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(
                root: Plugins.self, modules: [AuditPlugins.self, ReceiptPlugins.self, Clash.self, PluginsModule.self])
        }
        #expect(error.diagnostics.count == 1)
        let clash = try #require(error.diagnostics.first)
        #expect(clash.kind == .duplicateMapKey)
        #expect(clash.message == #"key "audit" of '[String: any ATMPlugin]' is contributed twice"#)
        #expect(clash.notes.first?.location?.line != clash.location?.line)
        #expect(clash.notes.first?.message.contains("AuditPlugins") == true)
    }

    /// A map key whose values all hash alike, so that telling keys apart rests on `==` alone.
    struct CollidingKey: Hashable, Sendable, CustomDebugStringConvertible {
        let name: String
        static func == (lhs: CollidingKey, rhs: CollidingKey) -> Bool { lhs.name == rhs.name }
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
        var debugDescription: String { "key \(name)" }
    }

    @Test func mapKeysThatHashAlikeAreToldApartAndEachRepeatNamesTheFirst() throws {
        struct Routes: Sendable {
            let byKey: [CollidingKey: any ATMPlugin]
        }
        enum RoutesModule: Module {
            /// Each contribution's key, declared as if on line 1, 2, 3…
            static let keys = ["home", "help", "home", "about", "help", "home"]

            static func configure(binder: Binder) {
                for (index, name) in keys.enumerated() {
                    binder.bind((any ATMPlugin).self, line: index + 1).intoMap(key: CollidingKey(name: name))
                        .to(value: NamedPlugin(name: name))
                }
                binder.bind(Routes.self).to(factory: Routes.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: Routes.self, modules: [RoutesModule.self])
        }
        // In declaration order: the second "home", the second "help", the third "home".
        let clashes = error.diagnostics.filter { $0.kind == .duplicateMapKey }
        #expect(
            clashes.map(\.message)
                == ["home", "help", "home"].map {
                    "key key \($0) of '[CollidingKey: any ATMPlugin]' is contributed twice"
                })
        #expect(clashes.compactMap(\.location?.line) == [3, 5, 6])
        // Each repeat's note points at the first contribution of its key, not at another repeat.
        #expect(clashes.compactMap(\.notes.first?.location?.line) == [1, 2, 1])

        enum DistinctRoutes: Module {
            static func configure(binder: Binder) {
                for name in ["home", "help", "about"] {
                    binder.bind((any ATMPlugin).self).intoMap(key: CollidingKey(name: name))
                        .to(value: NamedPlugin(name: name))
                }
                binder.bind(Routes.self).to(factory: Routes.init)
            }
        }
        let routes = try Component(root: Routes.self, modules: [DistinctRoutes.self]).root
        #expect(routes.byKey.count == 3)
        #expect(routes.byKey[CollidingKey(name: "help")]?.name == "help")
    }

    /// A map key every graph that declares it shares: one instance, which each graph hashes and
    /// compares while it is built and again when it assembles its map.
    final class SharedKey: Hashable, Sendable, CustomStringConvertible {
        static let audit = SharedKey("audit")
        static let receipts = SharedKey("receipts")

        let name: String
        init(_ name: String) { self.name = name }
        static func == (lhs: SharedKey, rhs: SharedKey) -> Bool { lhs.name == rhs.name }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
        var description: String { name }
    }

    struct SharedKeyPlugins: Sendable {
        let byKey: [SharedKey: any ATMPlugin]
    }

    enum SharedKeyModule: Module {
        static func configure(binder: Binder) {
            binder.bind((any ATMPlugin).self).intoMap(key: SharedKey.audit).to(value: NamedPlugin(name: "audit"))
            binder.bind((any ATMPlugin).self).intoMap(key: SharedKey.receipts).to(factory: { () -> any ATMPlugin in
                NamedPlugin(name: "paper")
            })
            binder.bind(SharedKeyPlugins.self).to(factory: SharedKeyPlugins.init)
        }
    }

    enum SharedKeyClash: Module {
        static func configure(binder: Binder) {
            binder.bind((any ATMPlugin).self).intoMap(key: SharedKey.audit).to(value: NamedPlugin(name: "second"))
        }
    }

    /// A map's keys are `Sendable`, so graphs built on many threads at once may share them:
    /// each graph, built from its own task, gathers the same map and finds the same clash.
    @Test func graphsBuiltOnManyTasksAtOnceShareTheirMapKeys() async throws {
        let outcomes = try await withThrowingTaskGroup(of: (entries: [String: String], clash: String?).self) { group in
            for _ in 0..<32 {
                group.addTask {
                    let plugins = try Component(root: SharedKeyPlugins.self, modules: [SharedKeyModule.self]).root
                    let entries = Dictionary(uniqueKeysWithValues: plugins.byKey.map { ($0.key.name, $0.value.name) })
                    let clash = #expect(throws: WiringError.self) {
                        try Component(
                            root: SharedKeyPlugins.self, modules: [SharedKeyModule.self, SharedKeyClash.self])
                    }
                    return (entries, clash?.diagnostics.first?.message)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.count == 32)
        let clash = try #require(outcomes.first?.clash)
        #expect(
            clash.hasPrefix("key audit of '[") && clash.hasSuffix("SharedKey: any ATMPlugin]' is contributed twice"))
        for outcome in outcomes {
            #expect(outcome.entries == ["audit": "audit", "receipts": "paper"])
            #expect(outcome.clash == clash)
        }
    }

    @Test func collectionAndDirectBindingOfTheSameArrayIsADiagnostic() throws {
        enum Direct: Module {
            static func configure(binder: Binder) {
                binder.bind([any ATMPlugin].self).to(value: [])
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(
                root: Plugins.self, modules: [AuditPlugins.self, ReceiptPlugins.self, Direct.self, PluginsModule.self])
        }
        #expect(error.diagnostics.map(\.kind) == [.collectionConflict])
        #expect(error.description.contains("'[any ATMPlugin]' is both bound directly and gathered from contributions"))
    }

    @Test func anArrayCanStillBeBoundDirectlyWhenNothingContributes() throws {
        struct Names: Sendable { let names: [String] }
        enum Direct: Module {
            static func configure(binder: Binder) {
                binder.bind([String].self).to(value: ["a", "b"])
                binder.bind(Names.self).to(factory: Names.init)
            }
        }
        #expect(try Component(root: Names.self, modules: [Direct.self]).root.names == ["a", "b"])
    }

    /// A collection or a map nothing contributes to is empty: a dev app that links no
    /// contributor still builds, and a library that asks needs to declare nothing.
    @Test func aCollectionNothingContributesToIsEmpty() throws {
        struct Reads: Sendable {
            let all: [any ATMPlugin]
            let later: Provider<[any ATMPlugin]>
            let once: Lazy<[any ATMPlugin]>
        }
        enum ReadsModule: Module {
            static func configure(binder: Binder) {
                binder.bind(Reads.self).to(factory: Reads.init)
            }
        }
        let component = try Component(root: Reads.self, modules: [ReadsModule.self])
        #expect(component.root.all.isEmpty)
        #expect(component.root.later.get().isEmpty)
        #expect(component.root.once.get().isEmpty)
        #expect(try component.resolve([any ATMPlugin].self).isEmpty)
    }

    @Test func aMapNothingContributesToIsEmpty() throws {
        struct Reads: Sendable {
            let byName: [String: any ATMPlugin]
            let later: Provider<[String: any ATMPlugin]>
        }
        enum ReadsModule: Module {
            static func configure(binder: Binder) {
                binder.bind(Reads.self).to(factory: Reads.init)
            }
        }
        let component = try Component(root: Reads.self, modules: [ReadsModule.self])
        #expect(component.root.byName.isEmpty)
        #expect(component.root.later.get().isEmpty)
        #expect(try component.resolve([String: any ATMPlugin].self).isEmpty)
    }

    @Test func aRequiredCollectionIsMetWithNoContributions() throws {
        enum AsksForPlugins: Module {
            static func configure(binder: Binder) {
                binder.requires([any ATMPlugin].self)
                binder.requires([String: any ATMPlugin].self)
                binder.bind(Plugins.self).to(factory: Plugins.init)
            }
        }
        let plugins = try Component(root: Plugins.self, modules: [AsksForPlugins.self]).root
        #expect(plugins.all.isEmpty && plugins.byName.isEmpty)
    }

    @Test func aChildAskingForACollectionNothingContributesToGetsAnEmptyOne() throws {
        let parent = try Component(root: EmptyPluginsParent.self, modules: [EmptyPluginsParent.Wiring.self])
        let child = parent.root.children.build(())
        #expect(child.root.plugins.isEmpty)
        #expect(child.root.byName.isEmpty)
    }
}

struct EmptyPluginsParent: Sendable {
    let children: ChildFactory<EmptyPluginsChild>

    enum Wiring: Module {
        static func configure(binder: Binder) {
            binder.install(EmptyPluginsChild.self)
            binder.bind(EmptyPluginsParent.self).to(factory: EmptyPluginsParent.init)
        }
    }
}

enum EmptyPluginsChild: ChildComponent {
    struct Reads: Sendable {
        let plugins: [any ATMPlugin]
        let byName: [String: any ATMPlugin]
    }
    typealias Seed = Void
    typealias Root = Reads
    static let scope = Scope("emptyPluginsChild")
    static func configure(binder: Binder) {
        binder.bind(Reads.self).to(factory: Reads.init)
    }
}
