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

    @Test func aCollectionNobodyContributesToIsMissing() throws {
        let error = try #require(throws: WiringError.self) {
            try Component(root: Plugins.self, modules: [PluginsModule.self])
        }
        #expect(error.diagnostics.allSatisfy { $0.kind == .missingBinding })
        #expect(error.description.contains("nothing contributes to '[any ATMPlugin]'"))
    }
}
