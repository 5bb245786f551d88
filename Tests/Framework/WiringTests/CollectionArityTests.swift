import Testing
import Wiring

/// A contribution's factory may take any number of parameters: each of the arities compiled
/// for their types (none to six) and the parameter-pack one past them read every parameter in
/// its place, scoped or not, plain values and request kinds alike.
@Suite struct CollectionArityTests {
    struct A: Sendable { let text = "a" }
    struct B: Sendable { let text = "b" }
    struct C: Sendable { let text = "c" }
    struct D: Sendable { let text = "d" }
    struct E: Sendable { let text = "e" }
    struct F: Sendable { let text = "f" }
    struct G: Sendable { let text = "g" }
    struct Sentence: Sendable { let words: [String] }

    enum Letters: Module {
        static func configure(binder: Binder) {
            binder.bind(A.self).to(value: A())
            binder.bind(B.self).to(value: B())
            binder.bind(C.self).to(value: C())
            binder.bind(D.self).to(value: D())
            binder.bind(E.self).to(value: E())
            binder.bind(F.self).to(value: F())
            binder.bind(G.self).to(value: G())
            binder.bind(Sentence.self).to(factory: Sentence.init)
        }
    }

    /// Each contribution spells its arity and the letters it was given, in order.
    enum Words: Module {
        static func configure(binder: Binder) {
            binder.bind(String.self).intoCollection().to(factory: { "0" })
            binder.bind(String.self).intoCollection().scoped(.singleton).to(factory: { (a: A) in "1" + a.text })
            binder.bind(String.self).intoCollection().to(factory: { (a: A, b: Provider<B>) in
                "2" + a.text + b.get().text
            })
            binder.bind(String.self).intoCollection().scoped(.singleton).to(factory: {
                (a: A, b: B, c: C?) in "3" + a.text + b.text + (c?.text ?? "-")
            })
            binder.bind(String.self).intoCollection().to(factory: { (a: A, b: B, c: C, d: Lazy<D>) in
                "4" + a.text + b.text + c.text + d.get().text
            })
            binder.bind(String.self).intoCollection().to(factory: { (a: A, b: B, c: C, d: D, e: E) in
                "5" + a.text + b.text + c.text + d.text + e.text
            })
            binder.bind(String.self).intoCollection().scoped(.singleton).to(factory: {
                (a: A, b: B, c: C, d: D, e: E, f: F) in "6" + a.text + b.text + c.text + d.text + e.text + f.text
            })
            binder.bind(String.self).intoCollection().to(factory: {
                (a: A, b: B, c: C, d: D, e: E, f: F, g: G) in
                "7" + a.text + b.text + c.text + d.text + e.text + f.text + g.text
            })
        }
    }

    @Test func everyArityReadsItsParametersInOrder() throws {
        let words = try Component(root: Sentence.self, modules: [Letters.self, Words.self]).root.words
        #expect(words == ["0", "1a", "2ab", "3abc", "4abcd", "5abcde", "6abcdef", "7abcdefg"])
    }
}
