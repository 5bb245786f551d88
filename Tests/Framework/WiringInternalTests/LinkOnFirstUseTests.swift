import Dispatch
import Injection
import Testing

@testable import Wiring

/// Slots are made and get their resolvers when first used, so building a graph pays nothing
/// for the bindings a run never reaches, and threads meeting at a fresh slot still see one linking.
@Suite struct LinkOnFirstUseTests {
    final class Engine: Sendable { init() {} }
    final class Car: Sendable {
        let engine: Engine
        init(engine: Engine) { self.engine = engine }
    }
    final class Garage: Sendable {
        let car: Car
        init(car: Car) { self.car = car }
    }
    final class Unused: Sendable { init(engine: Engine) {} }
    final class Dealer: Sendable {
        let cars: Provider<Car>
        init(cars: Provider<Car>) { self.cars = cars }
    }

    enum Vehicles: Module {
        static func configure(binder: Binder) {
            binder.bind(Engine.self).to(factory: Engine.init)
            binder.bind(Car.self).to(factory: Car.init)
            binder.bind(Garage.self).to(factory: Garage.init)
            binder.bind(Unused.self).scoped(.singleton).to(factory: Unused.init)
        }
    }

    enum Dealership: Module {
        static func configure(binder: Binder) {
            binder.bind(Dealer.self).to(factory: Dealer.init)
        }
    }

    /// A singleton whose factory takes seven parameters: more than the fixed-arity overloads
    /// take, so it is made through its slot's resolver.
    final class Dashboard: Sendable {
        init(_: Engine, _: Car, _: Garage, _: Engine, _: Car, _: Garage, _: Engine) {}
    }

    enum Dashboards: Module {
        static func configure(binder: Binder) {
            binder.bind(Dashboard.self).scoped(.singleton).to(factory: Dashboard.init)
        }
    }

    /// A root singleton bound as an existential, and a child component, one per visitor,
    /// whose scoped teller its unscoped root reads beside that singleton.
    protocol Vault: Sendable {}
    final class BankVault: Vault { init() {} }
    struct Visitor: Sendable, Hashable { let name: String }
    final class Teller: Sendable {
        let visitor: Visitor
        init(visitor: Visitor) { self.visitor = visitor }
    }
    final class Window: Sendable {
        let teller: Teller
        let vault: any Vault
        init(teller: Teller, vault: any Vault) {
            self.teller = teller
            self.vault = vault
        }
    }
    enum Visit: ChildComponent {
        typealias Seed = Visitor
        typealias Root = Window
        static let scope = Scope("visit")
        static func configure(binder: Binder) {
            binder.bind(Teller.self).scoped(scope).to(factory: Teller.init)
            binder.bind(Window.self).to(factory: Window.init)
        }
    }
    struct Branch: Sendable { let visits: ChildFactory<Visit> }
    enum BranchModule: Module {
        static func configure(binder: Binder) {
            binder.install(Visit.self)
            binder.bind((any Vault).self).scoped(.singleton).to(factory: BankVault.init)
            binder.bind(Branch.self).to(factory: Branch.init)
        }
    }

    /// The root component has one store and nothing empties a cell, so a root-level
    /// singleton made through its slot's resolver (its factory and parameter slots) releases
    /// the resolver once the instance exists.
    @Test func aRootSingletonMadeByItsResolverReleasesItOnceMade() throws {
        let component = try Component(root: Garage.self, modules: [Vehicles.self, Dashboards.self])
        let slot = try #require(component.store.table.slot(of: Dashboard.self))
        let first = try component.resolve(Dashboard.self)
        #expect(component.linkedBindingCount == 4, "the dashboard, and the three it reads")
        #expect(slot.resolver.load(ordering: .acquiring) == nil, "the made singleton kept its resolver")
        #expect(try component.resolve(Dashboard.self) === first)
    }

