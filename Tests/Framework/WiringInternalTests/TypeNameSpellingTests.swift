import Testing
import WiringSupport

@testable import Wiring

protocol Plugin: Sendable {}
protocol Auditing: Sendable {}
struct Box<T> {}
enum PluginModule: Module {
    static func configure(binder: Binder) {}
}

/// The names every message uses: a type as source writes it, `[any Plugin]`, never also
/// `Array<Plugin>`; a module qualified by its module and enclosing types, without the
/// runtime's markers for a function's context. The API tests check the same names in the
/// messages themselves.
@Suite struct TypeNameSpellingTests {
    struct Inner: Sendable {}

    @Test(arguments: [
        ((any Plugin).self as Any.Type, "any Plugin"),
        ([any Plugin].self, "[any Plugin]"),
        ([String: any Plugin].self, "[String: any Plugin]"),
        ((any Plugin)?.self, "(any Plugin)?"),
        (Int?.self, "Int?"),
        ([Int?].self, "[Int?]"),
        ([String: [any Plugin]]?.self, "[String: [any Plugin]]?"),
        (Provider<[any Plugin]>.self, "Provider<[any Plugin]>"),
        (Lazy<[String: (any Plugin)?]>.self, "Lazy<[String: (any Plugin)?]>"),
        (AssistedFactory<Int, [any Plugin]>.self, "AssistedFactory<Int, [any Plugin]>"),
        // Every generic type of Wiring names its arguments from their metatypes.
        (WeakProvider<[any Plugin]>.self, "WeakProvider<[any Plugin]>"),
        (AsyncProvider<[any Plugin]>.self, "AsyncProvider<[any Plugin]>"),
        (MainActorProvider<[any Plugin]>.self, "MainActorProvider<[any Plugin]>"),
        (Component<[any Plugin]>.self, "Component<[any Plugin]>"),
        (Set<Int>.self, "Set<Int>"),
        // The runtime keeps a composition's protocols in one canonical order.
        ((any Plugin & Auditing).self, "any Auditing & Plugin"),
        ((any Plugin & Auditing)?.self, "(any Auditing & Plugin)?"),
        ((any Plugin.Type).self, "any Plugin.Type"),
        ((any Plugin).Type.self, "(any Plugin).Type"),
        (((Int) -> String)?.self, "((Int) -> String)?"),
        (Inner.self, "Inner"),
        ([Inner].self, "[Inner]"),
        (Box<[Int]>.self, "Box<[Int]>"),
        (Any.self, "Any"),
    ])
    func namesATypeAsSourceWritesIt(type: Any.Type, expected: String) {
        #expect(TypeName.of(type) == expected)
    }

    @Test func qualifiedNamesKeepModulesAndLeaveOutFunctionContexts() {
        enum LocalModule: Module {
            static func configure(binder: Binder) {}
        }
        #expect(TypeName.qualified(LocalModule.self) == "WiringInternalTests.TypeNameSpellingTests.LocalModule")
        #expect(TypeName.qualified([any Plugin].self) == "[any WiringInternalTests.Plugin]")
        #expect(TypeName.qualified(PluginModule.self) == "WiringInternalTests.PluginModule")
    }
}
