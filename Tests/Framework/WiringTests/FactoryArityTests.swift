import Testing
import Wiring

/// A factory may take any number of parameters, for a binding and for a collection's
/// contribution alike: each of the arities compiled for their types (none to ten) and the
/// parameter-pack one past them read every parameter in its place, scoped or not, plain values
/// and request kinds alike.
@Suite struct FactoryArityTests {
    struct A: Sendable { let text = "a" }
    struct B: Sendable { let text = "b" }
    struct C: Sendable { let text = "c" }
    struct D: Sendable { let text = "d" }
    struct E: Sendable { let text = "e" }
    struct F: Sendable { let text = "f" }
    struct G: Sendable { let text = "g" }
    struct H: Sendable { let text = "h" }
    struct I: Sendable { let text = "i" }
    struct J: Sendable { let text = "j" }
    struct K: Sendable { let text = "k" }

    enum Letters: Module {
        static func configure(binder: Binder) {
            binder.bind(A.self).to(value: A())
            binder.bind(B.self).to(value: B())
            binder.bind(C.self).to(value: C())
            binder.bind(D.self).to(value: D())
            binder.bind(E.self).to(value: E())
            binder.bind(F.self).to(value: F())
            binder.bind(G.self).to(value: G())
            binder.bind(H.self).to(value: H())
            binder.bind(I.self).to(value: I())
            binder.bind(J.self).to(value: J())
            binder.bind(K.self).to(value: K())
        }
    }

    /// What a factory of `arity` parameters made: its arity and the letters it was given.
    struct Spelled<let arity: Int>: Sendable { let text: String }

    /// Every binding's spelling, in arity order. Its own factory takes twelve parameters, so it
    /// is declared through the parameter-pack overload.
    struct Spellings: Sendable {
        let words: [String]
        init(
            _ s0: Spelled<0>, _ s1: Spelled<1>, _ s2: Spelled<2>, _ s3: Spelled<3>, _ s4: Spelled<4>, _ s5: Spelled<5>,
            _ s6: Spelled<6>, _ s7: Spelled<7>, _ s8: Spelled<8>, _ s9: Spelled<9>, _ s10: Spelled<10>,
            _ s11: Spelled<11>
        ) {
            words = [
                s0.text, s1.text, s2.text, s3.text, s4.text, s5.text, s6.text, s7.text, s8.text, s9.text, s10.text,
                s11.text,
            ]
        }
    }

    /// Binds each `Spelled<arity>` to a factory of that many parameters.
    enum Bindings: Module {
        static func configure(binder: Binder) {
            binder.include(Letters.self)
            binder.bind(Spellings.self).to(factory: Spellings.init)
            binder.bind(Spelled<0>.self).to(factory: { Spelled<0>(text: "0") })
            binder.bind(Spelled<1>.self).scoped(.singleton).to(factory: {
                (a: A) in
                Spelled<1>(text: "1" + a.text)
            })
            binder.bind(Spelled<2>.self).to(factory: {
                (a: A, b: Provider<B>) in
                Spelled<2>(text: "2" + a.text + b.get().text)
            })
            binder.bind(Spelled<3>.self).scoped(.singleton).to(factory: {
                (a: A, b: B, c: C?) in
                Spelled<3>(text: "3" + a.text + b.text + (c?.text ?? "-"))
            })
            binder.bind(Spelled<4>.self).to(factory: {
                (a: A, b: B, c: C, d: Lazy<D>) in
                Spelled<4>(text: "4" + a.text + b.text + c.text + d.get().text)
            })
            binder.bind(Spelled<5>.self).scoped(.singleton).to(factory: {
                (a: A, b: B, c: C, d: D, e: E) in
                Spelled<5>(text: "5" + a.text + b.text + c.text + d.text + e.text)
            })
            binder.bind(Spelled<6>.self).to(factory: {
                (a: A, b: B, c: C, d: D, e: E, f: F) in
                Spelled<6>(text: "6" + a.text + b.text + c.text + d.text + e.text + f.text)
            })
            binder.bind(Spelled<7>.self).scoped(.singleton).to(factory: {
                (a: A, b: B, c: C, d: D, e: E, f: F, g: G) in
                Spelled<7>(text: "7" + a.text + b.text + c.text + d.text + e.text + f.text + g.text)
            })
            binder.bind(Spelled<8>.self).to(factory: {
                (a: A, b: Provider<B>, c: C, d: D, e: E, f: F, g: G, h: H) in
                Spelled<8>(text: "8" + a.text + b.get().text + c.text + d.text + e.text + f.text + g.text + h.text)
            })
            binder.bind(Spelled<9>.self).scoped(.singleton).to(factory: {
                (a: A, b: B, c: C?, d: D, e: E, f: F, g: G, h: H, i: I) in
                Spelled<9>(
                    text: "9" + a.text + b.text + (c?.text ?? "-") + d.text + e.text + f.text + g.text + h.text + i.text
                )
            })
            binder.bind(Spelled<10>.self).to(factory: {
                (a: A, b: B, c: C, d: Lazy<D>, e: E, f: F, g: G, h: H, i: I, j: J) in
                Spelled<10>(
                    text: "10" + a.text + b.text + c.text + d.get().text + e.text + f.text + g.text + h.text + i.text
                        + j.text)
            })
            binder.bind(Spelled<11>.self).scoped(.singleton).to(factory: {
                (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K) in
                Spelled<11>(
                    text: "11" + a.text + b.text + c.text + d.text + e.text + f.text + g.text + h.text + i.text + j.text
                        + k.text)
            })
        }
    }

