import Dispatch
import Injection
import Testing
@testable import Wiring

/// Slots get their resolvers when first used, so building a graph pays nothing for the
/// bindings a run never reaches, and threads meeting at a fresh slot still see one linking.
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

    enum Vehicles: Module {
        static func configure(binder: Binder) {
            binder.bind(Engine.self).to(factory: Engine.init)
            binder.bind(Car.self).to(factory: Car.init)
            binder.bind(Garage.self).to(factory: Garage.init)
            binder.bind(Unused.self).scoped(.singleton).to(factory: Unused.init)
        }
    }

    @Test func buildingLinksNothingAndResolvingLinksOnlyWhatItReaches() throws {
        let component = try Component(root: Garage.self, modules: [Vehicles.self])
        #expect(component.linkedBindingCount == 0)
        let garage = component.root
        #expect(component.linkedBindingCount == 3)
        #expect(component.root.car !== garage.car)
        #expect(component.linkedBindingCount == 3)
        _ = try component.resolve(Unused.self)
        #expect(component.linkedBindingCount == 4)
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
