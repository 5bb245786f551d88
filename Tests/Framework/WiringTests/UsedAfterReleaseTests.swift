import Testing
import Wiring

/// An object the graph cached that uses a request after its graph was released is told so,
/// and each request kind names itself. Where the request can throw, it throws; where it
/// cannot (`get()` of a provider, a lazy, a tagged provider), the process stops with the same
/// diagnostic.
@Suite struct UsedAfterReleaseTests {
    final class Single: Sendable {
        init() {}
    }

    enum Spare: BindingTag { typealias Element = Single }

    /// A singleton holding one request of each synchronous kind.
    final class Holder: Sendable {
        let lazy: Lazy<Single>
        let tagged: TaggedProvider<Spare>
        init(lazy: Lazy<Single>, tagged: TaggedProvider<Spare>) {
            self.lazy = lazy
            self.tagged = tagged
        }
    }

    enum Holding: Module {
        static func configure(binder: Binder) {
            binder.bind(Single.self).to(factory: Single.init)
            binder.bind(Single.self).tagged(Spare.self).to(factory: Single.init)
            binder.bind(Holder.self).scoped(.singleton).to(factory: Holder.init)
        }
    }

    @Test func aLazyNamesItselfNotItsProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var component: Component<Holder>? = try Component(root: Holder.self, modules: [Holding.self])
            let holder = try #require(component?.root)
            component = nil
            _ = holder.lazy.get()
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            errors.contains("error: Lazy<Single> was used after the component it came from was released"), "\(errors)")
        #expect(errors.contains("[Wiring.UsedAfterRelease]"))
    }

    @Test func aTaggedProviderNamesItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var component: Component<Holder>? = try Component(root: Holder.self, modules: [Holding.self])
            let holder = try #require(component?.root)
            component = nil
            _ = holder.tagged.get()
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains("error: TaggedProvider<Spare> was used after the component"), "\(errors)")
    }

    /// A singleton holding the asynchronous requests, which throw.
    final class AsyncHolder: Sendable {
        let single: AsyncProvider<Single>
        let sessions: AsyncChildFactory<SessionComponent>
        init(single: AsyncProvider<Single>, sessions: AsyncChildFactory<SessionComponent>) {
            self.single = single
            self.sessions = sessions
        }
    }

    final class Session: Sendable {
        init() {}
    }

    enum SessionComponent: ChildComponent {
        typealias Seed = Int
        typealias Root = Session
        static let scope = Scope("released-session")
        static func configure(binder: Binder) {
            binder.bind(Session.self).scoped(scope).to(asyncFactory: { Session() })
        }
    }

    enum AsyncHolding: Module {
        static func configure(binder: Binder) {
            binder.bind(Single.self).to(asyncFactory: { Single() })
            binder.install(SessionComponent.self)
            binder.bind(AsyncHolder.self).scoped(.singleton).to(factory: AsyncHolder.init)
        }
    }

    @Test func anAsyncProviderAndAnAsyncChildFactoryThrowRatherThanStop() async throws {
        var component: Component<AsyncHolder>? = try await Component.build(
            root: AsyncHolder.self, modules: [AsyncHolding.self])
        let holder = try #require(component?.root)
        _ = try await holder.single.get()
        _ = try await holder.sessions.build(1)
        component = nil

        let provider = try await #require(throws: WiringError.self) { _ = try await holder.single.get() }
        #expect(provider.diagnostics.map(\.kind) == [.usedAfterRelease])
        #expect(provider.diagnostics.first?.message.hasPrefix("AsyncProvider<Single> was used after") == true)

        let factory = try await #require(throws: WiringError.self) { _ = try await holder.sessions.build(2) }
        #expect(factory.diagnostics.map(\.kind) == [.usedAfterRelease])
        #expect(
            factory.diagnostics.first?.message.hasPrefix("AsyncChildFactory<SessionComponent> was used after") == true)
    }
}
