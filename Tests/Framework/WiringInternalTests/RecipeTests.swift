import Synchronization
import Testing

@testable import Wiring

/// A recipe writes each value it makes into memory its reader provides. Each value reads back
/// whole, whatever its type and size, is released exactly once, and a recipe reads only as its
/// own type.
@Suite(.serialized) struct RecipeTests {
    /// Counts its instances' deinitializations.
    final class Tracked: Sendable {
        static let released = Atomic<Int>(0)
        let number: Int
        init(number: Int) { self.number = number }
        deinit { Self.released.add(1, ordering: .relaxed) }
    }

    /// A value larger than the inline storage of an existential, holding a reference.
    struct Ledger: Sendable, Equatable {
        var amounts: (Int, Int, Int, Int, Int, Int) = (1, 2, 3, 4, 5, 6)
        var more: (Int, Int) = (7, 8)
        let owner: String
        let tracked: Tracked

        static func == (lhs: Ledger, rhs: Ledger) -> Bool {
            lhs.amounts == rhs.amounts && lhs.more == rhs.more && lhs.owner == rhs.owner && lhs.tracked === rhs.tracked
        }
    }

    protocol Named: Sendable { var name: String { get } }
    struct Teller: Named { let name: String }

    enum Counter: Module {
        static func configure(binder: Binder) {
            binder.bind(Int.self).to(value: 0)
        }
    }

    /// The arguments a request kind's recipe is made with: a store, and no parameters.
    private static func arguments() throws -> Arguments {
        let component = try Component(root: Int.self, modules: [Counter.self])
        return Arguments(madeIn: component.store)
    }

    @Test func eachValueReadsBackWhole() throws {
        let arguments = try Self.arguments()
        #expect(Recipe<Int> { _ in 42 }.make(arguments) == 42)
        #expect(Recipe<String> { _ in "a string too long to be stored inline" }.make(arguments).count == 37)
        let tracked = Tracked(number: 7)
        let ledger = Recipe<Ledger> { _ in Ledger(owner: "Ada", tracked: tracked) }.make(arguments)
        #expect(ledger == Ledger(owner: "Ada", tracked: tracked))
        #expect(Recipe<any Named> { _ in Teller(name: "Grace") }.make(arguments).name == "Grace")
        #expect(Recipe<Tracked?> { _ in nil }.make(arguments) == nil)
        #expect(Recipe<Tracked?> { _ in tracked }.make(arguments)?.number == 7)
        #expect(Recipe<Void> { _ in () }.make(arguments) == ())
    }

    @Test func everyValueMadeIsReleasedOnce() throws {
        let arguments = try Self.arguments()
        let before = Tracked.released.load(ordering: .relaxed)
        do {
            let recipe = Recipe<Ledger> { _ in Ledger(owner: "Ada", tracked: Tracked(number: 1)) }
            let made = (0..<3).map { _ in recipe.make(arguments) }
            #expect(Set(made.map { ObjectIdentifier($0.tracked) }).count == 3)
            #expect(Tracked.released.load(ordering: .relaxed) == before)
        }
        #expect(Tracked.released.load(ordering: .relaxed) == before + 3)
    }

    /// The graph keeps every synchronous recipe as one class, whatever it makes: a launch makes
    /// no type per binding.
    @Test func everyRecipeIsOneClass() {
        let made = [
            Recipe<Int> { _ in 1 }.erased, Recipe<Ledger?> { _ in nil }.erased,
            Recipe<any Named> { _ in Teller(name: "Ada") }.erased,
        ]
        #expect(Set(made.map { ObjectIdentifier(type(of: $0)) }) == [ObjectIdentifier(ValueRecipe.self)])
    }

    @Test func aRecipeReadsOnlyAsItsOwnType() {
        let recipe: AnyRecipe = Recipe<Int> { _ in 1 }.erased
        #expect(recipe.typed(as: Int.self) != nil)
        #expect(recipe.typed(as: String.self) == nil)
        #expect(recipe.typed(as: Int?.self) == nil)
        #expect(recipe.typed(as: (any Sendable).self) == nil)
    }

    @Test func readingARecipeAsAnotherTypeStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let recipe = Recipe<Int> { _ in 1 }.erased
            _ = recipe.make(try RecipeTests.arguments(), as: String.self)
        }
    }
}
