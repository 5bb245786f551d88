import Dispatch
import Foundation
import Injection
import Synchronization
import Testing
import Wiring

/// The graph a factory reaches back into, set by each test before it resolves anything.
/// Each test uses a graph of its own, so parallel tests never share one.
final class GraphBox<Root: Sendable>: Sendable {
    private let stored = Locked<Component<Root>?>(nil)
    var component: Component<Root>? { stored.withLock { $0 } }
    func set(_ component: Component<Root>?) { stored.withLock { $0 = component } }
}

/// A singleton whose factory asks for itself through `resolve`.
final class SelfResolving: Sendable {
    static let graph = GraphBox<SelfResolving>()
    let again: Result<SelfResolving, WiringError>
    init() {
        let graph = Self.graph.component
        again = Result { () throws(WiringError) in try graph!.resolve(SelfResolving.self) }
    }
}

/// A singleton whose factory asks for `Needing`, which takes the singleton as a plain parameter.
final class Outer: Sendable {
    static let graph = GraphBox<Outer>()
    let inner: Result<Needing, WiringError>
    init() {
        let graph = Self.graph.component
        inner = Result { () throws(WiringError) in try graph!.resolve(Needing.self) }
    }
}

final class Needing: Sendable {
    let outer: Outer
    init(outer: Outer) { self.outer = outer }
}

/// A singleton whose factory gathers a collection that one of its own contributions is.
final class Hub: Sendable {
    static let graph = GraphBox<Hub>()
    let plugins: Result<[any ATMPlugin], WiringError>
    init() {
        let graph = Self.graph.component
        plugins = Result { () throws(WiringError) in try graph!.resolve([any ATMPlugin].self) }
    }
}

struct HubPlugin: ATMPlugin {
    let name = "hub"
    let hub: Hub
}

/// A singleton that reads an `@Injected` property of its own type while it is made.
final class InjectingItself: Sendable {
    let again: Result<InjectingItself, InjectionError>
    init() {
        struct Reader { @Injected var itself: InjectingItself? }
        again = Result { () throws(InjectionError) in try Reader().$itself.resolve() }
    }
}

/// Two singletons whose initializers call each other's providers.
final class Ping: Sendable {
    let pong: Pong
    init(pong: Provider<Pong>) { self.pong = pong.get() }
}

final class Pong: Sendable {
    let ping: Ping
    init(ping: Provider<Ping>) { self.ping = ping.get() }
}

/// A singleton that takes a while to make, so that several threads ask for it at once.
final class SlowToMake: Sendable {
    static let made = Atomic<Int>(0)
    init() {
        Self.made.add(1, ordering: .relaxed)
        usleepForTest(150_000)
    }
}

func usleepForTest(_ microseconds: UInt32) {
    let semaphore = DispatchSemaphore(value: 0)
    _ = semaphore.wait(timeout: .now() + .microseconds(Int(microseconds)))
}

/// Runs `body` on a thread of its own and gives up after `seconds`, so a test of something
/// that once hung fails instead of hanging the run.
func withinSeconds<T: Sendable>(_ seconds: Int, _ body: @escaping @Sendable () -> T) -> T? {
    let result = Locked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    guard done.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
    return result.withLock { $0 }
}

/// A creation that reaches back for an instance still being made on the same thread is
/// reported, never waited for: `resolve` throws, and a provider's `get()` stops the process.
@Suite struct ReentrantCreationTests {
    @Test func aSingletonThatResolvesItselfGetsAnErrorNamingTheLoop() throws {
        enum Graph: Module {
            static func configure(binder: Binder) {
                binder.bind(SelfResolving.self).scoped(.singleton).to(factory: SelfResolving.init)
            }
        }
        let component = try Component(root: SelfResolving.self, modules: [Graph.self])
        SelfResolving.graph.set(component)
        defer { SelfResolving.graph.set(nil) }
        let made = try #require(withinSeconds(10) { component.root }, "resolving the singleton hung")
        let error = try #require(throws: WiringError.self) { try made.again.get() }
        let problem = try #require(error.diagnostics.first)
        #expect(problem.kind == .reentrantCreation)
        #expect(problem.location?.fileID == "WiringTests/ReentrantCreationTests.swift")
        #expect(problem.message.hasPrefix("'SelfResolving' was asked for through resolve(_:) or @Injected"))
        #expect(problem.notes.contains { $0.message == "creation loop: SelfResolving -> SelfResolving" })
        // The singleton was made once, and is the one instance from then on.
        #expect(try component.resolve(SelfResolving.self) === made)
    }

