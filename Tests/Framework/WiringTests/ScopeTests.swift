import Dispatch
import Injection
import Testing
import Wiring

@Suite struct ScopeTests {
    final class Scoped: Module {
        static let made = Counter()
        static func configure(binder: Binder) {
            binder.bind(Counter.self).to(value: made)
            binder.bind(Counted.self).scoped(.singleton).to(factory: Counted.init)
        }
    }

    enum Unscoped: Module {
        static func configure(binder: Binder) {
            binder.bind(Counter.self).to(factory: Counter.init)
            binder.bind(Counted.self).to(factory: Counted.init)
        }
    }

    struct TwoWays: Sendable {
        let direct: Counted
        let provider: Provider<Counted>
    }

    enum TwoWaysModule: Module {
        static func configure(binder: Binder) {
            binder.bind(TwoWays.self).to(factory: TwoWays.init)
        }
    }

    @Test func unscopedBindingsMakeANewInstancePerRequest() throws {
        let component = try Component(root: Counted.self, modules: [Unscoped.self])
        #expect(component.root !== component.root)
    }

    @Test func singletonIsSharedWithinAGraphAndAcrossProviderAndDirectInjection() throws {
        let component = try Component(root: TwoWays.self, modules: [Scoped.self, TwoWaysModule.self])
        let root = component.root
        #expect(root.direct === root.provider.get())
        #expect(root.provider.get() === root.provider.get())
        #expect(component.root.direct === root.direct)
    }

    @Test func singletonsDifferAcrossSeparatelyBuiltGraphs() throws {
        let first = try Component(root: Counted.self, modules: [Scoped.self])
        let second = try Component(root: Counted.self, modules: [Scoped.self])
        #expect(first.root !== second.root)
    }

    @Test func unscopedProviderMakesANewInstanceOnEachGet() throws {
        let component = try Component(root: TwoWays.self, modules: [Unscoped.self, TwoWaysModule.self])
        let provider = component.root.provider
        #expect(provider.get() !== provider.get())
    }

    /// Many threads ask for a slow singleton at the same moment; the factory runs once.
    @Test func singletonIsCreatedExactlyOnceUnderConcurrentFirstRequests() throws {
        enum Slow: Module {
            static func configure(binder: Binder) {
                binder.bind(Counter.self).to(factory: Counter.init)
                binder.bind(Counted.self).scoped(.singleton).to(factory: { (counter: Counter) -> Counted in
                    SlowFactory.calls.increment()
                    usleepForContention()
                    return Counted(counter: counter)
                })
            }
        }
        for _ in 0..<20 {
            let before = SlowFactory.calls.count
            let component = try Component(root: Counted.self, modules: [Slow.self])
            let seen = Seen()
            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                seen.add(ObjectIdentifier(component.root))
            }
            #expect(SlowFactory.calls.count - before == 1)
            #expect(seen.distinct == 1)
        }
    }

    @Test func nothingIsCreatedUntilRequested() throws {
        // Its own counter: other tests build `Scoped` graphs in parallel.
        enum Quiet: Module {
            static let made = Counter()
            static func configure(binder: Binder) {
                binder.bind(Counter.self).to(value: made)
                binder.bind(Counted.self).scoped(.singleton).to(factory: Counted.init)
            }
        }
        let component = try Component(root: Counted.self, modules: [Quiet.self])
        #expect(Quiet.made.count == 0)
        _ = component.root
        #expect(Quiet.made.count == 1)
    }

    @Test func releasingTheGraphReleasesItsSingletons() throws {
        weak var singleton: Counted?
        do {
            let component = try Component(root: Counted.self, modules: [Scoped.self])
            singleton = component.root
            #expect(singleton != nil)
        }
        #expect(singleton == nil)
    }
}

enum SlowFactory {
    static let calls = Counter()
}

/// Widens the window in which several threads race to create the same singleton.
func usleepForContention() {
    var spins = 0
    for value in 0..<200_000 { spins &+= value }
    blackHole(spins)
}

@inline(never) func blackHole(_ value: Int) {}

/// Object identities seen from several threads.
final class Seen: Sendable {
    private let ids = Locked<Set<ObjectIdentifier>>([])
    func add(_ id: ObjectIdentifier) { ids.withLock { _ = $0.insert(id) } }
    var distinct: Int { ids.withLock { $0.count } }
}
