import Foundation
import Injection
import Testing
import Wiring

/// A long dependency path or loop is shown by its ends and a count, so a diagnostic stays
/// readable; the diagnostic's `path`, and its JSON, hold it whole. Serialized: the chain's
/// module reads its length from one shared place.
@Suite(.serialized) struct LongPathTests {
    @Test func aFiveThousandStepCycleShowsItsEndsAndCountsTheRest() throws {
        let count = 5_000
        let error = try #require(throws: WiringError.self) {
            try ManyTypes.component(steps: count, closingTheCycle: true)
        }
        let cycle = try #require(error.diagnostics.first { $0.kind == .dependencyCycle })
        // The whole cycle, the first binding again at its end.
        #expect(cycle.path.count == count + 1)
        #expect(cycle.path.first?.name == cycle.path.last?.name)
        #expect(cycle.path.allSatisfy { $0.location != nil })
        // The text: five names at each end and a count between them.
        #expect(cycle.message.contains(" -> … 4,991 more -> "), "\(cycle.message)")
        #expect(cycle.message.components(separatedBy: " -> ").count == 11)
        #expect(cycle.notes.count == 12, "\(cycle.notes.map(\.message))")
        #expect(cycle.notes.contains { $0.message.hasPrefix("… and 4,990 more steps of the cycle") })
        #expect(error.description.count < 4_000, "\(error.description.count) characters")

        // The JSON holds every step.
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(error)) as? [String: Any]
        let diagnostics = try #require(json?["diagnostics"] as? [[String: Any]])
        let path = try #require(diagnostics.first { $0["kind"] as? String == "Wiring.DependencyCycle" }?["path"])
        #expect((path as? [Any])?.count == count + 1)
    }

    @Test func aLongDependencyPathToAMissingBindingShowsItsEnds() throws {
        let error = try #require(throws: WiringError.self) {
            try ManyTypes.component(steps: 300, closingTheCycle: false)
        }
        let missing = try #require(error.diagnostics.first)
        #expect(missing.kind == .missingBinding)
        #expect(missing.path.count == 301, "\(missing.path.count)")
        let note = try #require(missing.notes.first { $0.message.hasPrefix("dependency path: ") })
        #expect(note.message.contains(" -> … 292 more -> "), "\(note.message)")
        #expect(error.description.count < 3_000, "\(error.description.count) characters")
    }

    @Test func aShortCycleIsShownWhole() throws {
        let error = try #require(throws: WiringError.self) {
            try ManyTypes.component(steps: 11, closingTheCycle: true)
        }
        let cycle = try #require(error.diagnostics.first { $0.kind == .dependencyCycle })
        #expect(cycle.message.components(separatedBy: " -> ").count == 12, "\(cycle.message)")
        #expect(!cycle.description.contains("more"), "\(cycle.description)")
        #expect(cycle.path.count == 12)
    }
}

/// Thousands of distinct types made at run time, by number: `N<D4, N<D0, D7>>` is 407. Step
/// `i` of a chain is bound to depend on step `i + 1`; the last step depends on the first when
/// the chain closes a cycle, and on a type nothing binds when it does not.
enum ManyTypes {
    protocol Digit: Sendable { init() }
    struct D0: Digit {}
    struct D1: Digit {}
    struct D2: Digit {}
    struct D3: Digit {}
    struct D4: Digit {}
    struct D5: Digit {}
    struct D6: Digit {}
    struct D7: Digit {}
    struct D8: Digit {}
    struct D9: Digit {}
    struct N<Head: Digit, Tail: Digit>: Digit {}
    /// What the last step of an open chain asks for, and nothing binds.
    struct Unbound: Digit {}
    /// The root: asks for step 0.
    struct Root: Sendable {}

    /// Does something with a type known only at run time.
    protocol Visitor {
        func visit<T: Digit>(_ type: T.Type)
    }

    /// Calls `visitor` with the type of `number`, written with at least `width` digits.
    static func withType(of number: Int, width: Int = 4, _ visitor: some Visitor) {
        var digits = String(number).compactMap(\.wholeNumberValue)
        digits.insert(contentsOf: repeatElement(0, count: max(0, width - digits.count)), at: 0)
        open(digits[...], visitor)
    }

    private static func open(_ digits: ArraySlice<Int>, _ visitor: some Visitor) {
        guard digits.count > 1 else { return visitDigit(digits.first ?? 0, visitor) }
        open(digits.dropFirst(), Prepending(head: digits.first ?? 0, next: visitor))
    }

    private static func visitDigit(_ digit: Int, _ visitor: some Visitor) {
        let types: [any Digit.Type] = [
            D0.self, D1.self, D2.self, D3.self, D4.self, D5.self, D6.self, D7.self, D8.self, D9.self,
        ]
        func visit<T: Digit>(_ type: T.Type) { visitor.visit(type) }
        visit(types[digit])
    }

    /// Given the rest of a number's type, visits `N<head, rest>`.
    private struct Prepending<Next: Visitor>: Visitor {
        let head: Int
        let next: Next
        func visit<Tail: Digit>(_ tail: Tail.Type) {
            visitDigit(head, WithTail<Next, Tail>(next: next))
        }
    }

    private struct WithTail<Next: Visitor, Tail: Digit>: Visitor {
        let next: Next
        func visit<Head: Digit>(_ head: Head.Type) { next.visit(N<Head, Tail>.self) }
    }

    /// Binds one step to depend on the type it is then visited with.
    private struct BindDependency<Step: Digit>: Visitor {
        let binder: Binder
        func visit<T: Digit>(_ type: T.Type) {
            binder.bind(Step.self).to(factory: { (_: T) in Step() })
        }
    }

    /// Binds step `number` to depend on step `next`, or on ``Unbound`` when `next` is nil.
    private struct BindStep: Visitor {
        let binder: Binder
        let next: Int?
        func visit<T: Digit>(_ type: T.Type) {
            if let next {
                withType(of: next, BindDependency<T>(binder: binder))
            } else {
                BindDependency<T>(binder: binder).visit(Unbound.self)
            }
        }
    }

    private struct BindRoot: Visitor {
        let binder: Binder
        func visit<T: Digit>(_ type: T.Type) {
            binder.bind(Root.self).to(factory: { (_: T) in Root() })
        }
    }

    /// A component whose root asks for step 0 of a chain of `steps`.
    static func component(steps: Int, closingTheCycle: Bool) throws(WiringError) -> Component<Root> {
        Chain.steps.withLock { $0 = (steps, closingTheCycle) }
        return try Component(root: Root.self, modules: [Chain.self])
    }

    /// The chain, as configured by ``component(steps:closingTheCycle:)``.
    enum Chain: Module {
        static let steps = Locked((0, false))
        static func configure(binder: Binder) {
            let (count, closed) = steps.withLock { $0 }
            withType(of: 0, BindRoot(binder: binder))
            for number in 0..<count {
                let next = number + 1 < count ? number + 1 : (closed ? 0 : nil)
                withType(of: number, BindStep(binder: binder, next: next))
            }
        }
    }
}
