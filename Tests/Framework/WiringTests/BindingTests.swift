import Testing
import Wiring

@Suite struct BindingTests {
    @Test func bindsInitializersAndProtocolTypes() throws {
        let component = try Component(root: ATMDepositer.self, modules: [ATMModule.self])
        let depositer = component.root
        #expect(depositer.network.send(170) == 170)
        #expect(depositer.network is BankNetworkExecutor)
    }

    struct Five: Sendable {
        let sum: Int
    }

    enum ArityModule: Module {
        static func configure(binder: Binder) {
            binder.bind(Int.self).to(value: 1)
            binder.bind(Int8.self).to(factory: { () -> Int8 in 2 })
            binder.bind(Int16.self).to(factory: { (a: Int) in Int16(a + 2) })
            binder.bind(Int32.self).to(factory: { (a: Int, b: Int8) in Int32(a) + Int32(b) + 1 })
            binder.bind(Five.self).to(factory: { (a: Int, b: Int8, c: Int16, d: Int32, e: String) in
                Five(sum: a + Int(b) + Int(c) + Int(d) + e.count)
            })
            binder.bind(String.self).to(value: "hello")
        }
    }

    @Test func factoriesOfAnyArityReceiveTheirDependencies() throws {
        let component = try Component(root: Five.self, modules: [ArityModule.self])
        #expect(component.root.sum == 1 + 2 + 3 + 4 + 5)
    }

    @Test func valueBindingsHandOutTheSameValue() throws {
        let component = try Component(root: (any NetworkExecutor).self, modules: [ValueModule.self])
        #expect(component.root as AnyObject === component.root as AnyObject)
    }

    @Test func modulesIncludedTwiceAreConfiguredOnce() throws {
        let before = SharedModule.configurations.count
        let component = try Component(root: ATMDepositer.self, modules: [LeftModule.self, RightModule.self])
        #expect(SharedModule.configurations.count - before == 1)
        #expect(component.modules.filter { $0.hasSuffix("SharedModule") }.count == 1)
    }

    @Test func resolveFindsAnyBoundTypeAndThrowsForUnboundOnes() throws {
        let component = try Component(root: ATMDepositer.self, modules: [ATMModule.self])
        let scanner = try component.resolve(BillScanner.self)
        #expect(scanner == BillScanner())
        #expect(throws: WiringError.self) { try component.resolve(Double.self) }
    }

    @Test func bindingsDescribeTheGraph() throws {
        let component = try Component(root: ATMDepositer.self, modules: [ATMModule.self])
        let depositer = try #require(component.bindings.first { $0.typeName == "ATMDepositer" })
        #expect(depositer.dependencies == ["BillScanner", "any NetworkExecutor"])
        #expect(depositer.scope == "unscoped")
        #expect(component.bindings.contains { $0.typeName == "any NetworkExecutor" && $0.scope == "singleton" })
    }
}

enum ValueModule: Module {
    static func configure(binder: Binder) {
        binder.bind((any NetworkExecutor).self).to(value: BankNetworkExecutor())
    }
}

/// Included by both `LeftModule` and `RightModule`; counts its configurations.
enum SharedModule: Module {
    static let configurations = Counter()
    static func configure(binder: Binder) {
        configurations.increment()
        binder.include(ATMModule.self)
    }
}

enum LeftModule: Module {
    static func configure(binder: Binder) { binder.include(SharedModule.self) }
}

enum RightModule: Module {
    static func configure(binder: Binder) { binder.include(SharedModule.self) }
}
