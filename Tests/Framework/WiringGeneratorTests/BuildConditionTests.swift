import Testing

@testable import WiringGenerator

@Suite("BuildCondition")
struct BuildConditionTests {
    private func condition(_ terms: (String, Bool)...) -> BuildCondition {
        BuildCondition(terms.map { BuildCondition.Term(condition: $0.0, holds: $0.1) })
    }

    @Test("parenthesizes only what negation or && would otherwise change")
    func expression() {
        #expect(BuildCondition.always.expression == "")
        #expect(condition(("A || B", true)).expression == "A || B")
        #expect(condition(("DEBUG", true), ("A || B", true)).expression == "DEBUG && (A || B)")
        #expect(condition(("DEBUG", false), ("os(Linux)", false)).expression == "!DEBUG && !os(Linux)")
        #expect(condition(("!DEBUG", false)).expression == "!(!DEBUG)")
        #expect(condition(("(A || B)", false)).expression == "!(A || B)")
        #expect(condition(("f(a) || g(b)", false)).expression == "!(f(a) || g(b))")
        #expect(condition(("swift(>=5.9)", true), ("X", true)).expression == "swift(>=5.9) && X")
    }

    @Test("joins terms without repeats and sees contradictions")
    func conjunction() {
        let debug = condition(("DEBUG", true))
        #expect(debug.and(debug) == debug)
        #expect(debug.and(condition(("DEBUG", false))).isNever)
        #expect(!debug.and(condition(("TESTING", false))).isNever)
    }

    @Test("covering keeps the weakest conditions and drops impossible ones")
    func covering() {
        let debug = condition(("DEBUG", true))
        let debugLinux = condition(("DEBUG", true), ("os(Linux)", true))
        let never = condition(("A", true), ("A", false))
        #expect(BuildCondition.covering([debugLinux, debug, never, debug]) == [debug])
        #expect(BuildCondition.covering([debug, .always]) == [.always])
        #expect(BuildCondition.covering([condition(("DEBUG", false)), debug]).count == 2)
        #expect(BuildCondition.covering([never]).isEmpty)
    }
}