    /// A scoped binding with a factory of up to six parameters is made by its make function:
    /// its slot, made because a root asks for it, is never linked, whether its instance is a
    /// root singleton or one per child instance.
    @Test func aScopedBindingWithAFixedArityFactoryIsMadeWithoutLinkingItsSlot() throws {
        let component = try Component(root: Branch.self, modules: [BranchModule.self])
        let vault = try #require(component.store.table.slot(of: (any Vault).self))
        let first = try component.resolve((any Vault).self)
        #expect(vault.resolver.load(ordering: .acquiring) == nil, "the singleton's slot was linked")
        #expect(try component.resolve((any Vault).self) as AnyObject === first as AnyObject)

        let alice = component.root.visits.build(Visitor(name: "1"))
        let bob = component.root.visits.build(Visitor(name: "2"))
        let aliceTeller = alice.root.teller
        let teller = try #require(component.store.table.childTable(for: Visit.self)?.slot(of: Teller.self))
        #expect(teller.resolver.load(ordering: .acquiring) == nil, "the child's scoped binding's slot was linked")
        #expect(bob.root.teller !== aliceTeller)
        #expect(alice.root.teller === aliceTeller)
        #expect(bob.root.teller.visitor.name == "2")
        #expect(alice.root.vault as AnyObject === first as AnyObject)
    }

    @Test func buildingLinksNothingAndResolvingLinksOnlyWhatItReaches() throws {
        let component = try Component(root: Garage.self, modules: [Vehicles.self])
        #expect(component.linkedBindingCount == 0)
        let garage = component.root
        #expect(component.linkedBindingCount == 3)
        #expect(component.root.car !== garage.car)
        #expect(component.linkedBindingCount == 3)
        // A singleton is made by its make function, and links nothing of its own; its engine
        // is unscoped, and linked already.
        _ = try component.resolve(Unused.self)
        #expect(component.linkedBindingCount == 3)
    }

    @Test func buildingMakesOnlyTheRootsSlotAndResolvingMakesOnlyWhatItReaches() throws {
        let component = try Component(root: Garage.self, modules: [Vehicles.self])
        #expect(component.madeSlotCount == 1)
        _ = component.root
        #expect(component.madeSlotCount == 3)
        // A singleton made by type has no slot; its engine's exists already.
        _ = try component.resolve(Unused.self)
        #expect(component.madeSlotCount == 3)
    }

    @Test func aProviderParameterMakesItsTargetsSlotWithoutLinkingIt() throws {
        let component = try Component(root: Dealer.self, modules: [Vehicles.self, Dealership.self])
        // The dealer's and the car's, which the provider holds.
        #expect(component.madeSlotCount == 2)
        let dealer = component.root
        #expect(component.linkedBindingCount == 1)
        _ = dealer.cars.get()
        #expect(component.linkedBindingCount == 3)
        #expect(component.madeSlotCount == 3)
    }

    @Test func aNodesSlotIsMadeOnlyForItsOwnValueType() throws {
        let component = try Component(root: Garage.self, modules: [Vehicles.self])
        let links = try #require(component.frozenGraph.links as? LinkContext)
        let node = (0..<4).first { links.slot(ofNode: $0, as: Garage.self) != nil }
        #expect(node != nil)
        #expect(links.slot(ofNode: node ?? 0, as: Car.self) == nil)
        #expect(links.slot(ofNode: 99, as: Garage.self) == nil)
    }

    @Test func threadsLookingUpAFreshSingletonByTypeShareOneInstance() throws {
        for _ in 0..<20 {
            let component = try Component(root: Garage.self, modules: [Vehicles.self])
            let found = Locked<[ObjectIdentifier]>([])
            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                guard let unused = try? component.resolve(Unused.self) else { return }
                found.withLock { $0.append(ObjectIdentifier(unused)) }
            }
            let instances = found.withLock { $0 }
            #expect(instances.count == 16)
            #expect(Set(instances).count == 1)
            // The root's and the singleton's engine's: the singleton, made by its make
            // function, has none.
            #expect(component.madeSlotCount == 2)
        }
    }

    @Test func threadsMeetingAtUnlinkedSlotsEachGetACompleteValue() throws {
        for _ in 0..<20 {
            let component = try Component(root: Garage.self, modules: [Vehicles.self])
            let garages = Locked<[Garage]>([])
            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                let garage = component.root
                garages.withLock { $0.append(garage) }
            }
            let engines = garages.withLock { $0.map { ObjectIdentifier($0.car.engine) } }
            #expect(Set(engines).count == 16)
            #expect(component.linkedBindingCount == 3)
        }
    }
}
