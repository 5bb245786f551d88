import Dispatch
import Injection
import Testing
import WiringSupport

@testable import Wiring

/// A `Provider<T>` parameter reads its target, scoped or not, from a factory of any arity, a
/// child component, an assisted, asynchronous or main-actor factory, and its graph is released
/// with its component however the provider was made.
@Suite struct ProviderAnswerTests {
    final class Engine: Sendable { init() {} }
    /// Unscoped: a new one for every `get()`.
    final class Gauge: Sendable { init() {} }

    /// A singleton of two providers.
    final class Pilot: Sendable {
        let engines: Provider<Engine>
        let gauges: Provider<Gauge>
        init(engines: Provider<Engine>, gauges: Provider<Gauge>) {
            self.engines = engines
            self.gauges = gauges
        }
    }

    /// A singleton of eleven parameters: past the fixed arities, declared through the
    /// parameter-pack overload.
    final class Hangar: Sendable {
        let engines: Provider<Engine>
        let pilots: Provider<Pilot>
        init(
            _ engines: Provider<Engine>, _ pilots: Provider<Pilot>, _: Gauge, _: Gauge, _: Gauge, _: Gauge,
            _: Provider<Gauge>, _: Gauge, _: Gauge, _: Gauge, _: Gauge
        ) {
            self.engines = engines
            self.pilots = pilots
        }
    }

    /// Unscoped, of eleven parameters: they are read each time one is made.
    struct Crew: Sendable {
        let engines: Provider<Engine>
        let gauges: Provider<Gauge>
        let pilot: Pilot
        let pilots: Provider<Pilot>
        let hangars: Provider<Hangar>
        init(
            _ engines: Provider<Engine>, _ gauges: Provider<Gauge>, _ pilot: Pilot, _ pilots: Provider<Pilot>,
            _ hangars: Provider<Hangar>, _: Gauge, _: Gauge, _: Gauge, _: Gauge, _: Gauge, _: Gauge
        ) {
            self.engines = engines
            self.gauges = gauges
            self.pilot = pilot
            self.pilots = pilots
            self.hangars = hangars
        }
    }

    /// Unscoped, of two providers, asked for by type.
    struct Tower: Sendable {
        let engines: Provider<Engine>
        let gauges: Provider<Gauge>
    }

    enum Airfield: Module {
        static func configure(binder: Binder) {
            binder.bind(Engine.self).scoped(.singleton).to(factory: Engine.init)
            binder.bind(Gauge.self).to(factory: Gauge.init)
            binder.bind(Pilot.self).scoped(.singleton).to(factory: Pilot.init)
            binder.bind(Hangar.self).scoped(.singleton).to(factory: Hangar.init)
            binder.bind(Crew.self).to(factory: Crew.init)
            binder.bind(Tower.self).to(factory: Tower.init)
        }
    }

    @Test func providersInFactoriesOfAnyArityReadTheirTargets() throws {
        let component = try Component(root: Crew.self, modules: [Airfield.self])
        let crew = component.root
        let engine = crew.engines.get()
        #expect(crew.engines.get() === engine)
        #expect(crew.pilot.engines.get() === engine)
        #expect(crew.pilots.get() === crew.pilot)
        #expect(crew.hangars.get().engines.get() === engine)
        #expect(crew.hangars.get().pilots.get() === crew.pilot)
        #expect(crew.gauges.get() !== crew.gauges.get())
        #expect(crew.pilot.gauges.get() !== crew.pilot.gauges.get())
        #expect(try component.resolve(Engine.self) === engine)
        #expect(component.root.engines.get() === engine)
    }

    @Test func eachValueAskedForByTypeGetsProvidersOfTheSameTargets() throws {
        let component = try Component(root: Engine.self, modules: [Airfield.self])
        let first = try component.resolve(Tower.self)
        let second = try component.resolve(Tower.self)
        #expect(first.engines.get() === component.root)
        #expect(second.engines.get() === component.root)
        #expect(first.gauges.get() !== second.gauges.get())
    }

