import Testing
import Wiring

/// Unscoped bindings whose factories call each other's providers while they run would recurse
/// until the stack ran out: every `get()` makes a new instance, so no lock is ever re-entered.
/// Past a bound, a creation that asks again for a binding it is already inside is reported
/// with its loop, as `Wiring.ReentrantCreation`, by the request that cannot throw stopping and
/// by the ones that can throwing.
@Suite struct UnscopedLoopTests {
    final class Ping: Sendable {
        init(pong: Provider<Pong>) { _ = pong.get() }
    }

    final class Pong: Sendable {
        init(ping: Provider<Ping>) { _ = ping.get() }
    }

    enum Looping: Module {
        static func configure(binder: Binder) {
            binder.bind(Ping.self).to(factory: Ping.init)
            binder.bind(Pong.self).to(factory: Pong.init)
        }
    }

    @Test func unscopedProvidersCallingEachOtherStopWithTheLoopNotACrash() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try Component(root: Ping.self, modules: [Looping.self]).root
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains("[Wiring.ReentrantCreation]"), "\(errors)")
        #expect(errors.contains("more than 100 times"), "\(errors)")
        #expect(errors.contains("creation loop: "), "\(errors)")
        #expect(errors.contains("Ping -> Pong") || errors.contains("Pong -> Ping"), "\(errors)")
        #expect(!errors.contains("Signal 11"), "\(errors)")
    }

    /// A loop through `Lazy`: each new instance gets a new lazy, so nothing is cached.
    final class Chicken: Sendable {
        init(egg: Lazy<Egg>) { _ = egg.get() }
    }

    final class Egg: Sendable {
        init(chicken: Lazy<Chicken>) { _ = chicken.get() }
    }

    @Test func unscopedLaziesCallingEachOtherStopWithTheLoop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            enum Farm: Module {
                static func configure(binder: Binder) {
                    binder.bind(Chicken.self).to(factory: Chicken.init)
                    binder.bind(Egg.self).to(factory: Egg.init)
                }
            }
            _ = try Component(root: Chicken.self, modules: [Farm.self]).root
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains("[Wiring.ReentrantCreation]"), "\(errors)")
    }

    /// A factory that asks for its own type by type: `resolve` throws the loop once it is past
    /// the bound, and the error reaches the caller.
    final class Recursive: Sendable {
        static let graph = GraphBox<Recursive>()
        let depth: Int
        init() {
            depth = ((try? Self.graph.component?.resolve(Recursive.self))?.depth ?? -1) + 1
        }
    }

    @Test func aLoopThroughResolveByTypeIsThrownPastTheBound() throws {
        enum Recursing: Module {
            static func configure(binder: Binder) {
                binder.bind(Recursive.self).to(factory: Recursive.init)
            }
        }
        let component = try Component(root: Recursive.self, modules: [Recursing.self])
        Recursive.graph.set(component)
        defer { Recursive.graph.set(nil) }
        // Each level made one more before the bound stopped the descent with a thrown error.
        let depth = component.root.depth
        #expect(depth >= 99 && depth <= 101, "\(depth)")
    }

    /// Honest recursion through a provider that ends on its own, below the bound, is not a loop.
    final class Countdown: Sendable {
        let rest: Int
        init(next: Provider<Countdown>, counter: Counter) {
            rest = counter.take() > 0 ? next.get().rest + 1 : 0
        }
    }

    final class Counter: Sendable {
        private let left = Locked(20)
        init() {}
        func take() -> Int {
            left.withLock { value in
                defer { value -= 1 }
                return value
            }
        }
    }

    @Test func recursionThatEndsBelowTheBoundIsNotALoop() throws {
        enum Counting: Module {
            static func configure(binder: Binder) {
                binder.bind(Counter.self).scoped(.singleton).to(factory: Counter.init)
                binder.bind(Countdown.self).to(factory: Countdown.init)
            }
        }
        #expect(try Component(root: Countdown.self, modules: [Counting.self]).root.rest == 20)
    }

    /// Unscoped asynchronous factories awaiting each other's `AsyncProvider`: the task's chain
    /// of creations is the bound's, and `get()` throws the loop.
    final class Question: Sendable {
        static func make(answers: AsyncProvider<Answer>) async throws -> Question {
            _ = try await answers.get()
            return Question()
        }
    }

    final class Answer: Sendable {
        static func make(questions: AsyncProvider<Question>) async throws -> Answer {
            _ = try await questions.get()
            return Answer()
        }
    }

    struct Quiz: Sendable {
        let questions: AsyncProvider<Question>
    }

    @Test func asynchronousFactoriesAwaitingEachOtherThrowTheLoop() async throws {
        enum Asking: Module {
            static func configure(binder: Binder) {
                binder.bind(Question.self).to(asyncFactory: Question.make)
                binder.bind(Answer.self).to(asyncFactory: Answer.make)
                binder.bind(Quiz.self).to(factory: Quiz.init)
            }
        }
        let quiz = try await Component.build(root: Quiz.self, modules: [Asking.self]).root
        let error = try await #require(throws: WiringError.self) { _ = try await quiz.questions.get() }
        #expect(error.diagnostics.map(\.kind) == [.reentrantCreation], "\(error)")
        #expect(error.description.contains("through AsyncProvider more than 100 times"), "\(error)")
    }
}