    /// Every contribution, in the order they were declared.
    struct Sentence: Sendable { let words: [String] }

    /// Contributes one word for each arity, made by a factory of that many parameters.
    enum Contributions: Module {
        static func configure(binder: Binder) {
            binder.include(Letters.self)
            binder.bind(Sentence.self).to(factory: Sentence.init)
            binder.bind(String.self).intoCollection().to(factory: { "0" })
            binder.bind(String.self).intoCollection().scoped(.singleton).to(factory: {
                (a: A) in
                "1" + a.text
            })
            binder.bind(String.self).intoCollection().to(factory: {
                (a: A, b: Provider<B>) in
                "2" + a.text + b.get().text
            })
            binder.bind(String.self).intoCollection().scoped(.singleton).to(factory: {
                (a: A, b: B, c: C?) in
                "3" + a.text + b.text + (c?.text ?? "-")
            })
            binder.bind(String.self).intoCollection().to(factory: {
                (a: A, b: B, c: C, d: Lazy<D>) in
                "4" + a.text + b.text + c.text + d.get().text
            })
            binder.bind(String.self).intoCollection().scoped(.singleton).to(factory: {
                (a: A, b: B, c: C, d: D, e: E) in
                "5" + a.text + b.text + c.text + d.text + e.text
            })
            binder.bind(String.self).intoCollection().to(factory: {
                (a: A, b: B, c: C, d: D, e: E, f: F) in
                "6" + a.text + b.text + c.text + d.text + e.text + f.text
            })
            binder.bind(String.self).intoCollection().scoped(.singleton).to(factory: {
                (a: A, b: B, c: C, d: D, e: E, f: F, g: G) in
                "7" + a.text + b.text + c.text + d.text + e.text + f.text + g.text
            })
            binder.bind(String.self).intoCollection().to(factory: {
                (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H) in
                "8" + a.text + b.text + c.text + d.text + e.text + f.text + g.text + h.text
            })
            binder.bind(String.self).intoCollection().scoped(.singleton).to(factory: {
                (a: A, b: Provider<B>, c: C, d: D, e: E, f: F, g: G, h: H, i: I) in
                "9" + a.text + b.get().text + c.text + d.text + e.text + f.text + g.text + h.text + i.text
            })
            binder.bind(String.self).intoCollection().to(factory: {
                (a: A, b: B, c: C?, d: D, e: E, f: F, g: G, h: H, i: I, j: J) in
                "10" + a.text + b.text + (c?.text ?? "-") + d.text + e.text + f.text + g.text + h.text + i.text + j.text
            })
            binder.bind(String.self).intoCollection().scoped(.singleton).to(factory: {
                (a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K) in
                "11" + a.text + b.text + c.text + d.text + e.text + f.text + g.text + h.text + i.text + j.text + k.text
            })
        }
    }

    /// What a factory of each arity makes: the arity, then the letters it was given, in order.
    static let expected = (0...11).map { arity in String(arity) + "abcdefghijk".prefix(arity) }

    @Test func everyBindingArityReadsItsParametersInOrder() throws {
        #expect(try Component(root: Spellings.self, modules: [Bindings.self]).root.words == Self.expected)
    }

    @Test func everyContributionArityReadsItsParametersInOrder() throws {
        #expect(try Component(root: Sentence.self, modules: [Contributions.self]).root.words == Self.expected)
    }
}