    @Test func aLoopThroughAPlainParameterIsThrownWithEveryBindingOnIt() throws {
        let outerLine = here() + 3
        enum Graph: Module {
            static func configure(binder: Binder) {
                binder.bind(Outer.self).scoped(.singleton).to(factory: Outer.init)
                binder.bind(Needing.self).to(factory: Needing.init)
            }
        }
        let component = try Component(root: Outer.self, modules: [Graph.self])
        Outer.graph.set(component)
        defer { Outer.graph.set(nil) }
        let made = try #require(withinSeconds(10) { component.root }, "resolving the singleton hung")
        let error = try #require(throws: WiringError.self) { try made.inner.get() }
        let problem = try #require(error.diagnostics.first)
        #expect(problem.kind == .reentrantCreation)
        #expect(problem.location?.line == outerLine)
        #expect(problem.notes.first?.message == "creation loop: Outer -> Needing -> Outer")
        #expect(
            problem.notes.contains { $0.message == "'Needing' is on the loop" && $0.location?.line == outerLine + 1 })
        #expect(problem.message.contains("through resolve(_:) or @Injected"))
    }

    @Test func aLoopThroughACollectionResolvedByTypeIsThrown() throws {
        enum Graph: Module {
            static func configure(binder: Binder) {
                binder.bind(Hub.self).scoped(.singleton).to(factory: Hub.init)
                binder.bind((any ATMPlugin).self).intoCollection().to(factory: { (hub: Hub) -> any ATMPlugin in
                    HubPlugin(hub: hub)
                })
            }
        }
        let component = try Component(root: Hub.self, modules: [Graph.self])
        Hub.graph.set(component)
        defer { Hub.graph.set(nil) }
        let made = try #require(withinSeconds(10) { component.root }, "resolving the singleton hung")
        let error = try #require(throws: WiringError.self) { try made.plugins.get() }
        #expect(error.diagnostics.map(\.kind) == [.reentrantCreation])
        #expect(error.diagnostics.first?.notes.first?.message == "creation loop: Hub -> [any ATMPlugin] -> Hub")
    }

    @Test func anInjectedPropertyOfItsOwnTypeIsAnErrorNotAHang() throws {
        enum Graph: Module {
            static func configure(binder: Binder) {
                binder.bind(InjectingItself.self).scoped(.singleton).to(factory: InjectingItself.init)
            }
        }
        let component = try Component(root: InjectingItself.self, modules: [Graph.self])
        let made = try #require(
            withinSeconds(10) {
                InjectionContext.withResolver(component) { component.root }
            }, "resolving the singleton hung")
        let error = try #require(throws: InjectionError.self) { try made.again.get() }
        #expect(error.description.contains("[Wiring.ReentrantCreation]"))
    }

    @Test func singletonsCallingEachOthersProvidersStopTheProcessWithTheDiagnostic() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            enum Graph: Module {
                static func configure(binder: Binder) {
                    binder.bind(Ping.self).scoped(.singleton).to(factory: Ping.init)
                    binder.bind(Pong.self).scoped(.singleton).to(factory: Pong.init)
                }
            }
            _ = try Component(root: Ping.self, modules: [Graph.self]).root
        }
        let errorOutput = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errorOutput.contains("error: 'Ping' was asked for through a provider's get() or a parameter"))
        #expect(errorOutput.contains("[Wiring.ReentrantCreation]"))
        #expect(errorOutput.contains("note: creation loop: Ping -> Pong -> Ping"))
        #expect(errorOutput.contains("WiringTests/ReentrantCreationTests.swift:"))
    }

    @Test func threadsCreatingTheSameSingletonAtOnceWaitForEachOther() throws {
        enum Graph: Module {
            static func configure(binder: Binder) {
                binder.bind(SlowToMake.self).scoped(.singleton).to(factory: SlowToMake.init)
            }
        }
        let component = try Component(root: SlowToMake.self, modules: [Graph.self])
        let before = SlowToMake.made.load(ordering: .relaxed)
        let instances = try #require(
            withinSeconds(10) {
                let seen = Locked<[ObjectIdentifier]>([])
                DispatchQueue.concurrentPerform(iterations: 6) { _ in
                    let instance = component.root
                    seen.withLock { $0.append(ObjectIdentifier(instance)) }
                }
                return seen.withLock { $0 }
            })
        #expect(instances.count == 6)
        #expect(Set(instances).count == 1)
        #expect(SlowToMake.made.load(ordering: .relaxed) - before == 1)
    }

    /// The cells of one store share one mutex to wait on (see `CellLocks`), but it is never
    /// held while an instance is made: a thread making one singleton does not hold up
    /// another thread making a different one. Here the first factory waits until the second
    /// singleton has been made on another thread; if making it had to wait for the first
    /// factory to return, it would not be made in time.
    @Test func threadsMakingDifferentSingletonsOfOneStoreDoNotWaitForEachOther() throws {
        enum Graph: Module {
            static func configure(binder: Binder) {
                binder.bind(WaitsForSibling.self).scoped(.singleton).to(factory: WaitsForSibling.init)
                binder.bind(Sibling.self).scoped(.singleton).to(factory: Sibling.init)
                binder.bind(SiblingPair.self).to(factory: SiblingPair.init)
            }
        }
        let component = try Component(root: SiblingPair.self, modules: [Graph.self])
        let pair = component.root
        let rendezvous = SiblingRendezvous.shared
        let first = try #require(
            withinSeconds(20) { () -> WaitsForSibling? in
                let made = Locked<WaitsForSibling?>(nil)
                let done = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    made.withLock { $0 = pair.waiting.get() }
                    done.signal()
                }
                guard rendezvous.firstStarted.wait(timeout: .now() + .seconds(5)) == .success else { return nil }
                _ = pair.sibling.get()
                rendezvous.siblingMade.signal()
                _ = done.wait(timeout: .now() + .seconds(10))
                return made.withLock { $0 }
            } ?? nil, "the first singleton was never made")
        #expect(first.sawSiblingMade, "making the second singleton waited for the first one's factory")
    }
}

/// Signals between the two factories of `threadsMakingDifferentSingletonsOfOneStoreDoNotWaitForEachOther`.
final class SiblingRendezvous: Sendable {
    static let shared = SiblingRendezvous()
    let firstStarted = DispatchSemaphore(value: 0)
    let siblingMade = DispatchSemaphore(value: 0)
}

/// A singleton whose factory waits, for at most five seconds, for `Sibling` to be made.
final class WaitsForSibling: Sendable {
    let sawSiblingMade: Bool
    init() {
        SiblingRendezvous.shared.firstStarted.signal()
        sawSiblingMade = SiblingRendezvous.shared.siblingMade.wait(timeout: .now() + .seconds(5)) == .success
    }
}

final class Sibling: Sendable {}

struct SiblingPair: Sendable {
    let waiting: Provider<WaitsForSibling>
    let sibling: Provider<Sibling>
}