    @Test func threadsAskingForProvidersAtOnceReadTheOneInstance() throws {
        let component = try Component(root: Engine.self, modules: [Airfield.self])
        let engines = Locked<[ObjectIdentifier]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            guard let tower = try? component.resolve(Tower.self) else { return }
            let engine = ObjectIdentifier(tower.engines.get())
            engines.withLock { $0.append(engine) }
        }
        let seen = engines.withLock { $0 }
        #expect(seen.count == 8)
        #expect(Set(seen) == [ObjectIdentifier(component.root)])
    }

    /// Providers inside singletons hold their graph weakly, however they were made, so the
    /// graph is released with its component.
    @Test func singletonsHoldingProvidersAreReleasedWithTheGraph() throws {
        weak var pilot: Pilot?
        weak var hangar: Hangar?
        weak var frozen: AnyObject?
        do {
            let component = try Component(root: Hangar.self, modules: [Airfield.self])
            hangar = component.root
            pilot = component.root.pilots.get()
            #expect(pilot?.engines.get() === hangar?.engines.get())
            frozen = component.frozenGraph
        }
        #expect(pilot == nil)
        #expect(hangar == nil)
        #expect(frozen == nil)
    }

    /// An unscoped root's providers hold the graph strongly.
    @Test func anUnscopedRootsProvidersOutliveTheComponent() throws {
        let crew = try Component(root: Crew.self, modules: [Airfield.self]).root
        #expect(crew.engines.get() === crew.pilot.engines.get())
        #expect(crew.hangars.get().pilots.get() === crew.pilot)
        let tower = try Component(root: Tower.self, modules: [Airfield.self]).root
        #expect(tower.engines.get() === tower.engines.get())
    }

    // MARK: Composed with children, asynchronous and main-actor factories, and assisted ones

    /// Scoped to one flight: made in the child's store.
    final class Logbook: Sendable {
        let engines: Provider<Engine>
        init(engines: Provider<Engine>) { self.engines = engines }
    }

    /// The child's root, of eleven parameters.
    struct Flight: Sendable {
        let logbooks: Provider<Logbook>
        let engines: Provider<Engine>
        let logbook: Logbook
        init(
            _ logbooks: Provider<Logbook>, _ engines: Provider<Engine>, _ logbook: Logbook, _: Gauge, _: Gauge,
            _: Gauge, _: Provider<Gauge>, _: Gauge, _: Gauge, _: Gauge, _: Gauge
        ) {
            self.logbooks = logbooks
            self.engines = engines
            self.logbook = logbook
        }
    }

    enum FlightComponent: ChildComponent {
        typealias Seed = Int
        typealias Root = Flight
        static let scope = Scope("flight")
        static func configure(binder: Binder) {
            binder.bind(Logbook.self).scoped(scope).to(factory: Logbook.init)
            binder.bind(Flight.self).to(factory: Flight.init)
        }
    }

    struct Airbase: Sendable {
        let flights: ChildFactory<FlightComponent>
        let engines: Provider<Engine>
    }

    final class Radio: Sendable {
        let engines: Provider<Engine>
        init(engines: Provider<Engine>) { self.engines = engines }
    }

    struct Ticket: Sendable {
        let number: Int
        let engines: Provider<Engine>
    }

    struct TicketDesk: Sendable {
        let tickets: AssistedFactory<Int, Ticket>
    }

    enum Airbases: Module {
        static func configure(binder: Binder) {
            binder.include(Airfield.self)
            binder.install(FlightComponent.self)
            binder.bind(Airbase.self).to(factory: Airbase.init)
            binder.bind(Ticket.self).assisted(Int.self).to(factory: Ticket.init)
            binder.bind(TicketDesk.self).to(factory: TicketDesk.init)
        }
    }

    @Test func aChildReadsProvidersOfItsOwnAndItsParentsSingletons() throws {
        let component = try Component(root: Airbase.self, modules: [Airbases.self])
        let base = component.root
        let engine = base.engines.get()
        let first = base.flights.build(1).root
        let second = base.flights.build(2).root
        #expect(first.engines.get() === engine)
        #expect(first.logbook.engines.get() === engine)
        #expect(first.logbooks.get() === first.logbook)
        #expect(second.logbooks.get() === second.logbook)
        #expect(first.logbook !== second.logbook)
    }

    @Test func anAssistedFactoryReadsAProviderParameter() throws {
        let component = try Component(root: TicketDesk.self, modules: [Airbases.self])
        let ticket = component.root.tickets.build(7)
        #expect(ticket.number == 7)
        #expect(ticket.engines.get() === (try component.resolve(Engine.self)))
    }

    @Test func anAsynchronousFactoryReadsAProviderParameter() async throws {
        enum Radios: Module {
            static func configure(binder: Binder) {
                binder.include(Airfield.self)
                binder.bind(Radio.self).scoped(.singleton).to(asyncFactory: { (engines: Provider<Engine>) async in
                    Radio(engines: engines)
                })
            }
        }
        let component = try await Component.build(root: Radio.self, modules: [Radios.self])
        #expect(component.root.engines.get() === (try component.resolve(Engine.self)))
    }

    @MainActor
    @Test func aMainActorFactoryReadsAProviderParameter() throws {
        enum Radios: Module {
            static func configure(binder: Binder) {
                binder.include(Airfield.self)
                binder.bind(Radio.self).onMainActor().scoped(.singleton).to(factory: Radio.init)
            }
        }
        let component = try Component(root: Radio.self, modules: [Radios.self])
        #expect(component.root.engines.get() === (try component.resolve(Engine.self)))
    }

    // MARK: Request kinds answered as a provider is

    enum Spare: BindingTag { typealias Element = Engine }

    /// A singleton of two provider kinds.
    final class Mechanic: Sendable {
        let engines: WeakProvider<Engine>
        let spares: TaggedProvider<Spare>
        init(engines: WeakProvider<Engine>, spares: TaggedProvider<Spare>) {
            self.engines = engines
            self.spares = spares
        }
    }

    /// Unscoped, of eleven parameters.
    struct Workshop: Sendable {
        let engines: WeakProvider<Engine>
        let spares: TaggedProvider<Spare>
        let mechanic: Mechanic
        init(
            _ engines: WeakProvider<Engine>, _ spares: TaggedProvider<Spare>, _ mechanic: Mechanic, _: Gauge,
            _: Gauge, _: Gauge, _: Gauge, _: Gauge, _: Gauge, _: Gauge, _: Gauge
        ) {
            self.engines = engines
            self.spares = spares
            self.mechanic = mechanic
        }
    }

    /// Unscoped, of two provider kinds, asked for by type.
    struct Garage: Sendable {
        let engines: WeakProvider<Engine>
        let spares: TaggedProvider<Spare>
    }

    enum Workshops: Module {
        static func configure(binder: Binder) {
            binder.include(Airfield.self)
            binder.bind(Engine.self).tagged(Spare.self).scoped(.singleton).to(factory: Engine.init)
            binder.bind(Mechanic.self).scoped(.singleton).to(factory: Mechanic.init)
            binder.bind(Workshop.self).to(factory: Workshop.init)
            binder.bind(Garage.self).to(factory: Garage.init)
        }
    }

    @Test func weakAndTaggedProvidersAreMadeWhereTheyAreRead() throws {
        let component = try Component(root: Workshop.self, modules: [Workshops.self])
        let workshop = component.root
        let engine = try component.resolve(Engine.self)
        #expect(workshop.engines.get() === engine)
        #expect(workshop.mechanic.engines.get() === engine)
        let spare = workshop.spares.get()
        #expect(spare !== engine)
        #expect(workshop.mechanic.spares.get() === spare)
        let garage = try component.resolve(Garage.self)
        #expect(garage.engines.get() === engine)
        #expect(garage.spares.get() === spare)
    }

    /// A weak provider made where it is read holds its graph weakly, even from an unscoped
    /// root's resolver, where a provider holds it strongly.
    @Test func aWeakProviderMadeWhereItIsReadIsNilOnceItsGraphIsReleased() throws {
        var component: Component<Workshop>? = try Component(root: Workshop.self, modules: [Workshops.self])
        let engines = try #require(component?.root.engines)
        #expect(engines.get() != nil)
        component = nil
        #expect(engines.get() == nil)
    }
}
