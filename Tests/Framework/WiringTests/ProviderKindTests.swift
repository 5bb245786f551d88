import Testing
import Wiring

@Suite struct ProviderKindTests {
    struct Holder: Sendable {
        let lazy: Lazy<Counted>
        let weak: WeakProvider<Counted>
    }

    enum Unscoped: Module {
        static func configure(binder: Binder) {
            binder.bind(Counter.self).scoped(.singleton).to(factory: Counter.init)
            binder.bind(Counted.self).to(factory: Counted.init)
            binder.bind(Holder.self).to(factory: Holder.init)
        }
    }

    @Test func lazyMakesItsValueOnFirstGetThenKeepsIt() throws {
        let component = try Component(root: Holder.self, modules: [Unscoped.self])
        let counter = try component.resolve(Counter.self)
        let holder = component.root
        #expect(counter.count == 0)
        let first = holder.lazy.get()
        #expect(counter.count == 1)
        #expect(holder.lazy.get() === first)
        #expect(counter.count == 1)
    }

    struct WeakHolder: Sendable {
        let weak: WeakProvider<Counted>
    }

    @Test func weakProviderReturnsNilOnceTheGraphIsReleased() throws {
        enum Weak: Module {
            static func configure(binder: Binder) {
                binder.bind(Counter.self).scoped(.singleton).to(factory: Counter.init)
                binder.bind(Counted.self).to(factory: Counted.init)
                binder.bind(WeakHolder.self).to(factory: WeakHolder.init)
            }
        }
        var component: Component<WeakHolder>? = try Component(root: WeakHolder.self, modules: [Weak.self])
        let holder = try #require(component?.root)
        #expect(holder.weak.get() != nil)
        component = nil
        #expect(holder.weak.get() == nil)
    }

    // A two-node cycle: A needs B now; B reaches A later.
    final class NodeA: Sendable {
        let b: NodeB
        init(b: NodeB) { self.b = b }
    }

    final class NodeB: Sendable {
        let lazyA: Lazy<NodeA>?
        let weakA: WeakProvider<NodeA>?
        init(lazyA: Lazy<NodeA>?, weakA: WeakProvider<NodeA>?) {
            self.lazyA = lazyA
            self.weakA = weakA
        }
    }

    @Test func aCycleThroughLazyBuildsAndRuns() throws {
        enum Cycle: Module {
            static func configure(binder: Binder) {
                binder.bind(NodeA.self).scoped(.singleton).to(factory: NodeA.init)
                binder.bind(NodeB.self).scoped(.singleton).to(factory: { (a: Lazy<NodeA>) in
                    NodeB(lazyA: a, weakA: nil)
                })
            }
        }
        let component = try Component(root: NodeA.self, modules: [Cycle.self])
        let a = component.root
        #expect(a.b.lazyA?.get() === a)
    }

    @Test func aCycleThroughWeakProviderBuildsAndRuns() throws {
        enum Cycle: Module {
            static func configure(binder: Binder) {
                binder.bind(NodeA.self).scoped(.singleton).to(factory: NodeA.init)
                binder.bind(NodeB.self).scoped(.singleton).to(factory: { (a: WeakProvider<NodeA>) in
                    NodeB(lazyA: nil, weakA: a)
                })
            }
        }
        let component = try Component(root: NodeA.self, modules: [Cycle.self])
        let a = component.root
        #expect(a.b.weakA?.get() === a)
    }

    @Test func theSameCycleThroughPlainDependenciesIsReportedWithBothEdges() throws {
        enum Cycle: Module {
            static func configure(binder: Binder) {
                binder.bind(NodeA.self).to(factory: NodeA.init)
                binder.bind(NodeB.self).to(factory: { (_: NodeA) in NodeB(lazyA: nil, weakA: nil) })
            }
        }
        let error = try #require(throws: WiringError.self) { try Component(root: NodeA.self, modules: [Cycle.self]) }
        let cycle = try #require(error.diagnostics.first)
        #expect(cycle.kind == .dependencyCycle)
        #expect(cycle.message == "dependency cycle: NodeA -> NodeB -> NodeA")
        #expect(cycle.notes.filter { $0.location != nil }.count == 2)
    }
}
