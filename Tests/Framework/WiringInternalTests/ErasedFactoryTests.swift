import Testing

@testable import Wiring

/// A binding keeps its factory as two words (see `ErasedFactory`); turned back, it must be
/// the same closure, and keeping it must neither leak nor over-release what it captured.
@Suite struct ErasedFactoryTests {
    final class Token: Sendable {}

    @Test func aCapturingFactoryComesBackAndReleasesWhatItCapturedWithIt() {
        weak var released: Token?
        do {
            let token = Token()
            released = token
            let erased = ErasedFactory { @Sendable (value: Int) -> Int in withExtendedLifetime(token) { value + 1 } }
            let copy = erased
            #expect(copy.context != nil)
            let first: @Sendable (Int) -> Int = copy.factory()
            #expect(first(41) == 42)
            let second: @Sendable (Int) -> Int = erased.factory()
            #expect(second(1) == 2)
        }
        #expect(released == nil, "the erased factory kept what it captured alive")
    }

    @Test func aFactoryOfSeveralParametersComesBackUnchanged() {
        let erased = ErasedFactory { @Sendable (first: String, second: Int) -> String in "\(first)\(second)" }
        let factory: @Sendable (String, Int) -> String = erased.factory()
        #expect(factory("a", 1) == "a1")
    }

    @Test func aBinderReleasesWhatItsFactoriesCaptured() throws {
        weak var released: Token?
        do {
            let token = Token()
            released = token
            let binder = Binder()
            binder.bind(Token.self).to { token }
            #expect(binder.bindings.count == 1)
        }
        #expect(released == nil, "a binding kept its factory's captures after it was released")
    }
}
